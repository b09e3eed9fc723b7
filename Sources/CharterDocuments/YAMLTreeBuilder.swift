import CharterSupport

/// Assembles ``YAMLNode`` trees from a stream of parser events, without recursion.
///
/// ``YAMLParser`` feeds it one event at a time; it keeps the open collections on an explicit
/// stack, so nesting costs heap, not call stack. It enforces ``YAMLParser/Limits``, resolves
/// aliases by copying the anchored node and refuses duplicate mapping keys. Knows nothing of
/// libyaml.
struct YAMLTreeBuilder {
  /// The kind of collection a start event opens.
  enum CollectionKind { case sequence, mapping }

  /// A finished node with the sizes the limits need.
  private struct Built {
    var node: YAMLNode
    /// How many nodes the tree holds, the node itself included.
    var count: Int
    /// How many collections deep the tree goes: 0 for a scalar, 1 for `[a]`.
    var height: Int
  }

  /// A collection that has started and not yet ended.
  private struct Frame {
    var kind: CollectionKind
    var position: SourcePosition
    var tag: String?
    var anchor: String?
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var pendingKey: YAMLNode?
    /// The line of the first occurrence of each scalar key, to report duplicates.
    var keyLines: [String: Int] = [:]
    var count = 1
    var childHeight = 0
  }

  private let path: String
  private let limits: YAMLParser.Limits
  private var stack: [Frame] = []
  private var anchors: [String: Built] = [:]
  private var expandedNodes = 0

  /// The root node, once the outermost node is complete.
  private(set) var root: YAMLNode?
  /// Problems that did not stop the build (duplicate keys); the caller throws them at the end.
  private(set) var diagnostics: [Diagnostic] = []

  /// Creates a builder whose diagnostics name `path`.
  init(path: String, limits: YAMLParser.Limits) {
    self.path = path
    self.limits = limits
  }

  // MARK: - Events

  /// Adds a scalar.
  mutating func scalar(
    _ text: String, style: YAMLScalarStyle, tag: String?, anchor: String?,
    at position: SourcePosition
  ) throws(DiagnosticsError) {
    let node = YAMLNode(.scalar(text, style), at: position, tag: tag)
    try add(Built(node: node, count: 1, height: 0), anchor: anchor)
  }

  /// Adds a copy of the node anchored as `name`; the copy's root takes the alias's position.
  mutating func alias(_ name: String, at position: SourcePosition) throws(DiagnosticsError) {
    guard var built = anchors[name] else {
      if stack.contains(where: { $0.anchor == name }) {
        throw fatal(
          position, "yaml-alias-cycle", "the alias *\(name) refers to a node that contains it")
      }
      throw fatal(
        position, "yaml-unknown-alias", "the alias *\(name) refers to no anchor defined before it")
    }
    guard expandedNodes + built.count <= limits.maxAliasExpansion else {
      throw fatal(
        position, "yaml-alias-limit",
        "expanding the alias *\(name) would make aliases add more than "
          + "\(limits.maxAliasExpansion) nodes; the document may be an alias bomb")
    }
    guard stack.count + built.height <= limits.maxDepth else {
      throw depthError(at: position)
    }
    expandedNodes += built.count
    built.node.position = position
    try add(built, anchor: nil)
  }

  /// Opens a sequence or a mapping.
  mutating func startCollection(
    _ kind: CollectionKind, tag: String?, anchor: String?, at position: SourcePosition
  ) throws(DiagnosticsError) {
    guard stack.count < limits.maxDepth else { throw depthError(at: position) }
    stack.append(Frame(kind: kind, position: position, tag: tag, anchor: anchor))
  }

  /// Closes the innermost open collection.
  mutating func endCollection() throws(DiagnosticsError) {
    guard let frame = stack.popLast() else { return }
    let content: YAMLNode.Content =
      frame.kind == .sequence ? .sequence(frame.items) : .mapping(frame.pairs)
    let node = YAMLNode(content, at: frame.position, tag: frame.tag)
    try add(
      Built(node: node, count: frame.count, height: frame.childHeight + 1), anchor: frame.anchor)
  }

  // MARK: - Assembly

  /// Records a finished node under its anchor and places it in the enclosing collection.
  private mutating func add(_ built: Built, anchor: String?) throws(DiagnosticsError) {
    if let anchor { anchors[anchor] = built }
    guard var frame = stack.popLast() else {
      if root == nil { root = built.node }
      return
    }
    frame.count += built.count
    frame.childHeight = max(frame.childHeight, built.height)
    switch frame.kind {
    case .sequence:
      frame.items.append(built.node)
    case .mapping:
      if let key = frame.pendingKey {
        frame.pairs.append(YAMLPair(key: key, value: built.node))
        frame.pendingKey = nil
      } else {
        checkDuplicate(built.node, in: &frame)
        frame.pendingKey = built.node
      }
    }
    stack.append(frame)
  }

  /// Reports a scalar key that the mapping already holds, at the second occurrence.
  private mutating func checkDuplicate(_ key: YAMLNode, in frame: inout Frame) {
    guard let text = key.scalar else { return }
    if let firstLine = frame.keyLines[text] {
      diagnostics.append(
        Diagnostic(
          path: path, position: key.position, code: "yaml-duplicate-key",
          message:
            "the key '\(text)' appears twice in this mapping; the first is on line \(firstLine)"))
    } else {
      frame.keyLines[text] = key.position.line
    }
  }

  private func depthError(at position: SourcePosition) -> DiagnosticsError {
    fatal(
      position, "yaml-depth-limit",
      "sequences and mappings nest more than \(limits.maxDepth) levels deep")
  }

  /// The error that stops the build: the problems collected so far plus this one.
  private func fatal(_ position: SourcePosition, _ code: String, _ message: String)
    -> DiagnosticsError
  {
    DiagnosticsError(
      diagnostics + [Diagnostic(path: path, position: position, code: code, message: message)])
  }
}
