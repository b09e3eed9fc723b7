import CYAML
import CharterSupport

/// Parses YAML text with libyaml into ``YAMLNode`` values.
///
/// The only file that imports `CYAML`. It reads libyaml's event stream and hands each event to
/// ``YAMLTreeBuilder``; nothing here recurses, so nesting depth is limited by
/// ``Limits/maxDepth``, never by the stack.
public enum YAMLParser {
  /// Limits that keep hostile input from exhausting memory or the stack.
  public struct Limits: Sendable {
    /// The deepest nesting of sequences and mappings accepted.
    public var maxDepth = 256
    /// How many nodes alias expansion may add in total before the document is refused.
    public var maxAliasExpansion = 10_000

    /// The defaults.
    public init() {}
  }

  /// Parses the first document of `text`; anything after it is not read.
  ///
  /// Tags keep their written short form (`!!str`, `!local`). An alias becomes a copy of the
  /// anchored node whose root carries the alias's position. Merge keys (`<<`) are ordinary keys.
  ///
  /// - Parameters:
  ///   - text: the YAML source.
  ///   - path: the file name to put in errors.
  ///   - lineOffset: how many lines of the file come before `text`, so positions count in the
  ///     whole file (a front matter starts after its `---` line).
  ///   - limits: the nesting and alias-expansion bounds.
  /// - Returns: the root node, or `nil` for an empty document.
  /// - Throws: ``DiagnosticsError`` with the position of each problem: `yaml-syntax`,
  ///   `yaml-invalid-character`, `yaml-duplicate-key`, `yaml-unknown-alias`,
  ///   `yaml-alias-cycle`, `yaml-alias-limit`, `yaml-depth-limit` or `yaml-out-of-memory`.
  public static func parse(
    _ text: String, path: String, lineOffset: Int = 0, limits: Limits = Limits()
  ) throws(DiagnosticsError) -> YAMLNode? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return nil }
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else {
      throw outOfMemory(path: path, line: lineOffset + 1)
    }
    defer { yaml_parser_delete(parser) }

    return try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticsError) in
      yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
      var reader = EventReader(text: text, path: path, lineOffset: lineOffset, parser: parser)
      var builder = YAMLTreeBuilder(path: path, limits: limits)
      while try reader.next(into: &builder) {}
      if !builder.diagnostics.isEmpty { throw DiagnosticsError(builder.diagnostics) }
      guard let root = builder.root, root.tag != nil || root.content != .scalar("", .plain)
      else { return nil }
      return root
    }
  }

  private static func outOfMemory(path: String, line: Int) -> DiagnosticsError {
    DiagnosticsError([
      Diagnostic(
        path: path, position: SourcePosition(line: line, column: 1), code: "yaml-out-of-memory",
        message: "the YAML parser ran out of memory")
    ])
  }
}

// MARK: - Events

/// Pulls libyaml events one at a time and converts them for ``YAMLTreeBuilder``.
private struct EventReader {
  let text: String
  let path: String
  let lineOffset: Int
  let parser: UnsafeMutablePointer<yaml_parser_t>
  /// Set at the end of the first document; one more event is read so that stray text after
  /// the document (`[a]` then `]`) is an error, while a second document is never parsed.
  private var documentEnded = false

  init(text: String, path: String, lineOffset: Int, parser: UnsafeMutablePointer<yaml_parser_t>) {
    self.text = text
    self.path = path
    self.lineOffset = lineOffset
    self.parser = parser
  }

  /// Feeds the next event to `builder`; false once the first document (or the stream) ends.
  mutating func next(into builder: inout YAMLTreeBuilder) throws(DiagnosticsError) -> Bool {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else {
      throw DiagnosticsError(builder.diagnostics + [parserError()])
    }
    defer { yaml_event_delete(&event) }
    if documentEnded { return false }
    let position = self.position(of: event.start_mark)
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let value = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      let style: YAMLScalarStyle = scalar.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
      try builder.scalar(
        value, style: style, tag: tag(scalar.tag), anchor: string(scalar.anchor), at: position)
    case YAML_ALIAS_EVENT:
      try builder.alias(string(event.data.alias.anchor) ?? "", at: position)
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      try builder.startCollection(
        .sequence, tag: tag(start.tag), anchor: string(start.anchor), at: position)
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      try builder.startCollection(
        .mapping, tag: tag(start.tag), anchor: string(start.anchor), at: position)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      try builder.endCollection()
    case YAML_DOCUMENT_END_EVENT:
      documentEnded = true
    case YAML_STREAM_END_EVENT:
      return false
    default:
      break  // stream and document starts carry nothing Charter keeps
    }
    return true
  }

  private func position(of mark: yaml_mark_t) -> SourcePosition {
    SourcePosition(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  /// libyaml resolves `!!str` to `tag:yaml.org,2002:str`; Charter keeps the written form.
  private func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let tag = string(pointer) else { return nil }
    let standard = "tag:yaml.org,2002:"
    return tag.hasPrefix(standard) ? "!!" + tag.dropFirst(standard.count) : tag
  }

  // MARK: - Errors

  /// The parser's error as a diagnostic at libyaml's problem mark.
  private func parserError() -> Diagnostic {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "invalid YAML"
    switch state.error {
    case YAML_READER_ERROR:
      var message = problem
      if state.problem_value >= 0 {
        message += " (found U+\(hex(Int(state.problem_value))))"
      }
      let offset = Int(state.problem_offset)
      return Diagnostic(
        path: path,
        position: YAMLParser.position(ofByte: offset, in: text, lineOffset: lineOffset),
        code: "yaml-invalid-character", message: YAMLParser.sentence(message))
    case YAML_MEMORY_ERROR:
      return Diagnostic(
        path: path, position: position(of: state.mark), code: "yaml-out-of-memory",
        message: "the YAML parser ran out of memory")
    default:
      var message = problem
      if let context = state.context.map({ String(cString: $0) }) {
        message += " " + context
        if state.context_mark.line != state.problem_mark.line {
          message += " that starts on line \(position(of: state.context_mark).line)"
        }
      }
      return Diagnostic(
        path: path, position: position(of: state.problem_mark), code: DiagnosticCode.yamlSyntax,
        message: YAMLParser.sentence(message))
    }
  }

  private func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
