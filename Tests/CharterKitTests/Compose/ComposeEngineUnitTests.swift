import Foundation
import Testing

@testable import CharterKit
@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterSupport

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func standardVectors(_ input: String, _ digest: String) {
    #expect(SHA256.hex(input) == digest)
  }

  @Test func millionAs() {
    #expect(SHA256.hex(String(repeating: "a", count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}

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
