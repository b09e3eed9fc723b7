/// Small text helpers shared by the settings-file readers.
enum SettingsText {
  /// `text` without leading and trailing spaces, tabs and carriage returns.
  static func trimmed(_ text: some StringProtocol) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = text.firstIndex(where: { !blank($0) }) else { return "" }
    let end = text.lastIndex(where: { !blank($0) })!
    return String(text[start...end])
  }
}
