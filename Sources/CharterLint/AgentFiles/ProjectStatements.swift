import CharterSwiftChecks

/// The sentences of a Markdown rule source that state a fact about the project a build file
/// decides: a deployment target ("Deployment target: iOS 17.0", "Requires macOS 14+"), a Swift
/// language mode ("Swift 6 language mode", "`SWIFT_VERSION = 5.0`") or the Swift a package
/// needs ("Requires Swift 5.9+", "swift-tools-version 6.0").
///
/// Read line by line from prose, list items, tables and code spans; front matter, code blocks and HTML
/// comments are passed over, and so are lines about an API's availability ("`Observation` is
/// available from iOS 17", a version beside a code span, a section on "Platform availability"),
/// plans ("migrating to Swift 6") and negations. A line that names two versions of one
/// platform states neither.
struct ProjectStatements {
  /// What a sentence says.
  enum Claim: Hashable {
    /// The platform's minimum version; `majorOnly` when written without a minor ("iOS 17").
    case deploymentTarget(DeploymentTargets.Platform, OSVersion, majorOnly: Bool)
    /// The Swift language mode.
    case languageMode(Int)
    /// The oldest Swift that builds the package.
    case swiftVersion(OSVersion)
  }

  /// One statement: the claim and the bytes of the document it is read from.
  struct Statement: Hashable {
    var claim: Claim
    var range: Range<Int>
  }

  private(set) var statements: [Statement] = []

  /// Words on a line (or in its section's heading) that make a platform version a minimum.
  static let deploymentCues = [
    "deployment", "minimum", "min ", "min.", "minos", "require", "target", "support", "platform", "runs on",
    "compatib", "built for", "build for", "baseline", "at least", "or later", "or newer", "and later", "and above",
    "or higher",
  ]
  /// Words that make a version on the line something else: an API's availability, a build
  /// machine, a plan, a negation.
  static let otherCues = [
    "availab", "introduc", "deprecat", "api", "since", "new in", "feature", "only on", "fallback", "beta", "simulator",
    "device", "sdk", "migrat", "upgrad", "moving to", "move to", "plan", "future", "todo", "eventually",
    "not ", "n't", "never", "instead", "drop", "unsupported", "older", "earlier", "below", "prior", "before", "legacy",
    "when ", "if ", "until", "example", "e.g.", "such as",
  ]
  /// Words after a version that make it something other than a deployment target.
  static let notTargetsAfter: Set<String> = [
    "sdk", "simulator", "simulators", "beta", "device", "devices", "runtime", "api", "apis", "feature", "features",
  ]

  init(_ text: String) {
    // What the section's heading says, read once per heading (a long one is no heading).
    var heading = (deployment: false, other: false)
    var found: [Statement] = []
    ProseLines.forEach(in: text) { line in
      // Long lines are pasted data, not sentences or headings.
      guard line.text.utf8.count <= 2_000 else {
        if line.trimmed.hasPrefix("#") { heading = (false, false) }
        return
      }
      let lowered = line.text.lowercased()
      if line.trimmed.hasPrefix("#") {
        heading = (Self.deploymentCues.contains(where: lowered.contains), Self.otherCues.contains(where: lowered.contains))
        return
      }
      found += Self.statements(in: line.text, lowered: lowered, heading: heading, at: line.start)
    }
    statements = found
  }

  /// A word of a line: its lowercased text and its byte offsets in the document.
  struct Word {
    var text: String
    var range: Range<Int>
  }

  static func words(in line: Substring, at start: Int) -> [Word] {
    var words: [Word] = []
    var current: [UInt8] = []
    var from = 0
    func flush(_ end: Int) {
      // A sentence's full stop is not part of its last word ("iOS 17.").
      while current.last == UInt8(ascii: ".") || current.last == UInt8(ascii: "-") { current.removeLast() }
      if !current.isEmpty {
        let range = (start + from)..<(start + from + current.count)
        words.append(Word(text: String(decoding: current, as: UTF8.self).lowercased(), range: range))
      }
      current = []
    }
    for (index, byte) in line.utf8.enumerated() {
      let isWordByte =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      if isWordByte {
        if current.isEmpty { from = index }
        current.append(byte)
      } else {
        flush(index)
      }
    }
    flush(line.utf8.count)
    return words
  }

