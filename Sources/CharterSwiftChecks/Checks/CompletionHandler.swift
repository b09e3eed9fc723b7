import SwiftSyntax

/// `completion-handler`: a function whose last parameter is an escaping completion closure,
/// where `async` would do.
public struct CompletionHandler: StructuralCheck {
  public static let id = "completion-handler"
  public static let summary = "A function whose last parameter is an escaping completion-handler closure instead of being `async`."
  public static let rationale = """
    A completion handler hides control flow in a closure: it can be called twice or never, on \
    an arbitrary queue, and errors travel as optional parameters the caller may ignore. An \
    `async` (and `throws`) function states the contract in its signature, is checked by the \
    compiler for isolation and `Sendable`, and composes with structured concurrency and \
    cancellation. Make the function `async` and return the result; bridge callback-based APIs \
    with `withCheckedThrowingContinuation`. A parameter is a completion handler when it is the \
    last one, is an `@escaping` or optional closure returning `Void` (or an `@escaping` type \
    alias), and its label or name is one of the \
    option `names`. Signatures the function does not own are not reported: `override`, `@objc` \
    and `@IBAction` functions, members of `@objc` protocols, deprecated functions kept for \
    compatibility, and functions whose name the same file also declares `async`. Nor are \
    requirements of protocols the app does not own: members of types and extensions conforming \
    to an SDK-style `…Delegate`, `…DataSource`, `…Handling`, `…Providing` or `TimelineProvider` \
    protocol (one the same file does not declare), and delegate-shaped methods whose first, \
    unlabelled parameter is the calling object (`urlSession(_: URLSession, task:…)`, \
    `userNotificationCenter(_: UNUserNotificationCenter, didReceive:…)`); nor functions the \
    same file hands such a requirement's handler to (the system's handler, passed on). A \
    parameter whose label is not a completion name (`expirationHandler handler:`) is not \
    one. Nor are \
    functions that register a handler called repeatedly, recognised by their name \
    (`observe…`, `subscribe…`, `add…`, `set…`, `on…`, `when…` …): an `AsyncSequence` may \
    replace those, `async` cannot.
    """
  /// The names of completion-handler parameters.
  public static let namesOption = StructuralOption(
    name: "names",
    summary: "Labels or names of completion-handler parameters, as globs where `*` matches any run of characters, case-insensitive; a "
      + "file is read for them only when it holds a glob's longest literal as camel case writes it (`Available` for `is*Available`).",
    defaultValue: [
      "completion", "completionHandler", "completionBlock", "handler", "callback", "onComplete", "onCompletion", "reply",
      "resultHandler",
    ])
  public static let options = [namesOption]

  private let names: [NamePattern]

  public init(options: StructuralOptionValues) {
    names = options[Self.namesOption].map(NamePattern.init)
  }

  /// A completion handler is spelled `@escaping`, or is an optional closure returning `Void`
  /// (`…-> Void)?`): parameter names such as `handler` are far too common to decide.
  public var triggers: [String] { ["@escaping", "Void)?", "())?", "Void)!", "())!"] }

  public func check(_ file: SwiftFile, into findings: inout [StructuralFinding]) {
    var asyncNames: Set<String>?
    var candidates: [(function: FunctionDeclSyntax, name: TokenSyntax)] = []
    var requirements: [(function: FunctionDeclSyntax, parameter: FunctionParameterSyntax)] = []
    for function in file.index.functions {
      guard let parameter = function.signature.parameterClause.parameters.last, Self.isCompletionClosure(parameter.type),
        let name = completionName(parameter), !Self.ownedElsewhere(function, in: file)
      else { continue }
      if Self.implementsRequirement(function, in: file) {
        requirements.append((function, parameter))
        continue
      }
      if asyncNames == nil {
        asyncNames = Set(file.index.functions.filter { $0.signature.effectSpecifiers?.asyncSpecifier != nil }.map { $0.name.text })
      }
      guard asyncNames?.contains(function.name.text) == false else { continue }
      candidates.append((function, name))
    }
    let forwarded = requirements.isEmpty ? [] : Self.functionsReceivingHandlers(from: requirements, in: file)
    for (function, name) in candidates where !forwarded.contains(function.name.text) {
      findings.append(StructuralFinding(checkID: Self.id, range: file.range(of: name), message: Self.message(name.text)))
    }
  }

