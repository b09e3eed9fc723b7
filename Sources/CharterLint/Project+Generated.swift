import CharterProject
import CharterRules
import CharterSupport

extension Project {
  /// Why `path` (root-relative) counts as generated or vendored code (``GeneratedCode``),
  /// whatever the config says; `nil` when it does not. A file that is not a regular file, or
  /// cannot be read, is judged by its name and `.gitattributes` alone.
  public func generatedCodeReason(for path: String) -> GeneratedCode.Reason? {
    GeneratedCode(root: root.path, paths: [path]).reason(for: path, bytes: head(of: path))
  }

  /// Why `path` (root-relative) is not text (``BinaryFile``), so no check reads it; `nil` for text.
  public func binaryReason(for path: String) -> BinaryFile? {
    GeneratedCode(root: root.path, paths: [path]).binaryReason(for: path, bytes: head(of: path))
  }

  /// The rule file a team wrote whose `globs` name `path`, in a vendored folder, by the folder's
  /// name, so that lint checks it all the same (``GlobNaming``); `nil` when none does.
  public func ruleFileNaming(_ path: String, vendoredIn folder: VendoredFolder) -> String? {
    ruleFiles(governing: path).files.first { GlobNaming.teamFile($0, names: path, spelling: folder.spelling) }?.path
  }

  /// The bytes of the regular file at `path`, empty when it is none or cannot be read.
  private func head(of path: String) -> [UInt8] {
    let absolute = root.path + "/" + path
    guard case .success(.file) = FileSystem.kind(atPath: absolute) else { return [] }
    return (try? FileSystem.contents(atPath: absolute, limit: LintOptions().maxFileSize, followingLinks: true).get()) ?? []
  }
}
