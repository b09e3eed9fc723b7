/// A Markdown command file cut into its parts with every byte kept: the front matter's
/// top-level keys, each with the exact text of its lines, and the body. Writing the parts back
/// in order gives the file again, so compose can write an agent a command with only the keys
/// it reads, and the import can tell that an agent's file is exactly what compose would write.
public struct PromptText: Hashable, Sendable {
  /// One top-level key of the front matter and its lines (key line, continuation lines and the
  /// comments after it, line breaks included).
  public struct Field: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Its lines as written.
    public var text: String
    /// Its line in the file.
    public var line: Int

    /// The field `key`, written as `text`, at `line`.
    public init(key: String, text: String, line: Int) {
      self.key = key
      self.text = text
      self.line = line
    }
  }

  /// The front matter's fields, in order; empty when the file has none.
  public var fields: [Field]
  /// Whether the file has front matter (possibly with no field).
  public var hasFrontMatter: Bool
  /// The line break of the fences (`\n` or `\r\n`).
  public var lineBreak: String
  /// The closing fence's line break (`""` when the file ends there).
  public var closingLineBreak: String
  /// Text in the front matter before its first key (comments): kept, and written to every agent.
  public var leading: String
  /// Everything after the closing fence's line.
  public var body: String

  /// Cuts `text`; `nil` when its front matter is opened and never closed.
  public init?(_ text: String) {
    let lines = Self.lines(text)
    guard let first = lines.first, first.content == "---" else {
      self.init(fields: [], hasFrontMatter: false, lineBreak: "\n", leading: "", body: text)
      return
    }
    guard let close = lines.dropFirst().firstIndex(where: { $0.content == "---" }) else { return nil }
    var fields: [Field] = []
    var leading = ""
    for (index, line) in lines[1..<close].enumerated() {
      if let key = Self.key(of: line.content) {
        fields.append(Field(key: key, text: line.whole, line: index + 2))
      } else if fields.isEmpty {
        leading += line.whole
      } else {
        fields[fields.count - 1].text += line.whole
      }
    }
    let body = lines[(close + 1)...].map(\.whole).joined()
    self.init(fields: fields, hasFrontMatter: true, lineBreak: first.lineBreak, leading: leading, body: body)
    closingLineBreak = lines[close].lineBreak
  }

  /// The parts given.
  public init(fields: [Field], hasFrontMatter: Bool, lineBreak: String, leading: String, body: String) {
    self.fields = fields
    self.hasFrontMatter = hasFrontMatter
    self.lineBreak = lineBreak
    self.closingLineBreak = lineBreak
    self.leading = leading
    self.body = body
  }

  /// The field named `key`.
  public func field(_ key: String) -> Field? { fields.first { $0.key == key } }

  /// The file again, byte for byte.
  public var whole: String {
    guard hasFrontMatter else { return body }
    return "---" + lineBreak + leading + fields.map(\.text).joined() + "---" + closingLineBreak + body
  }

  /// The file with only the fields `keep` accepts. Its front matter is kept while a field is
  /// left in it or it holds comments before its first key; otherwise (every key dropped, or
  /// `---` lines with nothing between) the agent gets the body alone.
  public func text(keeping keep: (String) -> Bool) -> String {
    let kept = fields.filter { keep($0.key) }
    guard hasFrontMatter, !kept.isEmpty || !leading.allSatisfy(\.isWhitespace) else { return body }
    return "---" + lineBreak + leading + kept.map(\.text).joined() + "---" + closingLineBreak + body
  }

  /// The key a front-matter line starts, when it starts one at its first column (`key:`).
  static func key(of line: Substring) -> String? {
    guard let first = line.first, first.isLetter || first == "_" else { return nil }
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[..<colon]
    guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
    let after = line[line.index(after: colon)...]
    guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
    return String(key)
  }

  /// The lines of `text`, each with its content (without the break) and its whole text. Lines
  /// end at LF or CRLF (`"\r\n"` is one `Character`).
  static func lines(_ text: String) -> [(content: Substring, whole: String, lineBreak: String)] {
    var result: [(content: Substring, whole: String, lineBreak: String)] = []
    var start = text.startIndex
    var index = start
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "\n" || character == "\r\n" {
        result.append((text[start..<index], String(text[start..<next]), String(character)))
        start = next
      }
      index = next
    }
    if start < text.endIndex { result.append((text[start...], String(text[start...]), "")) }
    return result
  }
}
