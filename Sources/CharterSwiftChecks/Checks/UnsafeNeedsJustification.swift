import SwiftSyntax

/// `unsafe-needs-justification`: `nonisolated(unsafe)` or `@unchecked Sendable` with no comment
/// saying why it is safe.
public struct UnsafeNeedsJustification: StructuralCheck {
  public static let id = "unsafe-needs-justification"
  public static let risk: RunTimeRisk? = .dataRace
  public static let summary = "`nonisolated(unsafe)` or `@unchecked Sendable` without a comment saying why it is safe."
  public static let rationale = """
    Both switch the compiler's data-race checking off for one declaration and make a promise \
    the compiler can no longer verify: that a lock, a queue, immutability after set-up or \
    something else guards the state. The next person to change the code needs to know what \
    that is. Write it in a plain comment (`//` or `/* */`) on the same line, directly above the \
    line, or directly above the declaration (attributes may stand between). A doc comment \
    (`///`, `/** */`) describes the declaration for its users and is not a justification, \
    unless it speaks of thread safety (it names a lock, a queue, a thread, an actor, \
    `Sendable`, isolation, a race, or says `safe` or `immutable`); nor is a comment without \
    words, a `MARK:` or a tool directive such as `swiftlint:` or `charter:`. A member of a type \
    is also justified by a comment that speaks of thread safety directly above the type's own \
    declaration, directly above the group of declarations it belongs to (written on \
    consecutive lines with no blank line between), or by a plain comment above a stored \
    property declared earlier in the type that speaks of thread safety for a group \
    (`// All mutable state below shares this lock.` above the lock): teams often explain a \
    type's locking once. Any other comment (a doc comment above an earlier method, a comment \
    inside a method) is not about this declaration. Test doubles in test code (a type named `Mock…`, `…Spy`, \
    `Fake…`, `Stub…` … in a file that imports `XCTest` or `Testing`, or imports a module \
    `@testable`) are not reported: they stand in for a real type in one test, and teams mark \
    them `@unchecked Sendable` by rule.
    """
  public static let triggering = UnsafeNeedsJustificationExamples.triggering
  public static let nonTriggering = UnsafeNeedsJustificationExamples.nonTriggering

  public init(options: StructuralOptionValues) {}

