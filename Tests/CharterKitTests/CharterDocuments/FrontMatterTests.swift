import Foundation
import Testing

@testable import CharterDocuments
@testable import CharterKit
@testable import CharterSupport

@Suite struct FrontMatterTests {
  @Test func noFrontMatter() throws {
    let split = try FrontMatter.split("# Title\n\nText\n", path: "a.md")
    #expect(split.yaml == nil)
    #expect(split.body == "# Title\n\nText\n")
    #expect(split.bodyLineOffset == 0)
  }

  @Test func frontMatterAndBody() throws {
    let split = try FrontMatter.split("---\nid: x\nglobs: [a]\n---\n# Body\n", path: "a.md")
    #expect(split.yaml == "id: x\nglobs: [a]\n")
    #expect(split.yamlLineOffset == 1)
    #expect(split.body == "# Body\n")
    #expect(split.bodyLineOffset == 4)
  }

  @Test func crlfAndDotsClose() throws {
    let split = try FrontMatter.split("---\r\nid: x\r\n...\r\nBody\r\n", path: "a.md")
    #expect(split.yaml == "id: x\r\n")
    #expect(split.body == "Body\r\n")
  }

  @Test func emptyFrontMatter() throws {
    let split = try FrontMatter.split("---\n---\nBody", path: "a.md")
    #expect(split.yaml == "")
    #expect(split.body == "Body")
    #expect(split.bodyLineOffset == 2)
  }

  @Test func horizontalRuleLaterIsNotFrontMatter() throws {
    let split = try FrontMatter.split("Text\n---\nMore\n", path: "a.md")
    #expect(split.yaml == nil)
  }

  @Test func unclosedIsAnError() {
    #expect {
      try FrontMatter.split("---\nid: x\n# Body\n", path: "rules/a.md")
    } throws: { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      return diagnostics.map(\.description) == [
        "rules/a.md:1:1: error: front matter opened with '---' is never closed by a '---' line"
      ]
    }
  }
}

@Suite struct DecodeTextTests {
  @Test func validUTF8WithBOM() throws {
    let text = try FileSystem.decodeText([0xEF, 0xBB, 0xBF] + Array("é\n".utf8), displayPath: "a")
    #expect(text == "é\n")
  }

  @Test func invalidUTF8NamesLineAndColumn() {
    let bytes = Array("ok\nré".utf8) + [0xFF] + Array("x\n".utf8)
    #expect {
      try FileSystem.decodeText(bytes, displayPath: "rules/bad.md")
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.first?.description
        == "rules/bad.md:2:3: error: the file is not valid UTF-8 (first invalid byte here)"
    }
  }

  @Test func unreadableFileIsADiagnostic() {
    let url = URL(fileURLWithPath: "/nonexistent/charter/file.md")
    #expect {
      try FileSystem.text(atPath: url.path, displayPath: "file.md")
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.first?.code == "unreadable-file"
    }
  }
}
