//! The `tenpai` command-line tool: batch JSON lines over the same core as the wasm facade.
fn main() {
    eprintln!("tenpai: not yet");
    std::process::exit(2);
}
