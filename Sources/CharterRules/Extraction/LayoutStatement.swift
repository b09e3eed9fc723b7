import CharterAgentFormats
import CharterDocuments
import CharterSupport

/// A sentence of a rule source that states a layout convention — an indentation or a line-length
/// limit — read with the shapes convention extraction reads ("Use 2-space indentation", "Lines
/// must not exceed 120 characters"), whether or not the file turns it into a check. What the
/// agent-file checks compare with the formatter's settings and with the other agent files.
public struct LayoutStatement: Hashable, Sendable {
  /// What the sentence says.
  public enum Claim: Hashable, Sendable {
    /// Code is indented this way.
    case indentation(IndentationStyle)
    /// Lines are at most this many characters.
    case lineLength(Int)
  }

  /// What it says.
  public var claim: Claim
  /// Where the sentence starts, in the file.
  public var position: SourcePosition
  /// The languages and files it is about ("Swift: 4 spaces", a heading that names Kotlin).
  public var paths: PathScope
  /// The sentence, shortened for a message.
  public var text: String

  /// Every layout statement of the Markdown `body` (whose first line is line `lineOffset + 1`
  /// of its file), in source order. Statements under a condition ("When editing generated
  /// code:") and what `charter compose` generated are left out.
  public static func read(body: String, lineOffset: Int = 0) -> [LayoutStatement] {
    guard !GeneratedMarkers.isGeneratedFile(body) else { return [] }
    let document = MarkdownParser.parse(GeneratedMarkers.blankingManagedBlock(body), lineOffset: lineOffset)
    var found: [LayoutStatement] = []
    for candidate in ConventionCandidates.all(in: document) where candidate.condition == nil {
      let sentence = ConventionSentence(candidate.item)
      guard case .checks(let checks)? = ConventionReading.read(sentence, headingLanguages: candidate.headingLanguages)
      else { continue }
      for check in checks {
        let claim: Claim
        switch check.kind {
        case .indentation(let style): claim = .indentation(style)
        case .maxLineLength(let limit): claim = .lineLength(limit)
        default: continue
        }
        found.append(
          LayoutStatement(claim: claim, position: candidate.item.range.start, paths: check.paths, text: sentence.display))
      }
    }
    return found
  }

  /// Whether the statement is about Swift files: it names Swift, or no language at all.
  public var isAboutSwift: Bool { paths.languages.map { $0.contains("swift") } ?? true }
}
