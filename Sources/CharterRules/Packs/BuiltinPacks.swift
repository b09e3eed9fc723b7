import CharterSupport

/// The rule packs embedded in Charter, from the package's top-level `rules/` folder.
///
/// They are compiled into the binary (`BuiltinPacks+Generated.swift`, written by
/// `scripts/embed-rules.sh`), so a copied `charter` executable works on its own.
public enum BuiltinPacks {
  /// The prefix of a pack's path in provenance: `charter:rules/general.md`.
  public static let pathPrefix = "charter:rules/"

  /// The names of every pack (`general`, `swift-style` …), sorted.
  public static var names: [String] {
    embedded.map { String($0.name.dropLast(".md".count)) }
  }

  /// The text of the pack `name`, or `nil` when there is none.
  public static func text(named name: String) -> String? {
    embedded.first { $0.name == name + ".md" }.map { $0.text + "\n" }
  }

  /// The path a pack is shown under.
  public static func path(of name: String) -> String { pathPrefix + name + ".md" }

  /// The packs a repository gets when its config does not list any: `general` and
  /// `agent-files` always, plus the packs for each language found (`swift-…` packs when there
  /// is Swift code).
  public static func defaults(for languages: Set<SourceLanguage>) -> [String] {
    var packs = ["general", "agent-files"]
    if languages.contains(.swift) {
      packs += ["swift-style", "swift-concurrency", "swift-testing"]
    }
    return packs.filter { text(named: $0) != nil }
  }
}
