import CharterDocuments
import CharterSupport

/// `.charter/commands/*.md` and `.charter/agents/*.md`: the commands and subagents compose
/// writes into every target's folders for them.
public enum PromptSource {
  /// Every front-matter key some target reads for `kind`, and Charter's own.
  public static func knownKeys(_ kind: PromptKind) -> [String] {
    Set(AgentTargets.all.compactMap { kind.folder(of: $0) }.flatMap(\.keys) + ["description"] + kind.requiredKeys)
      .union(PromptDocument.charterKeys).sorted()
  }

  /// The documents of `kind` (`nil` when the repository has no such folder), sorted by name,
  /// and a diagnostic for each file that is not one (Documentation/Commands.md).
  public static func read(_ kind: PromptKind, in repository: RepositoryFiles) -> (
    documents: [PromptDocument]?, diagnostics: [Diagnostic]
  ) {
    let folder = kind.folder
    guard repository.isDirectory(folder) else { return (nil, []) }
    guard let names = repository.names(inFolder: folder) else {
      return (
        nil,
        [
          Diagnostic(
            path: folder, position: SourcePosition(line: 1, column: 1), code: DiagnosticCode.unreadable,
            message: "\(folder) cannot be listed, or leads outside the repository; no \(kind.noun) is read from it")
        ]
      )
    }
    var documents: [PromptDocument] = []
    var diagnostics: [Diagnostic] = []
    for file in names.sorted() where !file.hasPrefix(".") {
      let path = folder + "/" + file
      guard !repository.isDirectory(path) else {
        diagnostics.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "\(kind.noun)-folder",
            message: "\(kind.noun)s are the .md files of \(folder) itself; this folder is not read"))
        continue
      }
      guard file.hasSuffix(".md") else { continue }
      let text: String?
      do {
        text = try repository.text(path)
      } catch {
        diagnostics += error.diagnostics
        continue
      }
      guard let text else { continue }
      let result = parse(text, as: kind, name: String(file.dropLast(3)), path: path)
      diagnostics += result.diagnostics
      if let document = result.document { documents.append(document) }
    }
    return (diagnostics.contains { $0.severity == .error } ? nil : documents, diagnostics)
  }

  /// The document of `kind` in `text`, named `name`, and the problems with it at their line
  /// and column.
  public static func parse(_ text: String, as kind: PromptKind, name: String, path: String) -> (
    document: PromptDocument?, diagnostics: [Diagnostic]
  ) {
    func error(_ line: Int, _ column: Int, _ code: String, _ message: String) -> Diagnostic {
      Diagnostic(path: path, position: SourcePosition(line: line, column: column), code: code, message: message)
    }
    guard PromptDocument.isValidName(name) else {
      return (
        nil,
        [error(1, 1, "invalid-\(kind.noun)", "a \(kind.noun)'s file name is letters, digits, '-' and '_', then .md")]
      )
    }
    guard let parts = PromptText(text) else {
      return (
        nil, [error(1, 1, "unclosed-front-matter", "front matter opened with '---' is never closed by a '---' line")]
      )
    }
    var document = PromptDocument(name: name, text: parts)
    let missing = kind.requiredKeys.filter { key in !parts.fields.contains { $0.key == key } }
    guard missing.isEmpty else {
      return (
        nil,
        [
          error(
            1, 1, "invalid-\(kind.noun)",
            "a \(kind.noun) needs " + missing.map { "'\($0)'" }.joined(separator: " and ") + " in its front matter")
        ]
      )
    }
    guard parts.hasFrontMatter else { return (document, []) }
    let yaml = parts.leading + parts.fields.map(\.text).joined()
    let root: YAMLNode?
    do {
      root = try YAMLParser.parse(yaml, path: path, lineOffset: 1)
    } catch {
      return (nil, error.diagnostics)
    }
    var diagnostics: [Diagnostic] = []
    let known = knownKeys(kind)
    guard case .mapping(let pairs)? = root?.content else {
      if root != nil {
        diagnostics.append(error(2, 1, "invalid-\(kind.noun)", "the front matter must be a mapping of keys"))
      }
      return (diagnostics.isEmpty ? document : nil, diagnostics)
    }
    if let problem = PromptLayout.problem(parts, pairs: pairs, path: path) { return (nil, [problem]) }
    let targetNames = AgentTargets.all.filter { kind.folder(of: $0) != nil }.map(\.name)
    for pair in pairs {
      guard let key = pair.key.scalar else { continue }
      let at = pair.key.position
      if !known.contains(key) {
        diagnostics.append(
          error(
            at.line, at.column, "unknown-key",
            "unknown key '\(PrintableText.line(key))' in a \(kind.noun); keys are " + known.joined(separator: ", ")
              + Suggestion.didYouMean(key, among: known)))
        continue
      }
      if let value = pair.value.scalar { document.scalars[key] = value }
      switch key {
      case "description", "name":
        guard let value = pair.value.scalar, !value.isEmpty, pair.value.content != .scalar("~", .plain),
          pair.value.content != .scalar("null", .plain)
        else {
          diagnostics.append(
            error(
              pair.value.position.line, pair.value.position.column, "invalid-\(kind.noun)", "'\(key)' is text, not empty"))
          continue
        }
      case "targets", "exclude-targets":
        let items: [YAMLNode]
        switch pair.value.content {
        case .sequence(let nodes): items = nodes
        case .scalar: items = [pair.value]
        default: items = []
        }
        var names: [String] = []
        for item in items {
          guard let name = item.scalar, targetNames.contains(name) else {
            let shown = item.scalar.map { PrintableText.line($0) } ?? "?"
            diagnostics.append(
              error(
                item.position.line, item.position.column, "unknown-target",
                "'\(shown)' is no target that reads \(kind.noun)s; those are " + targetNames.joined(separator: ", ")
                  + Suggestion.didYouMean(shown, among: targetNames)))
            continue
          }
          names.append(name)
        }
        if key == "targets" { document.targets = names } else { document.excludeTargets = names }
      default:
        continue
      }
    }
    return (diagnostics.isEmpty ? document : nil, diagnostics)
  }
}