  /// `17`, `17.0`, `5.9+` as a version, and whether it had no minor.
  static func version(_ word: String) -> (OSVersion, majorOnly: Bool)? {
    var text = Substring(word)
    if text.hasSuffix("+") { text = text.dropLast() }
    guard let first = text.first, first.isNumber, let version = OSVersion(text), version.components[0] <= 99 else {
      return nil
    }
    return (version, !text.contains("."))
  }

  static let platforms: [String: DeploymentTargets.Platform] = [
    "ios": .iOS, "ipados": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "visionos": .visionOS,
  ]

  private static func statements(
    in line: Substring, lowered: String, heading: (deployment: Bool, other: Bool), at start: Int
  ) -> [Statement] {
    let mentionsPlatform = platforms.keys.contains { lowered.contains($0) }
    let mentionsSwift = lowered.contains("swift")
    guard mentionsPlatform || mentionsSwift else { return [] }
    if heading.other || otherCues.contains(where: lowered.contains) { return [] }
    let words = words(in: line, at: start)
    var found: [Statement] = []
    // A version beside code (`.sidebarAdaptable` … iOS 18+) is that API's availability.
    let aboutCode = lowered.contains("`") && !lowered.contains("deployment") && !lowered.contains("minimum")
    if mentionsPlatform, !aboutCode, heading.deployment || deploymentCues.contains(where: lowered.contains) {
      found += deploymentTargets(in: words)
    }
    if mentionsSwift {
      found += swiftStatements(in: words, lowered: lowered)
    }
    return found
  }

  private static func deploymentTargets(in words: [Word]) -> [Statement] {
    var found: [DeploymentTargets.Platform: [Statement]] = [:]
    for (index, word) in words.enumerated() {
      guard let platform = platforms[word.text], index + 1 < words.count,
        let (version, majorOnly) = version(words[index + 1].text)
      else { continue }
      if index + 2 < words.count, notTargetsAfter.contains(words[index + 2].text) { continue }
      let range = word.range.lowerBound..<words[index + 1].range.upperBound
      found[platform, default: []].append(
        Statement(claim: .deploymentTarget(platform, version, majorOnly: majorOnly), range: range))
    }
    // "iOS 16 and iOS 17" states no one minimum.
    return found.values.filter { Set($0.map(\.claim)).count == 1 }.flatMap(\.self)
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  private static let swiftVersionCues = [
    "require", "minimum", "min ", "toolchain", "version", "or later", "or newer", "and later", "and above", "or higher",
    "at least",
  ]

  private static func swiftStatements(in words: [Word], lowered: String) -> [Statement] {
    var found: [Statement] = []
    for (index, word) in words.enumerated() {
      let next = index + 1 < words.count ? words[index + 1] : nil
      let after = words.dropFirst(index + 2).prefix(2).map(\.text)
      switch word.text {
      case "swift":
        guard let next, let (version, majorOnly) = version(next.text) else { continue }
        let range = word.range.lowerBound..<next.range.upperBound
        if after.first == "mode" || after == ["language", "mode"] {
          found.append(Statement(claim: .languageMode(version.components[0]), range: range))
        } else if !majorOnly, !words.contains(where: { $0.text == "mode" }),
          next.text.hasSuffix("+") || swiftVersionCues.contains(where: lowered.contains)
        {
          found.append(Statement(claim: .swiftVersion(version), range: range))
        }
      case "swift-tools-version":
        guard let next, let (version, _) = version(next.text) else { continue }
        found.append(Statement(claim: .swiftVersion(version), range: word.range.lowerBound..<next.range.upperBound))
      // (`.swift-version` pins a toolchain, not a language mode.)
      case "swift_version", "swiftlanguagemode", "swiftlanguagemodes", "swiftlanguageversions":
        guard let next else { continue }
        let text = next.text.hasPrefix(".v") ? String(next.text.dropFirst(2)) : next.text
        guard let (version, _) = version(text) else { continue }
        found.append(Statement(claim: .languageMode(version.components[0]), range: word.range.lowerBound..<next.range.upperBound))
      case "language":
        // "language mode: Swift 6", "language mode 5".
        guard next?.text == "mode" else { continue }
        let rest = words.dropFirst(index + 2).prefix(2)
        guard let number = rest.first(where: { $0.text != "swift" && $0.text != "is" }),
          let (version, _) = version(number.text)
        else { continue }
        found.append(Statement(claim: .languageMode(version.components[0]), range: word.range.lowerBound..<number.range.upperBound))
      default:
        continue
      }
    }
    return found
  }
}
