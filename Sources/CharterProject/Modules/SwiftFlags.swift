import CharterSwiftChecks

/// The Swift settings a compiler command line sets (`OTHER_SWIFT_FLAGS`):
/// `-swift-version 6`, `-default-isolation MainActor` (or `=MainActor`),
/// `-enable-upcoming-feature NAME` (or `NAME:migrate`). Flags are split at white space;
/// quoting is not followed.
struct SwiftFlags: Equatable {
  var languageMode: Int?
  var defaultIsolation: SwiftSettings.DefaultIsolation?
  var upcomingFeatures: Set<String> = []

  init(_ text: String) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var index = 0
    while index < words.count {
      var word = words[index]
      var value: String?
      if let equals = word.firstIndex(of: "="), word.hasPrefix("-") {
        value = String(word[word.index(after: equals)...])
        word = String(word[..<equals])
      } else if index + 1 < words.count, Self.takesValue.contains(word) {
        value = words[index + 1]
        index += 1
      }
      index += 1
      guard let value else { continue }
      switch word {
      case "-swift-version": languageMode = Int(value.prefix { $0.isNumber })
      case "-default-isolation":
        defaultIsolation = value == "MainActor" ? .mainActor : value == "nonisolated" ? .nonisolated : nil
      case "-enable-upcoming-feature":
        upcomingFeatures.insert(String(value.prefix { $0 != ":" }))
      default: break
      }
    }
  }

  private static let takesValue: Set<String> = ["-swift-version", "-default-isolation", "-enable-upcoming-feature"]
}
