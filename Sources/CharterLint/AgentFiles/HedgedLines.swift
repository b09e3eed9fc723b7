/// Where in a document references are not claims that something exists here: after words that
/// make what follows an example, a thing to avoid or to create ("e.g. `x`", "instead of `npm
/// install`", "No `.cursorrules`"); on a whole line that says a thing is absent, optional or
/// planned ("`x` does not exist yet", "Read these files when present:"); in the list such a line
/// introduces; and in sections whose heading says they are plans ("Commands (Future)").
struct HedgedLines {
  /// For each hedged line (0-based), the byte offset in the line from which it is hedged.
  private(set) var from: [Int: Int] = [:]

  /// Words that hedge what follows them on the line, lowercased.
  static let prefixCues = [
    "e.g.", "for example", "such as", "instead of", "rather than", "avoid", "never use", "don't use", "do not use",
    "no `", "create ", "will be", "like `",
  ]
  /// Words that hedge the whole line, lowercased.
  static let lineCues = [
    "future", "planned", "proposed", "suggested", "roadmap", "todo", "to do", "when present", "if present", "if any",
    "if it exists", "if they exist", "if exists", "optional", "not found", "doesn't exist", "does not exist",
    "don't exist", "do not exist", "missing", "to be added", "deprecated", "(generated)",
  ]
  /// Words that make a heading's whole section a plan.
  static let headingCues = ["future", "planned", "proposed", "suggested", "roadmap", "todo", "ideas", "example"]

  init(_ text: String) {
    var sectionHedged = false
    var introHedged = false
    var fence: Character?
    var toolBlock: String?
    let lines = text.byteLines
    // The last line that ends each tool's block: a start with no end hedges nothing.
    var blockEnds: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      if let name = Self.toolBlockEndName(line.lowercased().drop { $0 == " " || $0 == "\t" }) { blockEnds[name] = index }
    }
    for (index, line) in lines.enumerated() {
      let lowered = line.lowercased()
      let trimmed = lowered.drop { $0 == " " || $0 == "\t" }
      // A block another tool writes and rewrites (`<!-- gitnexus:start -->` … `:end -->`) is
      // that tool's to keep true: what it names may appear once the tool has run.
      if let name = toolBlock {
        from[index] = 0
        if Self.isToolMarker(trimmed, name: name) { toolBlock = nil }
        continue
      }
      if let name = Self.toolBlockName(trimmed), let end = blockEnds[name], end > index {
        toolBlock = name
        from[index] = 0
        continue
      }
      if let marker = fence {
        if trimmed.hasPrefix(String(repeating: marker, count: 3)) { fence = nil }
        if sectionHedged || introHedged { from[index] = 0 }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.first
        if sectionHedged || introHedged { from[index] = 0 }
        continue
      }
      let lineHedged = Self.lineCues.contains { lowered.contains($0) }
      if trimmed.hasPrefix("#") {
        sectionHedged = Self.headingCues.contains { trimmed.contains($0) }
        introHedged = false
      } else if !trimmed.isEmpty, !Self.isListItem(trimmed) {
        if lowered.hasSuffix(":") {
          introHedged = lineHedged || Self.prefixCues.contains { lowered.contains($0) }
        } else if !(line.hasPrefix(" ") || line.hasPrefix("\t")) {
          introHedged = false
        }
      }
      if sectionHedged || lineHedged || introHedged {
        from[index] = 0
      } else if let cue = Self.prefixCues.compactMap({ lowered.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
        from[index] = lowered.utf8.distance(from: lowered.utf8.startIndex, to: cue.lowerBound.samePosition(in: lowered.utf8)!)
      }
    }
  }

  /// `gitnexus` for `<!-- gitnexus:start -->` or `<!-- BEGIN gitnexus -->`; Charter's own
  /// managed block is composed from fragments and left to the other checks.
  static func toolBlockName(_ trimmed: Substring) -> String? {
    guard trimmed.hasPrefix("<!--"), !trimmed.hasPrefix("<!-- charter") else { return nil }
    let body = trimmed.dropFirst(4).drop { $0 == " " }
    if let colon = body.firstIndex(of: ":"), body[colon...].hasPrefix(":start") || body[colon...].hasPrefix(":begin") {
      return nonEmpty(body[..<colon])
    }
    if body.hasPrefix("begin ") { return nonEmpty(body.dropFirst(6).prefix { $0 != " " && $0 != "-" }) }
    return nil
  }

  /// `gitnexus` for `<!-- gitnexus:end -->` or `<!-- END gitnexus -->`.
  static func toolBlockEndName(_ trimmed: Substring) -> String? {
    guard trimmed.hasPrefix("<!--"), !trimmed.hasPrefix("<!-- charter") else { return nil }
    let body = trimmed.dropFirst(4).drop { $0 == " " }
    if let colon = body.firstIndex(of: ":"), body[colon...].hasPrefix(":end") { return nonEmpty(body[..<colon]) }
    if body.hasPrefix("end ") { return nonEmpty(body.dropFirst(4).prefix { $0 != " " && $0 != "-" }) }
    return nil
  }

  private static func nonEmpty(_ name: Substring) -> String? { name.isEmpty ? nil : String(name) }

  static func isToolMarker(_ trimmed: Substring, name: String) -> Bool {
    toolBlockEndName(trimmed) == name
  }

  private static func isListItem(_ trimmed: Substring) -> Bool {
    if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.hasPrefix("+ ") { return true }
    let digits = trimmed.prefix { $0.isNumber }
    return !digits.isEmpty && trimmed.dropFirst(digits.count).hasPrefix(". ")
  }
}
