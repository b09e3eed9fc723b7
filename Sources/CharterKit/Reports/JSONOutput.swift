import Foundation

/// Encodes report values as deterministic JSON: sorted keys, two-space indentation, a final
/// newline.
enum JSONOutput {
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return text + "\n"
  }
}
