import CharterRules

/// Which checks of the embedded packs use each catalogue entry, read from the packs
/// themselves so the catalogue follows them.
enum PackUses {
  /// Uses by ``CheckCatalog/key(_:_:)``, in pack then line order.
  static func all() -> [String: [PackUse]] {
    let everywhere = Set(BuiltinPacks.defaults(for: []))
    let forSwift = Set(BuiltinPacks.defaults(for: [.swift]))
    var uses: [String: [PackUse]] = [:]
    for name in BuiltinPacks.names {
      guard let text = BuiltinPacks.text(named: name),
        let file = RuleFileParser.parse(
          text, as: RuleFile(path: BuiltinPacks.path(of: name), origin: .pack, baseDirectory: "")
        ).file
      else { continue }
      let state: PackUse.State =
        everywhere.contains(name) ? .onByDefault : forSwift.contains(name) ? .onForSwift : .optIn
      let disabled = Set(file.disabled.map(\.value))
      for check in file.checks where !disabled.contains(check.id) {
        let key: String
        if case .swift(let id) = check.kind {
          key = CheckCatalog.key(.structural, id)
        } else {
          key = CheckCatalog.key(.kind, check.kind.name.rawValue)
        }
        uses[key, default: []].append(
          PackUse(
            pack: name, checkID: check.id, severity: check.severity ?? file.defaultSeverity ?? .warning,
            state: check.isEnabledByDefault ? state : .offByDefault, line: check.position.line))
      }
    }
    return uses
  }
}
