import Testing

/// One `.gitignore` at the root, one path, and whether git ignores that path (counting a folder
/// above it that is ignored). `GitignoreRulesTests` checks Charter against the table;
/// `GitParityTests` checks the table against `git check-ignore`.
struct GitignoreCase: CustomTestStringConvertible, Sendable {
  var gitignore: String
  var path: String
  var isDirectory = false
  var ignored: Bool

  var testDescription: String {
    let kind = isDirectory ? "folder " : ""
    return "\(gitignore.debugDescription) \(ignored ? "ignores" : "keeps") \(kind)\(path)"
  }

  static func ignores(_ gitignore: String, _ path: String, folder: Bool = false) -> Self {
    Self(gitignore: gitignore, path: path, isDirectory: folder, ignored: true)
  }

  static func keeps(_ gitignore: String, _ path: String, folder: Bool = false) -> Self {
    Self(gitignore: gitignore, path: path, isDirectory: folder, ignored: false)
  }
}

extension GitignoreCase {
  static let all: [GitignoreCase] = [
    // A pattern without a slash matches a name at any depth.
    .ignores("*.swift", "a/b/c.swift"),
    .keeps("*.swift", "a.swiftx"),
    .ignores("foo", "x/y/foo"),
    .ignores("foo", "x/foo", folder: true),
    .keeps("Foo", "foo"),
    // A slash at the start or in the middle anchors at the .gitignore's folder.
    .ignores("/foo", "foo"),
    .keeps("/foo", "x/foo"),
    .ignores("doc/frotz", "doc/frotz"),
    .keeps("doc/frotz", "a/doc/frotz"),
    .ignores("/a/b/", "a/b", folder: true),
    .keeps("doc/*.txt", "doc/a/b.txt"),
    .ignores("*/foo", "a/foo"),
    .keeps("*/foo", "a/b/foo"),
    // A trailing slash matches folders only; what is inside an ignored folder is ignored.
    .ignores("frotz/", "a/frotz", folder: true),
    .keeps("frotz/", "a/frotz"),
    .ignores("build/", "build/out.o"),
    .ignores("doc/frotz/", "doc/frotz", folder: true),
    .ignores("*.txt", "dir.txt", folder: true),
    .ignores("*.txt", "dir.txt/a.swift"),
    // Negation: the last match wins, but nothing inside an ignored folder comes back.
    .keeps("*.log\n!keep.log", "keep.log"),
    .ignores("*.log\n!keep.log", "x.log"),
    .ignores("!keep.log\n*.log", "keep.log"),
    .ignores("build/\n!build/keep.txt", "build/keep.txt"),
    .keeps("build/*\n!build/keep.txt", "build/keep.txt"),
    .ignores("build/*\n!build/keep.txt", "build/other.txt"),
    // Comments, escapes, blank lines and trailing spaces.
    .keeps("# comment", "# comment"),
    .ignores("\\#comment", "#comment"),
    .ignores("\\!important", "!important"),
    .ignores("foo   ", "foo"),
    .ignores("foo\\ ", "foo "),
    .keeps("foo\\ ", "foo"),
    .ignores("\n   \nfoo\n\n", "foo"),
    .ignores("foo\r\nbar\r\n", "foo"),
    .ignores("\\*", "*"),
    .keeps("\\*", "a"),
    // `**`: leading, middle and trailing; elsewhere it is a plain `*`.
    .ignores("**/foo", "foo"),
    .ignores("**/foo", "a/b/foo"),
    .ignores("**/foo/bar", "x/foo/bar"),
    .ignores("abc/**", "abc/x/y"),
    .keeps("abc/**", "abc", folder: true),
    .ignores("a/**/b", "a/b"),
    .ignores("a/**/b", "a/x/y/b"),
    .ignores("foo/**/", "foo/bar", folder: true),
    .keeps("foo/**/", "foo/bar"),
    .ignores("a/**b", "a/xb"),
    .keeps("a/**b", "a/x/yb"),
    .ignores("***", "abc"),
    // Several `**` in one line: what Charter's bounded matcher must still agree on.
    .ignores("**/**/foo", "a/b/foo"),
    .ignores("a/**/**/b", "a/b"),
    .ignores("a/**/**/b", "a/x/y/b"),
    .keeps("a/**/**/b", "x/a/b"),
    .ignores("**/a/**/b/**/c", "x/a/y/b/z/c"),
    .keeps("**/a/**/b/**/c", "x/a/y/c/z/b"),
    .ignores("**/a/**/a/**/b", "a/a/b"),
    .keeps("**/a/**/a/**/b", "a/b/a"),
    .ignores("**/[ab]/**/?.c", "x/b/y/z/q.c"),
    .keeps("**/[ab]/**/?.c", "x/c/y/z/q.c"),
    .ignores("/**/x/**/*.o", "x/y/z.o"),
    .ignores("**/x/**/", "a/x/b", folder: true),
    .keeps("**/x/**/", "a/x/b"),
    .keeps("**/*.log\n!**/keep/**/*.log", "a/keep/b/c.log"),
    .ignores("**/*.log\n!**/keep/**/*.log", "a/kept/b/c.log"),
    .ignores("**/[[:upper:]]*/**/*.md", "docs/Guide/x/a.md"),
    .keeps("**/[[:upper:]]*/**/*.md", "docs/guide/x/a.md"),
    // `?` and classes, byte by byte as in git.
    .ignores("?.c", "a.c"),
    .keeps("?.c", "ab.c"),
    .keeps("a?b", "a/b"),
    .ignores("[a-c].txt", "b.txt"),
    .keeps("[!a-c].txt", "b.txt"),
    .ignores("[^a-c].txt", "d.txt"),
    .ignores("[[:digit:]]*.txt", "1a.txt"),
    .keeps("[[:digit:]]*.txt", "a1.txt"),
    .ignores("[]]", "]"),
    .ignores("[a-]", "-"),
    .keeps("x[", "x["),
    // Non-ASCII names: `?` is one byte, so `é` takes two.
    .ignores("café/", "café/menu.txt"),
    .ignores("*é.md", "x/résumé.md"),
    .keeps("caf?", "café"),
    .ignores("caf??", "café"),
    .ignores("my file.txt", "docs/my file.txt"),
  ]
}
