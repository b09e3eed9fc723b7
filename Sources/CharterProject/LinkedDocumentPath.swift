import Foundation

/// Which Markdown links of an agent file name a document of the repository that agents follow:
/// a relative path to a `.md`, `.mdc` or `.markdown` file.
///
/// A destination with a scheme (`https:`, `mailto:`), an absolute or home path, a bare
/// `#anchor`, and a relative path that climbs above the root are not documents of the
/// repository; the path is worked out as text, and ``LinkedDocumentReader`` then checks where
/// it really leads.
enum LinkedDocumentPath {
  /// The extensions of documents followed, compared without case.
  static let extensions = ["md", "mdc", "markdown"]

  /// The root-relative path `destination`, written in the file at `linker`, names; `nil` when
  /// it names no Markdown document inside the repository.
  static func path(of destination: String, from linker: String) -> String? {
    var target = Substring(destination.trimmingCharacters(in: .whitespaces))
    if let cut = target.firstIndex(where: { $0 == "#" || $0 == "?" }) { target = target[..<cut] }
    guard !target.isEmpty, !hasScheme(target), !target.hasPrefix("/"), !target.hasPrefix("~"),
      let decoded = String(target).removingPercentEncoding, !decoded.contains("\0")
    else { return nil }
    guard let dot = decoded.lastIndex(of: "."),
      extensions.contains(decoded[decoded.index(after: dot)...].lowercased())
    else { return nil }
    var components = linker.split(separator: "/").dropLast().map(String.init)
    for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default: components.append(String(component))
      }
    }
    return components.isEmpty ? nil : components.joined(separator: "/")
  }

  /// Whether `target` opens with a URL scheme (`https:`, `mailto:`, `file:` …).
  private static func hasScheme(_ target: Substring) -> Bool {
    guard let colon = target.firstIndex(of: ":") else { return false }
    let scheme = target[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
  }
}
