//! The repository stands on its own: no tracked file cites the founding spec folder that lived beside the
//! repository (the one a clone does not have). Specs are cited inside the repository: `docs/API.md`,
//! `docs/RULESET.md` (fields, rule decisions `Q-…`), `docs/rulesets/*.md`.

use std::process::Command;

#[test]
fn no_tracked_file_cites_the_spec_folder_outside_the_repository() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .expect("this test lists the tracked files with `git ls-files`: git must be installed");
    assert!(out.status.success(), "git ls-files failed in {root}: {}", String::from_utf8_lossy(&out.stderr));
    // Spelled in pieces so that this file does not cite the folder itself: the folder, its path on the machine the
    // project was started on, and its files named without the `..`.
    let folder = ["..", "/", "shared"].concat();
    let names: Vec<String> = [folder.clone(), ["/work", "/", "shared"].concat()]
        .into_iter()
        .chain(["api.md", "rules/", "seeds/", "conformance/", "toolchain.md"].map(|f| ["shared", "/", f].concat()))
        .collect();
    let files: Vec<&str> =
        out.stdout.split(|&b| b == 0).filter(|p| !p.is_empty()).map(|p| std::str::from_utf8(p).unwrap()).collect();
    assert!(files.contains(&"Cargo.toml"), "git ls-files listed the repository's files");
    let mut citing = Vec::new();
    for file in &files {
        let Ok(bytes) = std::fs::read(format!("{root}/{file}")) else { continue }; // deleted in the working tree
        if bytes.contains(&0) {
            continue; // binary (compressed data, images)
        }
        let text = String::from_utf8_lossy(&bytes);
        for (i, line) in text.lines().enumerate() {
            if names.iter().any(|name| line.contains(name.as_str())) {
                citing.push(format!("{file}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(citing.is_empty(), "tracked files cite {folder} (cite docs/ instead):\n{}", citing.join("\n"));
}
