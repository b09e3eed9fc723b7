import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterSupport

@Suite struct ManagedBlockTests {
  @Test func insertIntoNothingSomethingAndAnExistingBlock() {
    let block = ManagedBlock.insert("inner\n", into: nil, path: "AGENTS.md")
    #expect(block == GeneratedMarkers.begin + "\ninner\n" + GeneratedMarkers.end + "\n")
    let appended = ManagedBlock.insert("inner\n", into: "# Mine", path: "AGENTS.md")
    #expect(appended == "# Mine\n\n" + block)
    #expect(ManagedBlock.inner(of: appended, path: "AGENTS.md") == "inner\n")
    let replaced = ManagedBlock.insert("other\n", into: appended + "tail\n", path: "AGENTS.md")
    #expect(replaced == "# Mine\n\n" + GeneratedMarkers.begin + "\nother\n" + GeneratedMarkers.end + "\ntail\n")
    #expect(ManagedBlock.remove(from: replaced, path: "AGENTS.md") == "# Mine\ntail\n")
  }

  @Test func crlfFilesKeepTheirLineEndingsOutsideTheBlock() {
    let text = "# Mine\r\n\r\n" + GeneratedMarkers.begin + "\r\nold\r\n" + GeneratedMarkers.end + "\r\nafter\r\n"
    #expect(ManagedBlock.inner(of: text, path: "AGENTS.md") == "old\r\n")
    let replaced = ManagedBlock.insert("new\n", into: text, path: "AGENTS.md")
    #expect(replaced.hasPrefix("# Mine\r\n\r\n"))
    #expect(replaced.hasSuffix(GeneratedMarkers.end + "\r\nafter\r\n"))
  }

  @Test func anUnclosedBlockIsNotABlock() {
    #expect(ManagedBlock.inner(of: GeneratedMarkers.begin + "\nno end\n", path: "AGENTS.md") == nil)
  }
}
