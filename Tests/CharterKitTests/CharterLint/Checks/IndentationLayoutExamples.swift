/// Layouts that `swift format` and SwiftFormat write, one example per class, each written at
/// two spaces a level (``IndentationLayoutTests`` also checks them at four). A formatter's output
/// is consistently indented, so none of them may trigger the indentation check.
enum IndentationLayoutExamples {
  static let all: [(name: String, source: String)] = [
    ("generic where clause on its own line", """
      func merge<Left, Right>(_ left: Left, _ right: Right) -> [Left.Element]
      where Left: Sequence, Right: Sequence, Left.Element == Right.Element {
        Array(left) + Array(right)
      }
      extension Pantry
      where Shelf: Sendable
      {
        func count() -> Int { 0 }
      }

      """),
    ("{ on its own line after a wrapped member call, with the call's line (SwiftFormat)", """
      func load() throws -> Record {
        try Store
          .withOverride(
            data: nil,
            fingerprint: print)
          {
            try Store
              .withReadOverride(.data(bytes)
                .trimmed)
              {
                try Store.loadRecord(environment: [:])
              }
          }
      }

      """),
    ("switch whose wrapped subject passes closures, { and labels on their own lines (SwiftFormat)", """
      func resolve() async throws -> Value? {
        switch try await self.scan(
          candidates,
          importSessions: { browser in
            Importer.sessions(
              browser: browser)
          },
          attempt: { session in
            try await self.fetch(session)
          })
        {
        case let .succeeded(value):
          return value
        case .exhausted:
          break
        }
        return nil
      }

      """),
    ("guard … else { on a new line", """
      func open(_ name: String?) -> Int {
        guard let name,
          !name.isEmpty
        else {
          return 0
        }
        guard
          let first = name.first
        else { return 1 }
        return name.count
      }

      """),
    ("{ on its own line after a multi-line condition", """
      func tally(_ a: Int?, _ b: Int?) -> Int {
        if let a,
           let b
        {
          return a + b
        }
        while a != nil,
              b != nil
        {
          break
        }
        return 0
      }

      """),
    ("continuation lines starting with an operator", """
      func ratio(_ total: Double, _ part: Double, _ value: Any) -> Bool {
        let share = total
          / part
        let other = value
          as? Double
        return share
          != 0
          && other != nil
          || part > 1
      }

      """),
    ("aligned continuations of an if-let list", """
      func pair(_ a: Int?, _ b: Int?) -> Int {
        if let first = a,
           let second = b {
          return first + second
        }
        return 0
      }

      """),
    ("name or return type wrapped onto its own line", """
      public
        func greet() -> String { "hi" }
      nonisolated(unsafe)
        var counter = 0
      public static func
        longName() {}
      func measure(
        _ value: Int
      )
        -> Int
      {
        value
      }

      """),
    ("case labels at the switch's level", """
      func label(_ n: Int) -> String {
        switch n {
        case 0:
          return "none"
        default:
          return "some"
        }
      }

      """),
    ("case labels one level deeper", """
      func label(_ n: Int) -> String {
        switch n {
          case 0:
            return "none"
          @unknown default:
            return "some"
        }
      }

      """),
    ("case and default that are not labels", """
      func check(_ token: Token) -> Bool {
        switch token {
        case .word:
          guard let text = token.text,
            case .letters = token.shape
          else { return false }
          let part = parse(
            kind: .word,
            default: .none
          )
          return part != nil
        }
      }

      """),
    ("#if inside a modifier chain", """
      var body: some View {
        Text("hello")
          .padding()
          #if os(iOS)
            .bold()
          #endif
          .frame(width: 10)
      }

      """),
    ("#if inside a call's arguments", """
      let options = Options(
        #if DEBUG
        verbose: true,
        #endif
        quiet: false)

      """),
    ("closures inside a multi-line call", """
      let result = perform(
        first: { value in
          value + 1
        },
        second: 2)
      let sorted = items.sorted(by: { lhs, rhs in
        lhs < rhs
      })
      let joined = combine(left,
                           right: { part in
                             part.name
                           })

      """),
    ("result builders", """
      var body: some View {
        VStack {
          if showTitle {
            Text("Title")
          } else {
            EmptyView()
          }
          ForEach(rows) { row in
            Text(row.name)
          }
        }
      }

      """),
    ("trailing closure after wrapped arguments", """
      try await withTaskGroup(
        of: Void.self,
        returning: Void.self
      ) { group in
        group.addTask {}
      }
      schedule(after: 1,
               repeating: true) {
        tick()
      }

      """),
    ("a closure inside a string interpolation", #"""
      func describe(_ n: Int) -> String {
        """
        count: \({
          let doubled = n * 2
          return doubled
        }())
        """
      }
      let after = 1

      """#),
    ("generic arguments wrapped after <", """
      func make(
        iterator: Producer<
          Element,
          Never
        >.Iterator,
        other: Result<
          (
            value: Int,
            name: String
          )?,
          Error
        >
      ) {}

      """),
    ("a string argument continued by an operator", """
      func fail() {
        report(
          Command.self, ["--name", "x"],
          "Error: the value is invalid\\n"
            + Command.help + Command.usage)
        report(
          "first part "
            + "second part"
        )
      }

      """),
    ("#if bodies indented in one block and not in another", """
      func close() {
        #if os(Windows)
        // nothing to free here
        #else
          let error = destroy()
          check(error)
        #endif
        #if DEBUG
        log()
        #endif
      }

      """),
    ("a case label wrapped over lines", """
      func keyword(_ token: Token) -> Kind {
        switch token {
        case .let, .var,
          .inout:
          return .binding
        default:
          return .other
        }
      }

      """),
    ("a call wrapped after a closing bracket or on a case label", """
      func load() -> Int {
        let result = (
          try? parse(
            name: name,
            check: nil)) ?? Result(
          days: [],
          bytes: 0)
        switch metric {
        case .weekly: label("weekly")
        case .scoped: label(
            "scoped",
            label("weekly"))
        }
        return result
      }

      """),
    ("code a formatter was told to leave alone", """
      struct Kept {
        // swift-format-ignore
        @available(*, deprecated)
          public func old(
              a: Int
          ) -> Int {
              a
          }
        func next() {}
        // swiftformat:disable all
              let table = [1, 2,
                           3, 4]
        // swiftformat:enable all
        // swiftformat:disable:next indent
            let one = 1
      }

      """),
    ("a call opened inside a string interpolation", #"""
      var text: String {
        """
          run \(name) \(
          arguments
          .joined()
        )\(
          flag
            ? "" : " x"
        )
        """
      }

      """#),
    ("a multi-line string closing a call", #"""
      func show() {
        print("""
          line
          """)
        let next = 2
      }

      """#),
  ]
}
