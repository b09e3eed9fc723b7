/// A JSON text read with the place of every value, so that compose can change the members it
/// owns in a file a person also edits (`.mcp.json`, `.vscode/mcp.json`, `.gemini/settings.json`)
/// and keep every other byte: order, spelling, spacing and, in JSONC files, comments.
///
/// Reads JSON and the JSONC that VS Code, Zed and Gemini CLI accept (`//` and `/* */`
/// comments, a trailing comma before `]` or `}`). Places are UTF-8 offsets into ``text``.
public struct JSONDocument: Sendable {
  /// A value and where it is.
  public struct Node: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Its UTF-8 offsets in the text.
    public var range: Range<Int>
  }

  /// A JSON value whose parts keep their places.
  public indirect enum Value: Hashable, Sendable {
    case object([Member])
    case array([Node])
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
  }

  /// One `"key": value` of an object.
  public struct Member: Hashable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// The key's UTF-8 offsets, quotes included.
    public var keyRange: Range<Int>
    /// The value.
    public var node: Node
    /// Where the comma after the value is, if one follows it.
    public var commaOffset: Int?
  }

  /// The text read.
  public let text: String
  /// The top-level value.
  public let root: Node
  /// How deep values may nest: deeper is an error, never a stack overflow.
  public static let maximumDepth = 256

  /// Reads `text`, reporting an error at `path`, line and column when it is not JSON — or,
  /// when `jsonc` (the default), JSONC: JSON with comments and trailing commas.
  /// - Throws: ``DiagnosticsError`` with one `invalid-json` error.
  public init(parsing text: String, path: String, jsonc: Bool = true) throws(DiagnosticsError) {
    self.text = text
    var parser = JSONParser(bytes: Array(text.utf8), jsonc: jsonc)
    do {
      root = try parser.document()
    } catch {
      throw DiagnosticsError([
        Diagnostic(
          path: path, position: Self.position(of: error.offset, in: text), code: "invalid-json",
          message: "this is not valid JSON: \(error.message)")
      ])
    }
  }

  /// The line and column (Unicode scalars) of the UTF-8 offset `offset` in `text`.
  public static func position(of offset: Int, in text: String) -> SourcePosition {
    var line = 1
    var column = 1
    var index = 0
    for scalar in text.unicodeScalars {
      if index >= offset { break }
      index += scalar.utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }
}

extension JSONDocument.Node {
  /// The member named `key` when this is an object (the last one, as JavaScript reads
  /// duplicates).
  public func member(_ key: String) -> JSONDocument.Member? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }
  }

  /// The value as a ``JSONValue``, places dropped (a duplicate key's last value wins).
  public var plain: JSONValue {
    switch value {
    case .object(let members):
      var object: [String: JSONValue] = [:]
      for member in members { object[member.key] = member.node.plain }
      return .object(object)
    case .array(let items): return .array(items.map(\.plain))
    case .string(let text): return .string(text)
    case .number(let text): return Int(text).map(JSONValue.int) ?? .number(text)
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    }
  }
}
