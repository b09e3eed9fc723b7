import CharterKit
import CharterProject
import CharterSwiftChecks

/// The readers of the project files Charter takes module settings from: `Package.swift`
/// (swift-syntax behind the parse guard) and `project.pbxproj` (an old-style property list
/// whose groups form a graph).
enum FuzzProjectFiles {
  /// `Package.swift`: read or refused, never a crash or a hang (libFuzzer's `-timeout`); a
  /// refusal and every target lie inside the file.
  static func manifest(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
    do {
      let manifest = try PackageManifest(parsing: text)
      let positions = manifest.targets.map { SourcePosition(line: $0.line, column: 1) }
      return FuzzPositions.check(positions, in: text, what: "a target")
    } catch {
      return FuzzPositions.check([SourcePosition(line: error.line, column: error.column)], in: text, what: "a refusal")
    }
  }

  /// `project.pbxproj`: read or refused with an error inside the file; every compiled file a
  /// relative path (groups walked once each, whatever cycles they declare).
  static func pbxproj(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard let text = String(validating: bytes, as: UTF8.self) else { return [] }
    let read = XcodeProject.read(text, path: "App.xcodeproj/project.pbxproj")
    if let error = read.error {
      return FuzzPositions.check([SourcePosition(line: error.line, column: error.column)], in: text, what: "an error")
    }
    return read.targetFiles.joined().filter { $0.hasPrefix("/") }.map { "a compiled file at the absolute path \($0)" }
  }
}
