import Testing
@testable import CharterKit

@Suite struct SmokeTests {
  @Test func severityOrder() { #expect(Severity.error > Severity.warning) }
}
