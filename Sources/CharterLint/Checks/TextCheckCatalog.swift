import CharterRules

/// Every text check kind, in the order documentation lists them (``CheckKind/names`` without
/// `swift`, whose checks ``StructuralCheckCatalog`` lists).
package enum TextCheckCatalog {
  /// The kinds.
  package static let all: [any TextCheckKind.Type] = [
    IndentationCheck.self,
    BanCheck.self,
    PreferCheck.self,
    MaxLineLengthCheck.self,
    TrailingWhitespaceCheck.self,
    FinalNewlineCheck.self,
    AgentFileCheckKind.self,
  ]

  /// The kind named `name`, if it is a text check's.
  package static func kind(named name: CheckKind.Name) -> (any TextCheckKind.Type)? {
    all.first { $0.name == name }
  }

  /// The checks among `checks` that run on their own, in their order.
  /// `agent-file` checks read the repository through `context` (none: an empty one).
  static func textChecks(for checks: [EffectiveCheck], context: AgentFileContext? = nil) -> [any TextCheck] {
    checks.compactMap { check in
      if let context, let agentCheck = AgentFileCheckKind.textCheck(for: check, context: context) { return agentCheck }
      return all.lazy.compactMap { $0.textCheck(for: check) }.first
    }
  }
}
