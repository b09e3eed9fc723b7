extension XcodeProject {
  /// What reading `text` as the project file `path` (root-relative) gives, for callers outside
  /// this module that only look (the fuzz target): the files each target compiles, sorted, or
  /// where and why the text is not a property list. `.xcconfig` files are not read.
  package static func read(
    _ text: String, path: String
  ) -> (targetFiles: [[String]], error: (line: Int, column: Int, message: String)?) {
    do {
      let project = try XcodeProject(path: path, text: text, readFile: { _ in nil })
      return (project.targets.map { $0.files.sorted() }, nil)
    } catch {
      return ([], (error.line, error.column, error.message))
    }
  }
}
