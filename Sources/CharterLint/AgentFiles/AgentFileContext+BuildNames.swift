/// What a package's tests are called (``AgentFileContext/testNames(in:)``).
struct PackageTests: Sendable {
  /// The text of its test files, then its test targets' and files' names.
  var text: String
  /// Its test targets', files' and types' names, for suggestions.
  var names: [String]
  /// How many answers a run keeps (``AgentFileContext/testsMention(_:in:tests:)``).
  static let lookupLimit = 500
}

extension AgentFileContext {
  /// The schemes `xcodebuild -scheme` can name in this repository: every shared or committed
  /// `.xcscheme`, and for each Swift package its package, product and target names and
  /// `NAME-Package`. `nil` when there are schemes Charter cannot see: a project without shared
  /// schemes (Xcode makes one per target), an XcodeGen or Tuist project (generated), or no
  /// project at all.
  func schemeNames() -> CommandNames.Names? {
    memoised("xcodebuild schemes") {
      var names: Set<String> = []
      var projects: Set<String> = []
      var sharing: Set<String> = []
      var first: String?
      for path in files.sorted() {
        let parts = path.split(separator: "/")
        let name = parts.last.map(String.init) ?? path
        if name == "project.yml" || name == "Project.swift" || parts.first == "Tuist" { return nil }
        if let project = parts.firstIndex(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
          let folder = parts[...project].joined(separator: "/")
          projects.insert(folder)
          if name.hasSuffix(".xcscheme") {
            names.insert(String(name.dropLast(".xcscheme".count)))
            sharing.insert(folder)
            first = first ?? path
          }
        }
        if name == "Package.swift", let package = text(of: path) {
          let defined = CommandNames.packageNames(package, file: path)
          if defined.isOpen { return nil }
          names.formUnion(defined.names)
          names.formUnion(defined.names.map { $0 + "-Package" })
          first = first ?? path
        }
      }
      // A project with no shared scheme gets one per target, made by Xcode on the machine.
      guard let file = first, projects.filter({ $0.hasSuffix(".xcodeproj") }).isSubset(of: sharing) else { return nil }
      return CommandNames.Names(file: file, names: names, isOpen: false)
    }
  }

  /// What the tests of the Swift package in `folder` are called: the text of its test files
  /// (`Tests/**/*.swift`), its test targets' and files' names, in which each part of a
  /// `swift test --filter` pattern must appear, and those names with its test types', for
  /// suggestions. `nil` when the folder has no package.
  func testNames(in folder: String) -> PackageTests? {
    if let cached = packageTests.withLock({ $0[folder] }) { return cached }
    let made = readTestNames(in: folder)
    packageTests.withLock { $0[folder] = .some(made) }
    return made
  }

  /// Whether `part` of a `swift test --filter` pattern appears in the tests of the package in
  /// `folder` (``PackageTests/text``). Each answer is kept; after ``PackageTests/lookupLimit``
  /// different parts in one run the answer is yes without looking, so an agent file of
  /// thousands of filters cannot scan the tests thousands of times.
  func testsMention(_ part: String, in folder: String, tests: PackageTests) -> Bool {
    let key = folder + "\u{0}" + part
    if let known = testMentions.withLock({ $0[key] }) { return known }
    guard testMentions.withLock({ $0.count }) < PackageTests.lookupLimit else { return true }
    let found = tests.text.contains(part)
    testMentions.withLock { $0[key] = found }
    return found
  }

  private func readTestNames(in folder: String) -> PackageTests? {
    let manifest = folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
    guard files.contains(manifest) else { return nil }
    let prefix = folder.isEmpty ? "Tests/" : folder + "/Tests/"
    var text = ""
    var names: Set<String> = []
    for path in swiftFiles(under: folder) where path.hasPrefix(prefix) {
      if let target = path.dropFirst(prefix.count).split(separator: "/").first, path.dropFirst(prefix.count).contains("/") {
        names.insert(String(target))
      }
      // Swift Testing's free functions are known by their file too.
      if let file = path.split(separator: "/").last { names.insert(String(file.dropLast(".swift".count))) }
      guard text.utf8.count < 4 << 20, let body = self.text(of: path) else { continue }
      text += body + "\n"
      for line in body.byteLines {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        for (index, word) in words.enumerated().dropLast() where ["class", "struct", "actor", "enum", "extension"].contains(word) {
          names.insert(String(words[index + 1]))
        }
      }
    }
    // A filter may name the test target itself.
    return PackageTests(text: text.isEmpty ? text : text + names.sorted().joined(separator: "\n"), names: names.sorted())
  }
}
