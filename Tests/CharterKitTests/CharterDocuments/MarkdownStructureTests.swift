import Testing

@testable import CharterKit
@testable import CharterDocuments

@Suite struct MarkdownStructureTests {
  @Test func sectionsKnowTheirHeadingPaths() {
    let text = """
      Intro.

      # Swift style
      ## Concurrency
      ### Actors
      ## Formatting
      # Other
      ### Deep under one
      """
    let document = MarkdownParser.parse(text)
    #expect(
      document.sections.map(\.path) == [
        [], ["Swift style"], ["Swift style", "Concurrency"],
        ["Swift style", "Concurrency", "Actors"], ["Swift style", "Formatting"], ["Other"],
        ["Other", "Deep under one"],
      ])
    #expect(document.sections.map(\.level) == [0, 1, 2, 3, 2, 1, 3])
    #expect(document.root.paragraphs.map(\.text) == ["Intro."])
    #expect(document.sections(under: ["Swift style"]).count == 4)
    #expect(
      document.sections(under: ["Swift style", "Concurrency"]).map(\.title) == [
        "Concurrency", "Actors",
      ])
  }

  @Test func sectionBulletsWithCodeSpans() {
    let text = """
      ## Style
      - Prefer `@Observable` over `ObservableObject`.
      - Plain *emphasis*, **strong**, [link](x), ~~gone~~ and `a`–`b`.
        1. Nested `n`
      """
    let items = MarkdownParser.parse(text).sections[1].listItems
    #expect(
      items.map(\.text) == [
        "Prefer @Observable over ObservableObject.",
        "Plain emphasis, strong, link, gone and a–b.", "Nested n",
      ])
    #expect(
      items.map { $0.codeSpans.map(\.text) } == [
        ["@Observable", "ObservableObject"], ["a", "b"], ["n"],
      ])
    #expect(items.map(\.depth) == [0, 0, 1])
    #expect(items.map(\.isOrdered) == [false, false, true])
  }

  @Test func taskItems() {
    let items = MarkdownParser.parse("- [x] done\n- [ ] open\n- [X] upper\n- plain\n").listItems
    #expect(items.map(\.isTask) == [true, true, true, false])
    #expect(items.map(\.isChecked) == [true, false, true, false])
    #expect(items.map(\.text) == ["done", "open", "upper", "plain"])
  }

  @Test func tables() {
    let text = "| a | `b` |\n|:--|--:|\n| 1 | **2** |\n| 3 |\n"
    let table = MarkdownParser.parse(text).tables.first
    #expect(table?.header == ["a", "b"])
    #expect(table?.rows == [["1", "2"], ["3", ""]])
  }

  @Test func labelsNeedTheLabelDirectlyAbove() {
    let text = """
      ### Bad

      Some prose.

      ```swift
      let a = 1
      ```

      Wrong:

      ```swift
      let b = 1
      ```

      ```swift
      let c = 1
      ```

      - ✅ Good:
        ```swift
        let d = 1
        ```
        More text.
        ```swift
        let e = 1
        ```

      Text above a hint.
      Right:
      ```swift
      // Bad
      let f = 1
      ```

      ```
      // ✅
      ```
      """
    let blocks = MarkdownParser.parse(text).codeBlocks
    #expect(blocks.map(\.label) == [nil, .wrong, nil, .right, nil, .right, .right])
    #expect(
      blocks.map(\.labelOrigin) == [
        nil, .precedingText, nil, .precedingText, nil, .precedingText, .comment,
      ])
    #expect(blocks.map(\.language) == ["swift", "swift", "swift", "swift", "swift", "swift", nil])
  }

  @Test func labelledBlocksOfASection() {
    let text = "# A\n\nBad:\n```\nx\n```\n\n# B\n\n```\n// good\ny\n```\n```\nz\n```\n"
    let sections = MarkdownParser.parse(text).sections
    #expect(sections.map { $0.labeledCodeBlocks.map(\.label) } == [[], [.wrong], [.right]])
    #expect(sections[2].codeBlocks.count == 2)
  }

  @Test func paragraphsInQuotesAndItems() {
    let text = "> Quoted `q` prose.\n\n- Item prose.\n\n  Second paragraph.\n"
    let document = MarkdownParser.parse(text)
    #expect(document.paragraphs.map(\.text) == ["Quoted q prose."])
    #expect(document.listItems.map(\.text) == ["Item prose.\nSecond paragraph."])
  }
}
