import CharterDocuments
import CharterSupport

extension FrontMatterDecoder {
  /// The keys a shared pack entry may have.
  static let sharedPackKeys = ["name", "git", "rev", "folder", "path"]

  /// A `packs:` entry that is a mapping: `{name, git, rev, folder}` or `{name, path}`, each
  /// value checked where it is written.
  mutating func sharedPack(_ node: YAMLNode) -> SharedPack? {
    var values: [String: (text: String, position: SourcePosition)] = [:]
    for pair in node.mapping ?? [] {
      let key = pair.key.scalar ?? ""
      guard Self.sharedPackKeys.contains(key) else {
        collector.warning(
          "unknown-key",
          "unknown key '\(key)' in a pack; packs take \(Self.sharedPackKeys.joined(separator: ", "))"
            + Suggestion.didYouMean(key, among: Self.sharedPackKeys),
          at: pair.key.position)
        continue
      }
      guard let text = string(pair.value, what: "'\(key)' of a pack") else { continue }
      values[key] = (text, pair.value.position)
    }
    let source: SharedPack.Source
    switch (values["git"], values["path"]) {
    case (let git?, nil):
      guard let rev = values["rev"] else {
        collector.error(
          "missing-key", "a git pack needs 'rev': the tag, branch or commit to use", at: node.position)
        return nil
      }
      // Never an option, never a transport that runs a command.
      for (value, what) in [(git, "git"), (rev, "rev")] where value.text.hasPrefix("-") || value.text.isEmpty {
        collector.error("invalid-value", "'\(what)' cannot start with '-'", at: value.position)
        return nil
      }
      // A tag, a branch or a commit: never a refspec (`a:b`, `+refs/*`) or a revision expression.
      let refCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/-".unicodeScalars)
      if !rev.text.unicodeScalars.allSatisfy({ refCharacters.contains($0) }) || rev.text.contains("..")
        || rev.text.hasSuffix("/") || rev.text.hasSuffix(".lock")
      {
        collector.error(
          "invalid-value", "'rev' must be a tag, a branch or a commit (letters, digits, '.', '_', '-', '/'), "
            + "not '\(rev.text)'", at: rev.position)
        return nil
      }
      let lower = git.text.lowercased()
      if lower.hasPrefix("ext::") || lower.hasPrefix("fd::") || git.text.contains("\n") {
        collector.error(
          "invalid-value", "'\(git.text)' uses a git transport that runs commands; packs are fetched over "
            + "https, ssh, git or file URLs only", at: git.position)
        return nil
      }
      source = .git(url: git.text, rev: rev.text)
    case (nil, let path?):
      guard confined(path, what: "path") else { return nil }
      source = .path(path.text.hasSuffix("/") ? String(path.text.dropLast()) : path.text)
    default:
      collector.error(
        "invalid-value", "a pack entry needs either 'git' (with 'rev') or 'path', not both", at: node.position)
      return nil
    }
    var folder = ""
    if let written = values["folder"] {
      guard confined(written, what: "folder") else { return nil }
      folder = written.text.hasSuffix("/") ? String(written.text.dropLast()) : written.text
      if folder == "." { folder = "" }
    }
    let name = values["name"]?.text ?? Self.defaultPackName(source)
    guard !name.isEmpty, name.unicodeScalars.allSatisfy({ Self.packNameCharacters.contains($0) }) else {
      collector.error(
        "invalid-value", "a pack's name is letters, digits, '-', '_' and '.': '\(name)'",
        at: values["name"]?.position ?? node.position)
      return nil
    }
    return SharedPack(name: name, source: source, folder: folder, position: node.position)
  }

  private static let packNameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.".unicodeScalars)

  /// The last part of the URL or path, without `.git`.
  static func defaultPackName(_ source: SharedPack.Source) -> String {
    let text: String =
      switch source {
      case .git(let url, _): url
      case .path(let path): path
      }
    var last = text.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? ""
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }

  /// Whether `value` is a plain relative path inside the repository (or pack).
  private mutating func confined(_ value: (text: String, position: SourcePosition), what: String) -> Bool {
    if let refusal = Confinement.textualRefusal(of: value.text) {
      collector.error(refusal.code, "'\(what)' of a pack is refused: \(refusal.reason)", at: value.position)
      return false
    }
    return true
  }
}
