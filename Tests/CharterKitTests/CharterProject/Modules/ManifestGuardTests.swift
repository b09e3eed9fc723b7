import CharterSwiftChecks
import Foundation
import Testing

@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// `Package.swift` goes through the same parse guard as every Swift file: a manifest it
/// refuses is a warning at the problem's line and column, and its files' settings are unknown.
@Suite struct ManifestGuardTests {
  @Test func aRefusedManifestIsAWarningAndItsSettingsAreUnknown() throws {
    let manifest =
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: "
      + "[.target(name: \"P\", swiftSettings: [.defaultIsolation(MainActor.self)])])\nlet x: "
      + String(repeating: "A<", count: 100) + "Int" + String(repeating: ">", count: 100) + "\n"
    let (index, scratch) = try ModuleIndexTests.index(["Package.swift": manifest, "Sources/P/A.swift": ""])
    defer { withExtendedLifetime(scratch) {} }
    let module = index.module(for: "Sources/P/A.swift")
    #expect(module.modules.isEmpty)
    #expect(module.settings.values.defaultIsolation == nil)
    let warning = index.diagnostics.first
    #expect(warning?.path == "Package.swift")
    #expect(warning?.position == SourcePosition(line: 4, column: 8 + SwiftParseGuard.maximumDepth * 2 + 1))
    #expect(warning?.message.hasPrefix("cannot read the package manifest (code nests more than 64 deep") == true)
  }

  /// A manifest nested as deep as the guard allows is read on a thread with a small stack
  /// (musl's threads have 128 KiB, macOS's workers 512): the parse and the reader recurse on
  /// a stack of Charter's choosing (``LargeStack``).
  @Test func aManifestAtTheLimitIsReadOnAThreadWithASmallStack() async throws {
    let depth = SwiftParseGuard.maximumDepth
    let manifest =
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: "
      + "[.target(name: \"P\", swiftSettings: [.defaultIsolation(MainActor.self)])])\nlet x = "
      + String(repeating: "a ? ", count: depth) + "b" + String(repeating: " : c", count: depth) + "\n"
    let targets = await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: (try? PackageManifest(parsing: manifest))?.targets.count) }
      thread.stackSize = 128 << 10
      thread.start()
    }
    #expect(targets == 1)
  }

  @Test func theRefusalNamesLineAndColumnInScalars() {
    #expect(throws: PackageManifest.Refused.self) { _ = try PackageManifest(parsing: "let é = [\n") }
    do {
      _ = try PackageManifest(parsing: "// é\nlet é = ([)\n")
    } catch {
      #expect("\(error.line):\(error.column) \(error.message)" == "2:11 ')' closes no matching bracket")
    }
  }
}