  public var triggers: [String] { ["(unsafe", "@unchecked"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    let isTestCode = file.isTestCode
    for node in file.index.unsafeIsolation {
      if isTestCode, file.isInTestDouble(node) { continue }
      let reported: Syntax
      if let attributed = node.as(AttributedTypeSyntax.self) {
        guard attributed.baseType.lastNameComponent == "Sendable", let attribute = attributed.attributes.first(named: "unchecked")
        else { continue }
        reported = Syntax(attribute)
      } else {
        reported = node
      }
      guard let token = reported.firstToken(viewMode: .sourceAccurate), !Self.isJustified(token) else { continue }
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: reported), message: Self.message))
    }
  }

  /// Whether a plain comment with words stands on `token`'s line, directly above it, or
  /// directly above the declaration holding it. Doc comments are skipped: they describe.
  private static func isJustified(_ token: TokenSyntax) -> Bool {
    let lineStart = firstTokenOfLine(token)
    if commentsOnLine(from: lineStart).contains(where: isExplanation) { return true }
    if commentsDirectlyAbove(lineStart).contains(where: isExplanation) { return true }
    var current = token.parent
    while let node = current, !node.is(MemberBlockSyntax.self), !node.is(CodeBlockSyntax.self) {
      if node.asProtocol(DeclSyntaxProtocol.self) != nil, let first = node.firstToken(viewMode: .sourceAccurate) {
        if commentsDirectlyAbove(first).contains(where: isExplanation) { return true }
        break
      }
      current = node.parent
    }
    return isJustifiedByItsType(token)
  }

  /// Whether a comment speaking of thread safety stands directly above the declaration of the
  /// type that holds `token`'s member; directly above the group of members the member ends
  /// (declarations on consecutive lines, no blank line between them); or, as a plain comment
  /// that speaks of a group (`all`, `every`, `below` …), directly above a stored property
  /// declared earlier in the type — the lock or queue that guards the state after it
  /// (`// All mutable state below shares this lock.`).
  private static func isJustifiedByItsType(_ token: TokenSyntax) -> Bool {
    var current = token.parent
    while let node = current, !node.is(MemberBlockItemSyntax.self) { current = node.parent }
    guard let item = current?.as(MemberBlockItemSyntax.self), let block = item.parent?.parent?.as(MemberBlockSyntax.self)
    else { return false }
    func justifies(_ first: TokenSyntax) -> Bool {
      commentsDirectlyAbove(first, includingDocComments: true).contains { speaksOfThreadSafety($0) && isExplanation($0) }
    }
    let members = Array(block.members)
    if let position = members.firstIndex(where: { $0.id == item.id }) {
      var index = position
      while index > 0, let first = members[index].firstToken(viewMode: .sourceAccurate), !startsAfterBlankLine(first) {
        index -= 1
        if let previous = members[index].firstToken(viewMode: .sourceAccurate), justifies(previous) { return true }
      }
      for member in members[..<position] where member.decl.is(VariableDeclSyntax.self) {
        guard let first = member.firstToken(viewMode: .sourceAccurate) else { continue }
        if commentsDirectlyAbove(first).contains(where: { speaksOfThreadSafety($0) && speaksOfAGroup($0) }) { return true }
      }
    }
    guard let type = block.parent, let first = type.firstToken(viewMode: .sourceAccurate) else { return false }
    return justifies(first)
  }

  /// Whether a comment speaks of more than the declaration under it.
  private static func speaksOfAGroup(_ comment: String) -> Bool {
    let words = comment.lowercased().split { !$0.isLetter }
    return words.contains { groupWords.contains(String($0)) }
  }

  private static let groupWords: Set<String> = [
    "all", "every", "below", "following", "these", "each", "share", "shares", "shared", "guards", "protects",
  ]

  /// Whether a blank line, or a comment, stands between `token` and the line before it.
  private static func startsAfterBlankLine(_ token: TokenSyntax) -> Bool {
    let above = blockAbove(token)
    return above.separated || !above.comments.isEmpty
  }

  /// The comments of the block in `token`'s leading trivia that ends on the line just before
  /// it, nearest first, and whether something else (a blank line, other trivia) stands above.
  private static func blockAbove(_ token: TokenSyntax) -> (comments: [TriviaPiece], separated: Bool) {
    var comments: [TriviaPiece] = []
    var lineBreaks = 0
    for piece in token.leadingTrivia.reversed() {
      switch piece {
      case .spaces, .tabs: continue
      case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
        lineBreaks += count
        if lineBreaks > 1 { return (comments, true) }
      case .lineComment, .blockComment, .docLineComment, .docBlockComment:
        comments.append(piece)
        lineBreaks = 0
      default: return (comments, true)
      }
    }
    return (comments, false)
  }

  /// The first token on the line of `token`.
  private static func firstTokenOfLine(_ token: TokenSyntax) -> TokenSyntax {
    var token = token
    while !token.leadingTrivia.contains(where: \.isNewline), let previous = token.previousToken(viewMode: .sourceAccurate) {
      token = previous
    }
    return token
  }

  /// The comments on the line starting with `token`: in its leading trivia after the line
  /// break, and in the trailing trivia of every token up to the next line break.
  private static func commentsOnLine(from token: TokenSyntax) -> [String] {
    var comments = comments(in: token.leadingTrivia.reversed().prefix { !$0.isNewline })
    var current: TokenSyntax? = token
    while let token = current {
      comments += Self.comments(in: token.trailingTrivia)
      guard let next = token.nextToken(viewMode: .sourceAccurate), !next.leadingTrivia.contains(where: \.isNewline) else { break }
      comments += Self.comments(in: next.leadingTrivia)
      current = next
    }
    return comments
  }

  /// The plain comments of the comment block in `token`'s leading trivia that ends on the line
  /// just before it; doc comments in the block are passed over unless `includingDocComments`
  /// or they speak of thread safety.
  private static func commentsDirectlyAbove(_ token: TokenSyntax, includingDocComments: Bool = false) -> [String] {
    blockAbove(token).comments.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text): text
      case .docLineComment(let text), .docBlockComment(let text):
        includingDocComments || speaksOfThreadSafety(text) ? text : nil
      default: nil
      }
    }
  }

  private static func comments(in pieces: some Sequence<TriviaPiece>) -> [String] {
    pieces.compactMap { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text): text
      case .docLineComment(let text), .docBlockComment(let text):
        speaksOfThreadSafety(text) ? text : nil
      default: nil
      }
    }
  }

  /// Whether a doc comment speaks of thread safety, and so justifies rather than describes.
  private static func speaksOfThreadSafety(_ comment: String) -> Bool {
    let lowered = comment.lowercased()
    return safetyWords.contains { lowered.contains($0) }
  }

  private static let safetyWords = [
    "sendable", "unchecked", "unsafe", "safe", "lock", "mutex", "queue", "thread", "actor", "isolat", "race",
    "synchroni", "serializ", "serialis", "atomic", "immutable", "concurren",
  ]

  /// Whether `comment` says something: words, not a `MARK:` or a tool directive.
  private static func isExplanation(_ comment: String) -> Bool {
    let body = comment.trimmingPrefix { $0 == "/" || $0 == "*" || $0 == "!" || $0 == " " || $0 == "\t" }
    for directive in ["MARK:", "charter:", "swiftlint:", "swift-format-ignore", "sourcery:"] where body.hasPrefix(directive) {
      return false
    }
    return body.contains { $0.isLetter }
  }

  private static let message = "say why this is safe in a comment on the same line or directly above it"
}
