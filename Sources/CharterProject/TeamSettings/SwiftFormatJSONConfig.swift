import CharterRules
import Foundation

/// One `.swift-format` file (swiftlang/swift-format): a JSON object.
///
/// Only the keys about layout are decoded; other keys and the `rules` object are ignored.
/// Text that is not such a JSON object gives `nil`.
public struct SwiftFormatJSONConfig: Hashable, Sendable {
  /// `indentation`: `{"spaces": N}` or `{"tabs": N}`.
  public var indentation: IndentationStyle?
  /// `indentSwitchCaseLabels`: whether `case` labels sit one level inside their `switch`.
  public var indentSwitchCaseLabels: Bool?
  /// `indentConditionalCompilationBlocks`: whether code inside `#if` is indented.
  public var indentConditionalCompilationBlocks: Bool?
  /// `indentBlankLines`: whether blank lines keep their indentation.
  public var indentBlankLines: Bool?
  /// `lineLength`.
  public var lineLength: Int?
  /// `tabWidth`.
  public var tabWidth: Int?
  /// The 1-based line of the `"indentation"` key, for provenance.
  public var indentationLine: Int?
  /// The 1-based line of the `"lineLength"` key, for provenance.
  public var lineLengthLine: Int?

  /// Parses the text of a `.swift-format` file; `nil` when it is not a JSON object.
  public init?(parsing text: String) {
    guard let decoded = try? JSONDecoder().decode(Keys.self, from: Data(text.utf8)) else { return nil }
    if let spaces = decoded.indentation?.spaces, (1...16).contains(spaces) {
      indentation = IndentationStyle(character: .spaces, width: spaces)
    } else if decoded.indentation?.tabs != nil {
      indentation = IndentationStyle(character: .tabs, width: 1)
    }
    indentSwitchCaseLabels = decoded.indentSwitchCaseLabels
    indentConditionalCompilationBlocks = decoded.indentConditionalCompilationBlocks
    indentBlankLines = decoded.indentBlankLines
    lineLength = decoded.lineLength
    tabWidth = decoded.tabWidth
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if indentation != nil {
      indentationLine = lines.firstIndex { $0.contains("\"indentation\"") }.map { $0 + 1 }
    }
    if lineLength != nil {
      lineLengthLine = lines.firstIndex { $0.contains("\"lineLength\"") }.map { $0 + 1 }
    }
  }

  private struct Keys: Decodable {
    struct Indentation: Decodable {
      var spaces: Int?
      var tabs: Int?
    }
    var indentation: Indentation?
    var indentSwitchCaseLabels: Bool?
    var indentConditionalCompilationBlocks: Bool?
    var indentBlankLines: Bool?
    var lineLength: Int?
    var tabWidth: Int?
  }
}
