/// Reads JSON (and JSONC) bytes into ``JSONDocument`` nodes. Iterative over text, recursive
/// only by nesting, which ``JSONDocument/maximumDepth`` bounds.
struct JSONParser {
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  let bytes: [UInt8]
  let jsonc: Bool
  var index = 0
  var depth = 0

  init(bytes: [UInt8], jsonc: Bool) {
    self.bytes = bytes
    self.jsonc = jsonc
    // A byte-order mark is not part of the value.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func document() throws(Failure) -> JSONDocument.Node {
    try skipSpace()
    guard index < bytes.count else { throw Failure(offset: index, message: "the file holds no value") }
    let node = try value()
    try skipSpace()
    if index < bytes.count { throw Failure(offset: index, message: "unexpected text after the value") }
    return node
  }

  private mutating func value() throws(Failure) -> JSONDocument.Node {
    guard index < bytes.count else { throw Failure(offset: index, message: "the text ends where a value should be") }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return JSONDocument.Node(value: .string(try string()), range: start..<index)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONDocument.Node(value: .bool(true), range: start..<index)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONDocument.Node(value: .bool(false), range: start..<index)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONDocument.Node(value: .null, range: start..<index)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      return JSONDocument.Node(value: .number(text), range: start..<index)
    default:
      throw Failure(offset: index, message: "expected a value (an object, array, string, number, true, false or null)")
    }
  }

  private mutating func nest() throws(Failure) {
    depth += 1
    if depth > JSONDocument.maximumDepth {
      throw Failure(offset: index, message: "values nest deeper than \(JSONDocument.maximumDepth) levels")
    }
  }

  private mutating func object() throws(Failure) -> JSONDocument.Node {
    let start = index
    try nest()
    index += 1
    var members: [JSONDocument.Member] = []
    var commaAfterLast = false
    while true {
      try skipSpace()
      guard index < bytes.count else { throw Failure(offset: start, message: "this object is never closed with '}'") }
      if bytes[index] == UInt8(ascii: "}") {
        if commaAfterLast, !jsonc { throw Failure(offset: index, message: "a comma before '}'") }
        index += 1
        break
      }
      if !members.isEmpty, !commaAfterLast {
        throw Failure(offset: index, message: "expected ',' or '}' after a member")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw Failure(offset: index, message: "expected a key in double quotes")
      }
      let keyStart = index
      let key = try string()
      let keyRange = keyStart..<index
      try skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw Failure(offset: index, message: "expected ':' after the key \"\(key)\"")
      }
      index += 1
      try skipSpace()
      let node = try value()
      let commaOffset = try comma()
      members.append(JSONDocument.Member(key: key, keyRange: keyRange, node: node, commaOffset: commaOffset))
      commaAfterLast = commaOffset != nil
    }
    depth -= 1
    return JSONDocument.Node(value: .object(members), range: start..<index)
  }

  private mutating func array() throws(Failure) -> JSONDocument.Node {
    let start = index
    try nest()
    index += 1
    var items: [JSONDocument.Node] = []
    var commaAfterLast = false
    while true {
      try skipSpace()
      guard index < bytes.count else { throw Failure(offset: start, message: "this array is never closed with ']'") }
      if bytes[index] == UInt8(ascii: "]") {
        if commaAfterLast, !jsonc { throw Failure(offset: index, message: "a comma before ']'") }
        index += 1
        break
      }
      if !items.isEmpty, !commaAfterLast { throw Failure(offset: index, message: "expected ',' or ']' after an item") }
      items.append(try value())
      commaAfterLast = try comma() != nil
    }
    depth -= 1
    return JSONDocument.Node(value: .array(items), range: start..<index)
  }

  /// Skips space after an item and the comma that follows it, if any; where the comma was.
  private mutating func comma() throws(Failure) -> Int? {
    try skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
    index += 1
    return index - 1
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let expected = word.withUTF8Buffer { Array($0) }
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
      throw Failure(offset: index, message: "expected a value (an object, array, string, number, true, false or null)")
    }
    index += expected.count
  }

  private mutating func number() throws(Failure) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ parser: inout JSONParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    let first = index
    guard digits(&self) > 0 else { throw Failure(offset: start, message: "a number needs digits") }
    if bytes[first] == UInt8(ascii: "0"), index - first > 1 {
      throw Failure(offset: first + 1, message: "unexpected digit after a leading 0")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw Failure(offset: index, message: "a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw Failure(offset: index, message: "a number needs digits in its exponent") }
    }
  }

  private mutating func string() throws(Failure) -> String {
    let start = index
    index += 1
    // The text's UTF-8 bytes, gathered run by run and decoded once at the end: appending to a
    // String's scalars after each escape copies the string, which made a long escaped string
    // (a document sent by an editor) quadratic.
    var utf8: [UInt8] = []
    var runStart = index
    func append(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: UTF8.encode(scalar)!) }
    while true {
      guard index < bytes.count else { throw Failure(offset: start, message: "this string is never closed with '\"'") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text =
          utf8.isEmpty
          ? String(decoding: bytes[runStart..<index], as: UTF8.self)
          : String(decoding: utf8 + bytes[runStart..<index], as: UTF8.self)
        index += 1
        return text
      }
      if byte < 0x20 {
        throw Failure(offset: index, message: "a control character (line break, tab …) inside a string must be escaped")
      }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      utf8.append(contentsOf: bytes[runStart..<index])
      index += 1
      guard index < bytes.count else { throw Failure(offset: start, message: "this string is never closed with '\"'") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        var unit = try hex4()
        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          if (0xDC00..<0xE000).contains(low) {
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          } else {
            append("\u{FFFD}")
            unit = low
          }
        }
        append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      default:
        throw Failure(offset: index - 2, message: "unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
      }
      runStart = index
    }
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure(offset: index, message: "'\\u' needs four hex digits") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw Failure(offset: index, message: "'\\u' needs four hex digits")
      }
      value = value * 16 + UInt32(digit)
    }
    index += 4
    return value
  }

  /// Skips white space and, in JSONC, comments.
  private mutating func skipSpace() throws(Failure) {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where jsonc && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where jsonc && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        let start = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw Failure(offset: start, message: "this comment is never closed with '*/'")
        }
        index += 2
      default:
        return
      }
    }
  }
}
