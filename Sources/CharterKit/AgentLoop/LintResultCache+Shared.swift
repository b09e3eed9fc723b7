import CharterLint
import CharterProject
import CharterSupport

extension LintResultCache {
  /// The lint result cache `charter lint` keeps in `project`, for linting `content` as the
  /// root-relative `path` from an editor or an agent (`nil` content: the file as saved). Used
  /// only when the command line has made the folder and the text is the file as saved: a file
  /// the command line, a hook or CI has linted takes its findings from the cache, and its
  /// findings go into it. Unsaved text is linted without it, so typing writes no entry a
  /// keystroke; nor is a cache folder ever made here.
  public static func sharedWithCommandLine(in project: Project, for path: String, holding content: [UInt8]?)
    -> LintResultCache?
  {
    let folder = project.files.rootPath + "/" + defaultFolder
    guard FileSystem.isDirectory(atPath: folder) else { return nil }
    if let content, project.files.contents(path) != content { return nil }
    return open(for: project).cache
  }
}
