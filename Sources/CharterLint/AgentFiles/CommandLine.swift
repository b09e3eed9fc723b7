/// The simple commands of a shell line, split at `&&`, `||`, `;` and `|`, each as its words
/// with their byte ranges; environment assignments before the command (`CI=1 make test`) and
/// `sudo`/`env`/`time` are dropped. Quoting is kept simple: a quoted word is one word.
struct CommandLine {
  /// A word and where it is in the document.
  struct Word: Equatable {
    var text: String
    var range: Range<Int>
  }

  var words: [Word]

  /// The commands of `text`, whose first byte is at document offset `offset`.
  static func commands(in text: Substring, at offset: Int) -> [CommandLine] {
    var commands: [CommandLine] = []
    var words: [Word] = []
    let bytes = Array(text.utf8)
    var index = 0
    func finish() {
      while let first = words.first, let equals = first.text.firstIndex(of: "="),
        first.text[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), first.text.first?.isLetter == true
      {
        words.removeFirst()
      }
      while let first = words.first, ["sudo", "env", "time", "exec", "command"].contains(first.text) { words.removeFirst() }
      if !words.isEmpty { commands.append(CommandLine(words: words)) }
      words = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "#"), words.isEmpty || bytes[index - 1] == 0x20 { break }
      if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "(")
        || byte == UInt8(ascii: ")")
      {
        finish()
        index += 1
        continue
      }
      let start = index
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < bytes.count, bytes[index] != byte { index += 1 }
        let end = min(index, bytes.count)
        words.append(Word(text: String(decoding: bytes[(start + 1)..<end], as: UTF8.self), range: (offset + start + 1)..<(offset + end)))
        index += 1
        continue
      }
      let ends: [UInt8] = [0x20, 0x09, UInt8(ascii: ";"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ")")]
      while index < bytes.count, !ends.contains(bytes[index]) {
        index += 1
      }
      words.append(Word(text: String(decoding: bytes[start..<index], as: UTF8.self), range: (offset + start)..<(offset + index)))
    }
    finish()
    return commands
  }
}
