import CharterSwiftChecks
import Foundation
import Testing

/// Real code never meets the parse guard's limits: every Swift file of the corpus (swift-syntax
/// and the other checkouts) passes it, brackets, nesting without brackets and tree depth.
@Suite struct ParseGuardCorpusTests {
  @Test func everyFileOfTheCorpusPassesTheGuard() throws {
    let files = Corpus.swiftFiles(in: try Corpus.directory())
    #expect(files.count >= Corpus.minimumFileCount)
    var refused: [String] = []
    for url in files {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      if case .failure(let problem) = SwiftParseGuard.parse(text) {
        refused.append("\(url.path): \(problem.message) at byte \(problem.offset)")
      }
    }
    #expect(refused.isEmpty, "\(refused.count) files refused: \(refused.prefix(10))")
  }
}
