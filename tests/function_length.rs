//! No function in `src/` is longer than 150 lines (from its `fn` line to its closing brace): a long function is
//! where a module stops being readable. rustfmt's layout makes the end easy to find: the first later line that is
//! the closing brace at the `fn` line's indentation.

use std::fs;
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 150;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `(name, first line, lines)` of every function of `text` longer than `max` lines.
fn long_functions(text: &str, max: usize) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let Some(at) = body.find("fn ") else { continue };
        let head = &body[..at];
        let is_item = head
            .split_whitespace()
            .all(|w| matches!(w, "pub" | "const" | "async" | "unsafe" | "extern" | "\"C\"") || w.starts_with("pub("));
        if !is_item || body.ends_with(';') || body.ends_with('}') {
            continue;
        }
        let name: String = body[at + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let close = format!("{indent}}}");
        if let Some(end) = lines[i + 1..].iter().position(|l| *l == close) {
            let count = end + 2;
            if count > max {
                found.push((name, i + 1, count));
            }
        }
    }
    found
}

#[test]
fn the_limit_is_found() {
    let long = format!("fn long() {{\n{}}}\nfn short() {{\n    1\n}}\n", "    x();\n".repeat(150));
    assert_eq!(long_functions(&long, MAX_LINES), vec![("long".to_string(), 1, 152)]);
    let nested = "impl A {\n    pub(crate) fn f(&self) {\n        g();\n    }\n}\n";
    assert_eq!(long_functions(nested, 2), vec![("f".to_string(), 2, 3)]);
    assert!(long_functions(nested, 3).is_empty());
}

#[test]
fn no_function_in_src_is_over_the_limit() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    files.sort();
    assert!(files.len() > 50, "found only {} files under src/", files.len());
    let long: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let text = fs::read_to_string(f).unwrap();
            long_functions(&text, MAX_LINES)
                .into_iter()
                .map(move |(name, line, n)| format!("{}:{line} {name} ({n} lines)", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "functions over {MAX_LINES} lines:\n{}", long.join("\n"));
}
