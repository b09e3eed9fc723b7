import Foundation
import CharterRules

/// The assignments of an `.xcconfig` file as Xcode reads them: `KEY = value` lines (the last
/// one wins, `KEY[sdk=…]` counting as `KEY`), `//` comments, and `#include "other.xcconfig"`
/// (or `#include?`, which may name a missing file) expanded where it stands, relative to the
/// including file.
///
/// Includes are confined to the repository (`readFile` reads only there), followed at most
/// ``maximumDepth`` deep and never twice along one chain, so a file that includes itself ends.
/// A required include that cannot be read makes the file unreadable: the settings it would
/// give are unknown — except CocoaPods' support files, which `pod install` writes and which set
/// none of the settings Charter reads (``isCocoaPodsSupportFile(_:)``).
struct XcodeConfigFile {
  /// One assignment, and the file and line it is on.
  struct Assignment {
    var value: String
    var source: SourceReference
  }

  /// The last assignment of each setting.
  private var assignments: [String: Assignment] = [:]
  /// Whether the file, and every required file it includes, could be read.
  private(set) var isReadable = true
  /// Includes that could not be read or were not followed, each with where it is named.
  private(set) var problems: [(reference: SourceReference, message: String)] = []

  /// The deepest chain of includes followed.
  static let maximumDepth = 16

  /// Reads the root-relative `path` and what it includes.
  init(path: String, readFile: (String) -> String?) {
    guard let text = readFile(path) else {
      isReadable = Self.isCocoaPodsSupportFile(path)
      return
    }
    read(text, path: path, chain: [path], readFile: readFile)
  }

  /// The last assignment of `key`, if any.
  func value(_ key: String) -> Assignment? { assignments[key] }

  private mutating func read(_ text: String, path: String, chain: [String], readFile: (String) -> String?) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let reference = SourceReference(path: path, line: index + 1)
      if trimmed.hasPrefix("#include") {
        include(trimmed, at: reference, chain: chain, readFile: readFile)
        continue
      }
      // `KEY = value`, or `KEY[sdk=iphoneos*] = value` (the condition's `=` is not the one).
      let conditionEnd = line.firstIndex(of: "[").flatMap { open in line[open...].firstIndex(of: "]") }
      guard let equals = line[(conditionEnd ?? line.startIndex)...].firstIndex(of: "=") else { continue }
      var name = line[..<equals].trimmingCharacters(in: .whitespaces)
      if let bracket = name.firstIndex(of: "[") { name = String(name[..<bracket]).trimmingCharacters(in: .whitespaces) }
      guard !name.isEmpty else { continue }
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\r", ";"])
      assignments[name] = Assignment(value: value, source: reference)
    }
  }

  /// Follows `#include "file"` or `#include? "file"`.
  private mutating func include(
    _ directive: Substring, at reference: SourceReference, chain: [String], readFile: (String) -> String?
  ) {
    let optional = directive.hasPrefix("#include?")
    guard let open = directive.firstIndex(of: "\""), let close = directive[directive.index(after: open)...].firstIndex(of: "\"")
    else {
      problems.append((reference, "an #include without a quoted file name"))
      return
    }
    let name = String(directive[directive.index(after: open)..<close])
    guard !name.hasPrefix("/"), !name.hasPrefix("<") else {
      // An absolute path or a developer-dir include: outside the repository.
      if !optional { fail(reference, "'\(name)' is outside the repository; the settings it gives are unknown") }
      return
    }
    let target = XcodeProject.join(XcodeProject.parent(reference.path), name)
    guard !chain.contains(target) else {
      problems.append((reference, "'\(name)' includes itself; the include is not followed again"))
      return
    }
    guard chain.count < Self.maximumDepth else {
      fail(reference, "includes nest more than \(Self.maximumDepth) deep; the settings they give are unknown")
      return
    }
    guard let text = readFile(target) else {
      if !optional && !Self.isCocoaPodsSupportFile(target) {
        fail(reference, "'\(name)' cannot be read; the settings it gives are unknown")
      }
      return
    }
    read(text, path: target, chain: chain + [target], readFile: readFile)
  }

  /// Whether `path` is a file `pod install` writes under `Pods/Target Support Files/`, which
  /// repositories do not commit: it sets search paths, linker flags and `-D COCOAPODS`, never
  /// the language mode, the isolation or a deployment target, so a missing one counts as empty.
  static func isCocoaPodsSupportFile(_ path: String) -> Bool {
    path.hasSuffix(".xcconfig") && (path.hasPrefix("Pods/Target Support Files/") || path.contains("/Pods/Target Support Files/"))
  }

  private mutating func fail(_ reference: SourceReference, _ message: String) {
    isReadable = false
    problems.append((reference, message))
  }
}
