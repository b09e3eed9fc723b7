import CharterAgentFormats
import CharterRules
import CharterSupport

/// The instructions of every agent file of the repository, read once per run: each line of
/// prose keyed for finding the same instruction in another file, and each statement about the
/// project (deployment target, language mode, indentation, line length) for finding two files
/// that disagree. What `duplicate-instruction` and `contradicts-agent-file` look up.
///
/// Skills and what `charter compose` generated are left out: a skill is written for any
/// project, and a composed file repeats its fragments on purpose.
struct InstructionIndex: Sendable {
  /// One rule source.
  struct Source: Sendable {
    var path: String
    /// The folder whose code it describes (``ContradictsProjectCheck/scope(of:)``).
    var scope: String
    /// Where it comes in the order that decides which of two copies is the repeat.
    var rank: Int
    /// The file it is, behind links: two names of one file repeat nothing.
    var realPath: String
    /// Whether it is a document an agent file links to: its lines are reference, not
    /// instructions an agent loads every time, and repeating them is not reported.
    var isLinked: Bool
    var units: [Unit] = []
    var statements: [Stated] = []
    /// The first unit of each exact and each loose key.
    var firstExact: [String: Int] = [:]
    var firstLoose: [String: Int] = [:]
    /// The first statement of each subject and value.
    var firstStatement: [Said: Int] = [:]
  }

  /// A subject and the value a statement gives it.
  struct Said: Hashable, Sendable {
    var subject: Subject
    var key: String
  }

  /// One line of instruction.
  struct Unit: Sendable {
    var line: Int
    /// The byte offsets of its text in the file.
    var range: Range<Int>
    /// The words, lowercased, without Markdown.
    var exact: String
    /// The content words, sorted: the same instruction reworded by order or punctuation.
    var loose: String
  }

  /// What a statement is about, and what it says.
  enum Subject: Hashable, Sendable {
    case indentation, lineLength, languageMode
    case deploymentTarget(String)
  }

  /// One statement about the project.
  struct Stated: Sendable {
    var subject: Subject
    /// How it reads in a message: `iOS 17`, `2-space indentation`.
    var value: String
    /// What two statements must share to agree.
    var key: String
    var line: Int
    var range: Range<Int>
  }

  private(set) var sources: [String: Source] = [:]
  /// The sources holding each exact and each loose key, originals first (``comesFirst(_:_:)``).
  private var byExact: [String: [String]] = [:]
  private var byLoose: [String: [String]] = [:]
  /// For each subject, the sources that state each value, in path order.
  private var stating: [Subject: [String: [String]]] = [:]

  /// How many files holding one line are looked at for its original: a line a hostile
  /// repository repeats in thousands of files costs no more than this.
  static let candidatesPerLine = 64

  /// Lines with fewer words are too short to call the same instruction (`Run the tests.`).
  static let minimumWords = 6

  init(paths: [String], context: AgentFileContext) {
    for path in paths where ContradictsProjectCheck.isProse(path) && !ContradictsProjectCheck.isSkill(path) {
      guard let text = context.text(of: path), let source = Self.source(path, text: text, context: context) else { continue }
      sources[path] = source
      for unit in source.units {
        byExact[unit.exact, default: []].append(path)
        byLoose[unit.loose, default: []].append(path)
      }
      for statement in source.statements { stating[statement.subject, default: [:]][statement.key, default: []].append(path) }
    }
    let all = sources
    let order = { (one: String, other: String) in Self.comesFirst(all[one]!, all[other]!) }
    for key in byExact.keys { byExact[key] = Array(Set(byExact[key]!)).sorted(by: order) }
    for key in byLoose.keys { byLoose[key] = Array(Set(byLoose[key]!)).sorted(by: order) }
    for subject in stating.keys {
      for key in stating[subject]!.keys { stating[subject]![key] = Array(Set(stating[subject]![key]!)).sorted() }
    }
  }

