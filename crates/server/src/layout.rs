//! The shape of this crate, checked: no two of its modules depend on each
//! other, directly or through others (docs/architecture.md, "Layout"). A
//! cycle means neither module can be read, tested or moved without the
//! other; the test below names it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each top-level module of `src` and the top-level modules its files name
/// as `crate::module` (in `use` lines and in paths alike). `lib.rs` wires
/// the modules together and is left out.
fn dependencies(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files = sources(src);
    let modules: BTreeSet<&String> = files.iter().map(|(module, _)| module).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &files {
        let uses = graph.entry(module.clone()).or_default();
        for used in named_modules(text) {
            // Items of lib.rs (`crate::App`) are not modules.
            if &used != module && modules.contains(&used) {
                uses.insert(used);
            }
        }
    }
    graph
}

/// Every `.rs` file under `src` but `lib.rs`, with its top-level module.
fn sources(src: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") || path == src.join("lib.rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("under src");
            let first = relative
                .components()
                .next()
                .expect("a component")
                .as_os_str()
                .to_string_lossy();
            let module = first.trim_end_matches(".rs").to_owned();
            let text = std::fs::read_to_string(&path).expect("a source file");
            files.push((module, text));
        }
    }
    files
}

/// The top-level modules `text` names: `crate::a::…`, and each first name
/// of a group, `crate::{a, b::c}`.
fn named_modules(text: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '{' => 1,
                        '}' => -1,
                        _ => 0,
                    };
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            let mut depth = 0;
            let mut item = String::new();
            for c in group[..end].chars().chain([',']) {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.insert(first_name(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
        } else {
            names.insert(first_name(rest));
        }
    }
    names.retain(|name| !name.is_empty() && name != "self");
    names
}

fn first_name(path: &str) -> String {
    path.trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// A cycle of `graph` as its modules in order (`a`, `b`, …, `a`), if any.
fn a_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        marks.insert(node.to_owned(), Mark::Open);
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            match marks.get(next).copied().unwrap_or(Mark::New) {
                Mark::Open => {
                    let start = path.iter().position(|n| n == next).expect("on the path");
                    let mut cycle = path[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Mark::New => {
                    if let Some(cycle) = visit(next, graph, marks, path) {
                        return Some(cycle);
                    }
                }
                Mark::Done => {}
            }
        }
        path.pop();
        marks.insert(node.to_owned(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in graph.keys() {
        if marks.get(node).copied().unwrap_or(Mark::New) == Mark::New
            && let Some(cycle) = visit(node, graph, &mut marks, &mut Vec::new())
        {
            return Some(cycle);
        }
    }
    None
}

#[test]
fn no_two_modules_of_the_server_depend_on_each_other() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = dependencies(&src);
    assert!(graph.contains_key("table") && graph.contains_key("store"));
    if let Some(cycle) = a_cycle(&graph) {
        panic!("an import cycle: {}", cycle.join(" → "));
    }
}

#[test]
fn a_cycle_is_found_through_groups_and_paths() {
    let a = named_modules("use crate::{b::X, c::{D, E}};\nfn f() { crate::d::g() }\n// crate::e\n");
    assert_eq!(a, BTreeSet::from(["b".into(), "c".into(), "d".into()]));
    let graph = BTreeMap::from([
        ("a".to_owned(), BTreeSet::from(["b".to_owned()])),
        ("b".to_owned(), BTreeSet::from(["c".to_owned()])),
        ("c".to_owned(), BTreeSet::from(["a".to_owned()])),
        ("d".to_owned(), BTreeSet::new()),
    ]);
    assert_eq!(
        a_cycle(&graph).map(|c| c.join(" ")),
        Some("a b c a".to_owned())
    );
    let mut acyclic = graph;
    acyclic.insert("c".to_owned(), BTreeSet::new());
    assert_eq!(a_cycle(&acyclic), None);
}
