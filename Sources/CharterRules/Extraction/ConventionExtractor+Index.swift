extension ConventionExtractor {
  /// The checks of a file looked up by what makes a bullet overlap one: the text it forbids,
  /// its kind, its layout kind. Each lookup answers with the first such check in file order,
  /// so a file of 20,000 bullets is read in linear time, not by comparing every bullet with
  /// every check before it.
  struct CheckIndex {
    private var checks: [CheckDeclaration] = []
    private var firstByTarget: [TextPattern: Int] = [:]
    private var firstByKind: [CheckKind: Int] = [:]
    private var firstIndentation: Int?
    private var firstLineLength: Int?

    init(_ checks: [CheckDeclaration] = []) {
      for check in checks { add(check) }
    }

    mutating func add(_ check: CheckDeclaration) {
      let index = checks.count
      checks.append(check)
      if let target = ConventionExtractor.target(of: check.kind), firstByTarget[target] == nil {
        firstByTarget[target] = index
      }
      if firstByKind[check.kind] == nil { firstByKind[check.kind] = index }
      switch check.kind {
      case .indentation: firstIndentation = firstIndentation ?? index
      case .maxLineLength: firstLineLength = firstLineLength ?? index
      default: break
      }
    }

    /// The first check that forbids one of `targets`, has kind `kind`, or is of its layout
    /// kind; and whether it is only the layout kind that matches (a conflict rather than a
    /// restatement).
    func first(overlapping kind: CheckKind, targets: Set<TextPattern>) -> (check: CheckDeclaration, onlyLayout: Bool)? {
      var restating = firstByKind[kind]
      for target in targets {
        if let index = firstByTarget[target] { restating = min(restating ?? index, index) }
      }
      let layout: Int? =
        switch kind {
        case .indentation: firstIndentation
        case .maxLineLength: firstLineLength
        default: nil
        }
      switch (restating, layout) {
      case (let restating?, let layout?) where layout < restating: return (checks[layout], true)
      case (let restating?, _): return (checks[restating], false)
      case (nil, let layout?): return (checks[layout], true)
      case (nil, nil): return nil
      }
    }
  }
}
