import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// The patterns of the ignore files of `targets` (`.cursorignore` when Cursor's rules were
  /// found …), when there is no `.charter/ignore` yet and each of those agents has one, all
  /// saying the same: that text becomes `.charter/ignore`, and compose writes it back into each
  /// file inside its block, so the files keep their lines and no file is added. Otherwise the
  /// files are left as they are, and nothing is imported from them.
  func importedIgnore(targets: [String]) -> (text: String, files: [String])? {
    guard (try? project.files.text(IgnoreSource.path)) == nil else { return nil }
    var texts: [String: String] = [:]
    for file in Set(targets.compactMap { AgentTargets.named($0)?.ignoreFile }).sorted() {
      guard let text = try? project.files.text(file), !text.allSatisfy(\.isWhitespace) else { continue }
      // A file already holding compose's block, or a line that would read as its markers, is
      // left as it is: nothing is imported from these files.
      guard GeneratedMarkers.managedBlock(in: text, style: .hash) == nil,
        !IgnoreSource.check(text).diagnostics.contains(where: { $0.severity == .error })
      else { return nil }
      texts[file] = text
    }
    // Every imported agent's ignore file must be there: compose writes `.charter/ignore` into
    // each, and an import adds no file.
    let wanted = Set(targets.compactMap { AgentTargets.named($0)?.ignoreFile })
    guard Set(texts.keys) == wanted, let first = texts.values.first, texts.values.allSatisfy({ $0 == first })
    else { return nil }
    return (first, texts.keys.sorted())
  }
}
