import CharterSupport

/// Why a file is not text, so that no check reads it: its content says so (a PDF, a NUL byte,
/// ``FileWalker/binaryReason(_:)``), or a `.gitattributes` file sets `binary` or `-text` for
/// its path, as git reads them (`binary` is git's macro for `-diff -merge -text`).
public enum BinaryFile: Hashable, Sendable, CustomStringConvertible {
  /// The bytes say so, for this reason.
  case content(String)
  /// A `.gitattributes` line sets `attribute` (`binary`, `-text`) for the path.
  case attribute(String, source: String, line: Int)

  public var description: String {
    switch self {
    case .content(let reason): "binary: \(reason)"
    case .attribute(let name, let source, let line): "binary: \(source):\(line) sets '\(name)'"
    }
  }
}

extension GeneratedCode {
  /// Why `path` (root-relative), whose contents begin with `bytes`, is not text; `nil` for text.
  ///
  /// `-text` (or `text=false`) makes a file binary; `binary` does unless a `.gitattributes` also
  /// sets `text` for it. Contents come next: a file `.gitattributes` calls text is still binary
  /// when its bytes are.
  public func binaryReason(for path: String, bytes: some Collection<UInt8>) -> BinaryFile? {
    let text = attribute("text", for: path)
    if let text, !text.value { return .attribute("-text", source: text.source, line: text.line) }
    if let binary = attribute("binary", for: path), binary.value, text?.value != true {
      return .attribute("binary", source: binary.source, line: binary.line)
    }
    return FileWalker.binaryReason(bytes).map(BinaryFile.content)
  }
}
