/// A path pattern with gitignore-style semantics, matched against `/`-separated relative paths.
///
/// - A pattern with no `/` (other than a trailing one) matches a file or folder name at any
///   depth: `*.swift` matches `App/Model.swift`.
/// - A pattern with a `/` is anchored at the base folder: `Sources/*.swift` matches
///   `Sources/A.swift` but not `Sources/App/A.swift`. A leading `/` only anchors.
/// - `*` matches any run of characters except `/`; `?` one character except `/`;
///   `[abc]`, `[a-z]`, `[!a-z]` (or `[^a-z]`) one character from a class.
/// - `**` as a whole segment matches zero or more folders: `**/Tests/**`, `Sources/**/*.swift`.
///   A trailing `/**` matches everything inside.
/// - A pattern naming a folder also matches everything inside it (`Vendor`, `Vendor/`).
/// - `{a,b}` expands to alternatives: `**/*.{h,m}`.
///
/// Negation (`!pattern`) is handled by ``GlobList``, not here.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let alternatives: [[Segment]]

  /// Compiles `pattern`.
  /// - Throws: ``GlobSyntaxError`` with the offset of the problem.
  public init(_ pattern: String) throws(GlobSyntaxError) {
    self.pattern = pattern
    guard !pattern.isEmpty else { throw GlobSyntaxError(offset: 0, message: "empty glob") }
    var compiled: [[Segment]] = []
    for expansion in try Self.expandBraces(Array(pattern)) {
      compiled.append(try Self.compile(expansion))
    }
    alternatives = compiled
  }

  public var description: String { pattern }

  /// Whether the `/`-separated relative `path` (no leading `./`) matches.
  public func matches(_ path: String) -> Bool {
    matches(components: Self.components(of: path))
  }

  /// The components of the `/`-separated `path`, as ``matches(components:)`` takes them.
  package static func components(of path: some StringProtocol) -> [[Unicode.Scalar]] {
    path.split(separator: "/").map { Array($0.unicodeScalars) }
  }

  /// Whether a path already split into the scalars of its components matches, for callers
  /// that test many globs, or many names in one folder, without splitting again.
  package func matches(components names: [[Unicode.Scalar]]) -> Bool {
    alternatives.contains { Self.match($0[...], names[...]) }
  }

  // MARK: - Compiling

  enum Segment: Hashable, Sendable {
    case anyDepth
    case name([GlobToken])
  }

  private static func compile(_ pattern: [Character]) throws(GlobSyntaxError) -> [Segment] {
    var text = String(pattern)
    if text.hasSuffix("/") { text.removeLast() }
    let anchored = text.dropLast().contains("/") || text.hasPrefix("/")
    if text.hasPrefix("/") { text.removeFirst() }
    guard !text.isEmpty else { throw GlobSyntaxError(offset: 0, message: "glob matches nothing") }
    var segments: [Segment] = anchored ? [] : [.anyDepth]
    var offset = pattern.first == "/" ? 1 : 0
    for part in text.split(separator: "/", omittingEmptySubsequences: false) {
      if part.isEmpty {
        throw GlobSyntaxError(offset: offset, message: "empty path segment ('//') in glob")
      }
      if part == "**" {
        if segments.last != .anyDepth { segments.append(.anyDepth) }
      } else {
        segments.append(.name(try GlobToken.parse(Array(part.unicodeScalars), offset: offset)))
      }
      offset += part.count + 1
    }
    segments.append(.anyDepth)  // a folder pattern matches what is inside it
    return segments
  }

  // MARK: - Matching

  /// Whether `names` match `segments`. Each name segment matches one component and `**` any
  /// number, so this is wildcard matching over components: iterative, remembering only the last
  /// `**` to fall back to, in O(segments × components) whatever the pattern
  /// (`**/a/**/a/**/a/**/b` on a deep path cannot explode, and no depth costs a call frame).
  private static func match(_ segments: ArraySlice<Segment>, _ names: ArraySlice<[Unicode.Scalar]>)
    -> Bool
  {
    var segment = segments.startIndex
    var name = names.startIndex
    var fallback: (segment: Int, name: Int)?
    while name < names.endIndex {
      if segment < segments.endIndex {
        switch segments[segment] {
        case .anyDepth:
          fallback = (segment, name)
          segment += 1
          continue
        case .name(let tokens) where GlobToken.match(tokens[...], names[name][...]):
          segment += 1
          name += 1
          continue
        case .name:
          break
        }
      }
      guard let resume = fallback else { return false }
      fallback = (resume.segment, resume.name + 1)
      segment = resume.segment + 1
      name = resume.name + 1
    }
    while segment < segments.endIndex, segments[segment] == .anyDepth { segment += 1 }
    return segment == segments.endIndex
  }
}

/// A glob that could not be compiled.
public struct GlobSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 0-based character offset in the pattern where the problem is.
  public var offset: Int
  /// What is wrong.
  public var message: String

  public var description: String { message }
}