  /// The parameter's label or name when it is a completion-handler name. A label that names
  /// another kind of handler decides alone: `expirationHandler handler:` is no completion handler.
  private func completionName(_ parameter: FunctionParameterSyntax) -> TokenSyntax? {
    let label = parameter.firstName
    if label.tokenKind != .wildcard {
      if names.matchAny(label.text) { return label }
      if Self.handlerSuffixes.contains(where: { label.text.hasSuffix($0) }) { return nil }
    }
    if let second = parameter.secondName, names.matchAny(second.text) { return second }
    return nil
  }

  /// Endings of labels that name a closure for a purpose of their own.
  private static let handlerSuffixes = ["Handler", "Block", "Callback", "Closure", "Action"]

  /// Whether `type` is an `@escaping` or optional (implicitly escaping) closure returning
  /// `Void`: a closure that returns a value is a transformation, not a completion handler.
  private static func isCompletionClosure(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      guard attributed.attributes.contains(named: "escaping") else { return isCompletionClosure(attributed.baseType) }
      // `@escaping` applies only to function types, so a non-generic type alias is one too.
      if let alias = attributed.baseType.as(IdentifierTypeSyntax.self) { return alias.genericArgumentClause == nil }
      if let alias = attributed.baseType.as(MemberTypeSyntax.self) { return alias.genericArgumentClause == nil }
      return isVoidClosure(attributed.baseType)
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return isVoidClosure(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isVoidClosure(optional.wrappedType) }
    return false
  }

  private static func isVoidClosure(_ type: TypeSyntax) -> Bool {
    if let function = type.as(FunctionTypeSyntax.self) { return isVoid(function.returnClause.type) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isVoidClosure(attributed.baseType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isVoidClosure(only.type)
    }
    return false
  }

  private static func isVoid(_ type: TypeSyntax) -> Bool {
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Void" }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "Void" }
    return false
  }

  /// Whether the signature is dictated by a superclass, Objective-C or compatibility.
  private static func ownedElsewhere(_ function: FunctionDeclSyntax, in file: SwiftFile) -> Bool {
    if function.signature.effectSpecifiers?.asyncSpecifier != nil || function.modifiers.contains(.override) { return true }
    if registersHandler(String(function.name.text.drop { $0 == "_" })) { return true }
    if function.attributes.contains(named: "objc") || function.attributes.contains(named: "IBAction") { return true }
    if let available = function.attributes.first(named: "available"), available.trimmedDescription.contains("deprecated") {
      return true
    }
    if let type = file.enclosingType(of: function), type.is(ProtocolDeclSyntax.self), type.attributes.contains(named: "objc") {
      return true
    }
    return false
  }

  /// Whether a function named `name` stores a handler that is called repeatedly
  /// (`observe(handler:)`, `onChange(callback:)`, `setReplyHandler(_:)`), which `async` cannot
  /// replace (an `AsyncSequence` might).
  private static func registersHandler(_ name: String) -> Bool {
    registrationPrefixes.contains { prefix in
      guard name.hasPrefix(prefix) else { return false }
      let next = name.dropFirst(prefix.count).first
      return next == nil || next?.isUppercase == true
    }
  }

  private static let registrationPrefixes = [
    "observe", "subscribe", "listen", "watch", "register", "add", "append", "set", "on", "when",
  ]

  private static func message(_ name: String) -> String {
    "'\(name)' is a completion handler; make the function 'async' and return the result instead"
  }
}
