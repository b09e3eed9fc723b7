import Foundation

/// The built-in checks a sentence of prose can name, and the texts that name them: "Never use
/// `ObservableObject`" means the pack check `observable-object`, whose structural reading
/// (deployment target, the module's own types) a text ban of `ObservableObject` would lack.
///
/// A bullet or sentence whose forbidden text is one of these, or whose words are one of the
/// ``ConventionShapes`` of form `builtin`, turns the check on (`enable:`) for the scope the
/// rule file governs, instead of becoming a text check. Documented in
/// `Documentation/RuleFiles.md#built-in-checks-named-in-prose`.
enum BuiltinCheckNames {
  /// The pack check a forbidden text names, by the text as written in a code span.
  private static let byForbiddenText: [String: String] = [
    "ObservableObject": "observable-object",
    ": ObservableObject": "observable-object",
    "@Published": "observable-object",
    "@StateObject": "state-object",
    "StateObject": "state-object",
    "@ObservedObject": "observed-object",
    "ObservedObject": "observed-object",
    "@EnvironmentObject": "environment-object",
    "EnvironmentObject": "environment-object",
    "DispatchQueue.main.async": "main-queue-async",
    "try!": "no-force-try",
    "force_try": "no-force-try",
    "as!": "no-force-cast",
    "force_cast": "no-force-cast",
    "import XCTest": "prefer-swift-testing",
    "XCTest": "prefer-swift-testing",
    "XCTestCase": "prefer-swift-testing",
  ]

  /// Names that say which check a longer text is about (`class Model: ObservableObject`,
  /// `@EnvironmentObject var model: Model`), as whole words.
  private static let containedNames: [(String, String)] = [
    ("ObservableObject", "observable-object"), ("@Published", "observable-object"),
    ("@StateObject", "state-object"), ("@ObservedObject", "observed-object"),
    ("@EnvironmentObject", "environment-object"), ("DispatchQueue.main.async", "main-queue-async"),
  ]

  /// The built-in check whose findings are what forbidding `text` asks for, if any. Call
  /// parentheses and a trailing block are not part of the name (`DispatchQueue.main.async()`,
  /// `DispatchQueue.main.async { }`).
  static func check(forbidding text: String) -> String? {
    var name = text.trimmingCharacters(in: .whitespaces)
    for suffix in ["()", "(", " {}", " { }", " {", "{}", "{ }"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
    }
    if let check = byForbiddenText[name] { return check }
    return containedNames.first { contains(name, word: $0.0) }?.1
  }

  /// Whether `text` holds `word` with no letter, digit or `_` right before or after it.
  private static func contains(_ text: String, word: String) -> Bool {
    var searched = text.startIndex..<text.endIndex
    while let found = text.range(of: word, range: searched) {
      let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      let isWordCharacter = { (character: Character?) in character.map { $0 == "_" || $0.isLetter || $0.isNumber } ?? false }
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      searched = found.upperBound..<text.endIndex
    }
    return false
  }
}
