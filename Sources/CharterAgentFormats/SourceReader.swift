import CharterSupport

/// Reading a `.charter` JSON source (`hooks.json`, `permissions.json`) against its schema:
/// an error at the line and column of each thing that does not fit.
struct SourceReader {
  let text: String
  let path: String
  /// The code of a value of the wrong shape (`invalid-hooks`).
  let code: String
  var diagnostics: [Diagnostic] = []

  /// The `.charter` source at `file` read by `parse` (its text and path): nothing when the
  /// repository has no such file, the error when it cannot be read.
  static func read<Value>(
    _ repository: RepositoryFiles, file: String, parse: (String, String) -> (Value?, [Diagnostic])
  ) -> (Value?, [Diagnostic]) {
    let text: String?
    do {
      text = try repository.text(file)
    } catch {
      return (nil, error.diagnostics)
    }
    guard let text else { return (nil, []) }
    return parse(text, file)
  }

  /// The members of the object at the top-level `key`, the file's one key besides
  /// `$schema`; `nil` (with an error) when there is none or it is not an object.
  mutating func topObject(_ root: JSONDocument.Node, key: String, what: String) -> [JSONDocument.Member]? {
    guard case .object(let members) = root.value else {
      error(at: root, "the file must hold an object with \"\(key)\"")
      return nil
    }
    var found: [JSONDocument.Member]?
    for member in members {
      switch member.key {
      case "$schema": continue
      case key:
        if found != nil {
          error(
            at: member.keyRange, "\"\(key)\" is given twice; JSON readers keep only the last", code: "duplicate-key")
        }
        guard case .object(let inner) = member.node.value else {
          error(at: member.node, "\"\(key)\" must be an object of \(what)")
          continue
        }
        found = inner
      default:
        error(
          at: member.keyRange,
          "unknown key '\(PrintableText.line(member.key))'; the file holds \"\(key)\" (and \"$schema\")"
            + Suggestion.didYouMean(member.key, among: [key, "$schema"]), code: "unknown-key")
      }
    }
    if found == nil, !members.contains(where: { $0.key == key }) {
      error(at: root, "the file has no \"\(key)\" object")
    }
    return found
  }

  /// The target names of a `targets` or `exclude-targets` member, each one a target with a
  /// file for `surface` (`has`), or an error at it.
  mutating func targetNames(_ member: JSONDocument.Member, surface: String, has: (AgentTarget) -> Bool) -> [String]? {
    guard case .array(let items) = member.node.value else {
      error(at: member.node, "\"\(member.key)\" must be an array of target names")
      return nil
    }
    let known = AgentTargets.all.filter(has).map(\.name)
    var names: [String] = []
    for item in items {
      guard case .string(let name) = item.value else {
        error(at: item, "\"\(member.key)\" must hold only strings")
        continue
      }
      if !known.contains(name) {
        let reason =
          AgentTargets.named(name) == nil
          ? "unknown target '\(PrintableText.line(name))'" : "'\(name)' has no \(surface) file in the repository"
        error(
          at: item,
          reason + "; the targets with one are " + known.joined(separator: ", ")
            + Suggestion.didYouMean(name, among: known), code: "unknown-target")
      }
      names.append(name)
    }
    return names
  }

  mutating func error(at node: JSONDocument.Node, _ message: String, code: String? = nil) {
    error(at: node.range, message, code: code)
  }

  mutating func error(at range: Range<Int>, _ message: String, code: String? = nil) {
    diagnostics.append(
      Diagnostic(
        path: path, position: JSONDocument.position(of: range.lowerBound, in: text), code: code ?? self.code,
        message: message))
  }
}
