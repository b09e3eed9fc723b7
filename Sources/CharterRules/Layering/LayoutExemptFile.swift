import CharterSupport

/// Files whose layout belongs to their format, where `indentation` and `max-line-length` do not
/// apply unless the rule file that declares the check names them by glob.
///
/// Makefiles require tabs; project and data files (`project.pbxproj`, property lists, JSON,
/// string tables, entitlements, lock files, playground manifests, SVG) are written by tools. A
/// prose bullet such as "Use 4-space indentation" in a file without globs must not make Charter
/// check — or `--fix` — them. How a tool-written file ends is the tool's too (Xcode writes string
/// catalogs, Icon Composer its icons, snapshot libraries their JSON without a final newline):
/// `final-newline` does not apply to data, project and lock files either.
public enum LayoutExemptFile {
  /// Whether the format of a file exempt for `reason` decides what checks of `kind` look at:
  /// the layout kinds (``CheckKind/Name/checksLayout``) but trailing whitespace, which no
  /// format asks for, and, in a Makefile, the final newline, which make does not decide.
  static func isLayoutCheck(_ kind: CheckKind, reason: String) -> Bool {
    switch kind.name {
    case .trailingWhitespace: false
    case .finalNewline: reason != makefileReason
    default: kind.name.checksLayout
    }
  }

  private static let makefileReason = "a Makefile, whose format requires tabs"

  /// Why `path` keeps its own layout (`"a Makefile"`, `"a data or project file"`), or `nil`
  /// for ordinary source and text files.
  public static func reason(for path: String) -> String? {
    let name = fileName(path)
    // Most files are ordinary source files: their extension alone says so.
    if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
      !candidateExtensions.contains(String(name[name.utf8.index(after: dot)...]).lowercased())
    {
      return nil
    }
    let lowered = name.lowercased()
    if ["makefile", "gnumakefile", "bsdmakefile"].contains(lowered) || lowered.hasSuffix(".mk")
      || lowered.hasSuffix(".make")
    {
      return makefileReason
    }
    if lockFileNames.contains(lowered) || lowered.hasSuffix(".lock") || lowered.hasSuffix(".resolved") {
      return "a lock file"
    }
    if let dot = lowered.lastIndex(of: "."), dataExtensions.contains(String(lowered[lowered.index(after: dot)...])) {
      return "a data or project file"
    }
    return nil
  }

  /// Whether one of `globs` (relative to the rule file's folder) names `relativePath` itself
  /// rather than selecting everything: it matches the path and spells its extension or name,
  /// as `**/*.json` or `Makefile` do and `**/*` does not.
  static func isNamed(_ relativePath: String, by globs: GlobList) -> Bool {
    let name = fileName(relativePath).lowercased()
    let dot = name.lastIndex(of: ".")
    let spelled = dot.map { String(name[$0...]) } ?? name
    return globs.entries.contains { entry in
      guard !entry.negated, entry.glob.matches(relativePath) else { return false }
      let last = entry.glob.pattern.split(separator: "/").last.map { $0.lowercased() } ?? ""
      return last.contains(spelled) || (dot != nil && last.contains(String(spelled.dropFirst())))
    }
  }

  private static func fileName(_ path: String) -> Substring {
    PathParts.name(of: path)
  }

  /// The extensions of every file name with a reason: ``dataExtensions``, Makefiles' and lock files'.
  private static let candidateExtensions = dataExtensions.union(["mk", "make", "lock", "resolved", "yaml", "sum"])

  private static let dataExtensions: Set<String> = [
    "pbxproj", "plist", "json", "strings", "stringsdict", "xcstrings", "entitlements", "xcscheme",
    "xcworkspacedata", "xcsettings", "storyboard", "xib", "xcplayground", "svg",
  ]
  private static let lockFileNames: Set<String> = [
    "package.resolved", "podfile.lock", "cartfile.resolved", "gemfile.lock", "yarn.lock",
    "package-lock.json", "pnpm-lock.yaml", "cargo.lock", "poetry.lock", "composer.lock", "go.sum",
  ]
}
