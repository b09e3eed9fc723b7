/// Commands' argument and shell placeholders in each agent's spelling.
enum CommandPlaceholders {
  /// `$ARGUMENTS` as `{{args}}` and ``!`cmd` `` (on one line) as `!{cmd}`, in one pass.
  static func gemini(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let arguments = Array("$ARGUMENTS".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), bytes[index...].starts(with: arguments) {
        output += Array("{{args}}".utf8)
        index += arguments.count
        continue
      }
      if bytes[index] == UInt8(ascii: "!"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "`") {
        var close = index + 2
        while close < bytes.count, bytes[close] != UInt8(ascii: "`"), bytes[close] != UInt8(ascii: "\n") { close += 1 }
        if close < bytes.count, bytes[close] == UInt8(ascii: "`") {
          output += Array("!{".utf8) + bytes[(index + 2)..<close] + [UInt8(ascii: "}")]
          index = close + 1
          continue
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }
}
