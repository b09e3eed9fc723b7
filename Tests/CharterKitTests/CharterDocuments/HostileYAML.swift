/// Generators for inputs built to exhaust a YAML parser's memory or stack.
enum HostileYAML {
  /// "Billion laughs": nine levels, each a list of nine aliases to the level below, so full
  /// expansion would hold 9⁹ scalars. Level `a` is line 1, `b` line 2 … `i` line 9.
  static var billionLaughs: String {
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    var text = "a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]\n"
    for (below, name) in zip(names, names.dropFirst()) {
      let aliases = Array(repeating: "*\(below)", count: 9).joined(separator: ", ")
      text += "\(name): &\(name) [\(aliases)]\n"
    }
    return text
  }

  /// `depth` unclosed `[` on one line.
  static func nestedFlowSequences(_ depth: Int) -> String {
    String(repeating: "[", count: depth)
  }

  /// `depth` balanced `[…]` around one scalar.
  static func balancedFlowSequences(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
  }

  /// `- - - … x`: `depth` compact block sequences on one line.
  static func nestedBlockSequences(_ depth: Int) -> String {
    String(repeating: "- ", count: depth) + "x\n"
  }

  /// `depth` block mappings, each key on its own line indented one space more than the last.
  static func nestedBlockMappings(_ depth: Int) -> String {
    (0..<depth).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
  }
}
