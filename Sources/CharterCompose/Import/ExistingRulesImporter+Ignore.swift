import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// The patterns of the ignore files of `targets` (`.cursorignore` when Cursor's rules were
  /// found …), when there is no `.charter/ignore` yet and every such file a person wrote says
  /// the same: that text becomes `.charter/ignore`, and compose writes it back into each file
  /// inside its block, so the files keep their lines. Files that differ are left as they are,
  /// and nothing is imported from them.
  func importedIgnore(targets: [String]) -> (text: String, files: [String])? {
    guard (try? project.files.text(IgnoreSource.path)) == nil else { return nil }
    var texts: [String: String] = [:]
    for file in Set(targets.compactMap { AgentTargets.named($0)?.ignoreFile }).sorted() {
      guard let text = try? project.files.text(file) else { continue }
      var person = text
      if let block = GeneratedMarkers.managedBlock(in: text, style: .hash) {
        person = String(text[..<block.whole.lowerBound] + text[block.whole.upperBound...])
      }
      guard !person.allSatisfy(\.isWhitespace) else { continue }
      texts[file] = person
    }
    guard let first = texts.values.first, texts.values.allSatisfy({ $0 == first }) else { return nil }
    return (first, texts.keys.sorted())
  }
}
