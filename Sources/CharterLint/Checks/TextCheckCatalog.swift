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
  ]

  /// The kind declared by `key`, if there is one.
  package static func kind(withKey key: String) -> (any TextCheckKind.Type)? {
    all.first { $0.key == key }
  }

  /// The checks among `checks` that run on their own, in their order.
  static func textChecks(for checks: [EffectiveCheck]) -> [any TextCheck] {
    checks.compactMap { check in
      all.lazy.compactMap { $0.textCheck(for: check) }.first
    }
  }
}
