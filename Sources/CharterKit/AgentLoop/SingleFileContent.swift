import CharterLint

/// The content of one file held in memory — unsaved edits from an editor or an agent, or
/// standard input — standing in for the file on disk (``LintOptions/contentSource``).
struct SingleFileContent: LintContentSource {
  /// The root-relative path the content is checked as.
  let path: String
  /// The content.
  let bytes: [UInt8]

  func contents(of requested: String) -> [UInt8]? {
    requested == path ? bytes : nil
  }
}
