import CharterDocuments
import CharterSupport
import CharterSwiftChecks

extension CheckKindDecoder {
  /// Decodes `swift: ID` and its `options:`, checking both against the structural check.
  mutating func structural(_ value: YAMLNode) -> CheckKind? {
    guard let name = scalars.identifier(value, what: "the structural check name") else { return nil }
    guard let check = StructuralCheckCatalog.check(withID: name) else {
      scalars.collector.error(
        "unknown-structural-check",
        "unknown structural Swift check '\(name)'"
          + Suggestion.didYouMean(name, among: StructuralCheckCatalog.ids)
          + "; see Documentation/StructuralChecks.md for the list",
        at: value.position)
      return nil
    }
    guard let node = options["options"] else { return .swift(name) }
    guard let pairs = node.mapping else {
      scalars.collector.error(
        "invalid-value", "'options' must be a mapping from option name to a list of strings", at: node.position)
      return nil
    }
    let known = check.options.map { $0.name }
    var decoded: [String: [String]] = [:]
    var valid = true
    for pair in pairs {
      let key = pair.key.scalar ?? ""
      guard known.contains(key) else {
        let expected = known.isEmpty ? "it takes none" : "expected " + known.joined(separator: ", ")
        scalars.collector.error(
          "unknown-option",
          "'\(name)' has no option '\(key)'; \(expected)" + Suggestion.didYouMean(key, among: known),
          at: pair.key.position)
        valid = false
        continue
      }
      guard let list = stringList(pair.value, what: "option '\(key)'") else {
        valid = false
        continue
      }
      decoded[key] = list
    }
    guard valid else { return nil }
    structuralOptions = decoded
    return .swift(name)
  }

  /// A string, or a sequence of strings.
  private mutating func stringList(_ node: YAMLNode, what: String) -> [String]? {
    if node.scalar != nil { return scalars.string(node, what: what).map { [$0] } }
    guard let items = node.sequence else {
      scalars.collector.error("invalid-value", "\(what) must be a string or a list of strings", at: node.position)
      return nil
    }
    var strings: [String] = []
    for item in items {
      guard let string = scalars.string(item, what: what) else { return nil }
      strings.append(string)
    }
    return strings
  }
}
