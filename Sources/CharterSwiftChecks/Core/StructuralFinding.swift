/// A place where a structural check fires.
public struct StructuralFinding: Hashable, Sendable {
  /// The check's id (``StructuralCheck/id``).
  public var checkID: String
  /// The UTF-8 byte range of the offending code in the file.
  public var range: Range<Int>
  /// What is wrong and what to do, in one sentence.
  public var message: String
  /// When set, the finding holds only if one of these types is main-actor isolated somewhere
  /// in the module: the check saw a type whose isolation another file decides (an extension,
  /// a superclass, a type instantiated in a test). ``ModuleFacts`` settles it after every
  /// file has been read.
  public var requiresMainActor: [String]?
  /// When set, the finding holds only if the module declares a type of this name that
  /// conforms to `ObservableObject` (``ModuleFacts`` settles it).
  public var requiresObservableObject: String?
  /// What else the module must declare for the finding to hold (``ModuleFacts`` settles it).
  public var conditions: [ModuleCondition]

  /// Creates a finding.
  public init(
    checkID: String, range: Range<Int>, message: String, requiresMainActor: [String]? = nil,
    requiresObservableObject: String? = nil, conditions: [ModuleCondition] = []
  ) {
    self.checkID = checkID
    self.range = range
    self.message = message
    self.requiresMainActor = requiresMainActor
    self.requiresObservableObject = requiresObservableObject
    self.conditions = conditions
  }
}
