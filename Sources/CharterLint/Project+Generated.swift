import CharterProject
import CharterSupport

extension Project {
  /// Why `path` (root-relative) counts as generated or vendored code (``GeneratedCode``),
  /// whatever the config says; `nil` when it does not. A file that is not a regular file, or
  /// cannot be read, is judged by its name and `.gitattributes` alone.
  public func generatedCodeReason(for path: String) -> GeneratedCode.Reason? {
    let absolute = root.path + "/" + path
    var bytes: [UInt8] = []
    if case .success(.file) = FileSystem.kind(atPath: absolute) {
      bytes =
        (try? FileSystem.contents(atPath: absolute, limit: LintOptions().maxFileSize, followingLinks: true).get()) ?? []
    }
    return GeneratedCode(root: root.path, paths: [path]).reason(for: path, bytes: bytes)
  }
}