  /// The source `path` with the text `text` (the file as lint reads it: on disk, or the unsaved
  /// content an agent sends), or `nil` for a file `charter compose` generated. Its byte ranges
  /// are offsets into `text`: the managed block is blanked byte for byte.
  static func source(_ path: String, text: String, context: AgentFileContext) -> Source? {
    guard !GeneratedMarkers.isGeneratedFile(text) else { return nil }
    var source = Source(
      path: path, scope: ContradictsProjectCheck.scope(of: path), rank: Self.rank(of: path),
      realPath: context.realPath(of: path) ?? path, isLinked: context.isLinkedDocument(path))
    let blanked = blankingManagedBlock(text)
    source.units = Self.units(in: blanked)
    for (position, unit) in source.units.enumerated().reversed() {
      source.firstExact[unit.exact] = position
      source.firstLoose[unit.loose] = position
    }
    source.statements = Self.statements(in: blanked, path: path, context: context)
    for (position, statement) in source.statements.enumerated().reversed() {
      source.firstStatement[Said(subject: statement.subject, key: statement.key)] = position
    }
    return source
  }

  /// `text` with Charter's managed block turned into spaces, its line breaks kept: every byte
  /// offset and line stays where it was.
  static func blankingManagedBlock(_ text: String) -> String {
    guard let block = GeneratedMarkers.managedBlock(in: text)?.whole else { return text }
    var bytes = Array(text.utf8)
    let start = text.utf8.distance(from: text.utf8.startIndex, to: block.lowerBound)
    let end = text.utf8.distance(from: text.utf8.startIndex, to: block.upperBound)
    for index in start..<end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The sources that state `subject` with a value other than `key`, other than `source`, that
  /// it overlaps and that do not also state `key`, each with its statement; at most `limit`.
  func disagreeing(with statement: Stated, in source: Source, limit: Int) -> [(Source, Stated)] {
    var found: [(Source, Stated)] = []
    for (key, paths) in (stating[statement.subject] ?? [:]).sorted(by: { $0.key < $1.key }) where key != statement.key {
      for path in paths.prefix(Self.candidatesPerLine) {
        guard let other = sources[path], overlap(source, other),
          other.firstStatement[Said(subject: statement.subject, key: statement.key)] == nil,
          let said = other.firstStatement[Said(subject: statement.subject, key: key)]
        else { continue }
        found.append((other, other.statements[said]))
        if found.count >= limit { return found }
      }
    }
    return found
  }

  /// Whether two sources describe overlapping code and are two files.
  func overlap(_ one: Source, _ other: Source) -> Bool {
    guard one.path != other.path, one.realPath != other.realPath else { return false }
    return Self.contains(one.scope, other.scope) || Self.contains(other.scope, one.scope)
  }

  private static func contains(_ folder: String, _ inner: String) -> Bool {
    folder.isEmpty || inner == folder || inner.hasPrefix(folder + "/")
  }

  /// The original of `unit` of `source`: the first source (``comesFirst(_:_:)``) before
  /// `source` that `source` overlaps and that holds the same line, exactly or reworded, with
  /// its copy of the line; `nil` when `source` holds the first.
  func original(of unit: Unit, in source: Source) -> (Source, Unit)? {
    var best: (Source, Unit)?
    for list in [byExact[unit.exact] ?? [], byLoose[unit.loose] ?? []] {
      for path in list.prefix(Self.candidatesPerLine) {
        guard let other = sources[path], Self.comesFirst(other, source) else { break }
        guard !other.isLinked, overlap(source, other),
          let position = other.firstExact[unit.exact] ?? other.firstLoose[unit.loose]
        else { continue }
        if best.map({ Self.comesFirst(other, $0.0) }) ?? true { best = (other, other.units[position]) }
        break
      }
    }
    return best
  }

  /// Which of two copies is the original: the lower rank, then the shorter path.
  static func comesFirst(_ one: Source, _ other: Source) -> Bool {
    (one.rank, one.scope.count, one.path) < (other.rank, other.scope.count, other.path)
  }

  /// `AGENTS.md` first: the file most agents read; then the agents' own files.
  static func rank(of path: String) -> Int {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    switch name {
    case "AGENTS.md": return 0
    case "CLAUDE.md": return 1
    case "GEMINI.md": return 2
    case "copilot-instructions.md": return 3
    default: return path.hasPrefix(".charter/") ? -1 : 4
    }
  }

  // MARK: Reading

  static let stopWords: Set<String> = [
    "a", "an", "the", "and", "or", "to", "of", "in", "for", "with", "is", "are", "be", "on", "it", "this", "that", "as",
    "by", "at", "all", "any", "your", "you", "we", "our",
  ]

  /// The lines of prose, list items and table rows of `text` long enough to be an instruction.
  static func units(in text: String) -> [Unit] {
    var found: [Unit] = []
    ProseLines.forEach(in: text) { line in
      let trimmed = line.trimmed
      guard !trimmed.hasPrefix("#"), line.text.utf8.count <= 2_000 else { return }
      let words = normalisedWords(trimmed)
      guard words.count >= minimumWords, !Self.isAboutTheFile(words) else { return }
      let content = words.filter { !stopWords.contains($0) }.sorted()
      let lead = line.text.utf8.count - trimmed.utf8.count
      found.append(
        Unit(
          line: line.index + 1, range: (line.start + lead)..<(line.start + line.text.utf8.count),
          exact: words.joined(separator: " "),
          loose: content.joined(separator: " ")))
    }
    return found
  }

  /// Whether a line is about the file that holds it ("This file provides guidance to Claude
  /// Code …"): every agent's file starts with one, and it is not an instruction.
  static func isAboutTheFile(_ words: [String]) -> Bool {
    zip(words, words.dropFirst()).contains { $0 == "this" && ($1 == "file" || $1 == "document") }
  }

  /// The words of a line, lowercased, without list markers, emphasis or punctuation.
  static func normalisedWords(_ line: Substring) -> [String] {
    var words: [String] = []
    var current = ""
    for character in line.lowercased() {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    // A numbered item's number is not part of the instruction.
    if let first = words.first, first.allSatisfy(\.isNumber) { words.removeFirst() }
    return words
  }

  static func statements(in text: String, path: String, context: AgentFileContext) -> [Stated] {
    let lines = LineStarts(text)
    var found: [Stated] = []
    for statement in ProjectStatements(text).statements {
      let line = lines.line(of: statement.range.lowerBound)
      switch statement.claim {
      case .deploymentTarget(let platform, let version, let majorOnly):
        let shown = majorOnly ? "\(version.components[0])" : version.description
        found.append(
          Stated(
            subject: .deploymentTarget(platform.rawValue), value: "\(platform.rawValue) \(shown)",
            key: "\(version.components[0])", line: line, range: statement.range))
      case .languageMode(let mode):
        found.append(
          Stated(subject: .languageMode, value: "Swift \(mode) language mode", key: "\(mode)", line: line, range: statement.range))
      case .swiftVersion:
        continue
      }
    }
    let aboutSwift = context.appliesToSwift(path)
    for statement in LayoutStatement.read(body: text) where statement.isAboutSwift && aboutSwift {
      let line = statement.position.line
      let range = lines.range(ofLine: line)
      switch statement.claim {
      case .indentation(let style):
        let value = style.character == .tabs ? "tab indentation" : "\(style.width)-space indentation"
        found.append(Stated(subject: .indentation, value: value, key: value, line: line, range: range))
      case .lineLength(let limit):
        found.append(
          Stated(subject: .lineLength, value: "lines of at most \(limit) characters", key: "\(limit)", line: line, range: range))
      }
    }
    return found
  }
}

/// The byte offset each line of a text starts at.
struct LineStarts {
  private var starts: [Int] = [0]
  private let count: Int

  init(_ text: String) {
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    count = offset
  }

  /// The 1-based line of `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The bytes of the 1-based `line`, without its line feed.
  func range(ofLine line: Int) -> Range<Int> {
    guard line >= 1, line <= starts.count else { return count..<count }
    let start = starts[line - 1]
    let end = line < starts.count ? starts[line] - 1 : count
    return start..<max(start, end)
  }
}
