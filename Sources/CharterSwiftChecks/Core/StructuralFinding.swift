/// A place where a structural check fires.
public struct StructuralFinding: Hashable, Sendable {
  /// The check's id (``StructuralCheck/id``).
  public var checkID: String
  /// The UTF-8 byte range of the offending code in the file.
  public var range: Range<Int>
  /// What is wrong and what to do, in one sentence.
  public var message: String
  /// What the rest of the module must declare for the finding to hold (empty: nothing);
  /// ``ModuleFacts`` settles it after every file has been read.
  public var requirement: ModuleRequirement

  /// Creates a finding that holds only if one of the types `requiresMainActor` names is
  /// main-actor isolated, the module declares `requiresObservableObject` an `ObservableObject`,
  /// and it declares what `conditions` say (each `nil` or empty: no such requirement).
  public init(
    checkID: String, range: Range<Int>, message: String, requiresMainActor: [String]? = nil,
    requiresObservableObject: String? = nil, conditions: [ModuleCondition] = []
  ) {
    self.checkID = checkID
    self.range = range
    self.message = message
    requirement = ModuleRequirement(
      mainActor: requiresMainActor, observableObject: requiresObservableObject, conditions: conditions)
  }
}
