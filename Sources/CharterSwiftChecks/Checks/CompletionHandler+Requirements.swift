import SwiftSyntax

/// How `completion-handler` recognises signatures the system dictates: requirements of SDK
/// protocols, delegate-shaped methods, and helpers that receive the system's handler.
extension CompletionHandler {
  /// Whether `function` implements a requirement of a protocol the app does not own.
  static func implementsRequirement(_ function: FunctionDeclSyntax, in file: SwiftFile) -> Bool {
    if isDelegateShaped(function) { return true }
    guard let type = file.enclosingType(of: function) else { return false }
    return type.inheritedNames.contains { name in
      file.declaredTypes[name] == nil && isSDKProtocolName(name)
    }
  }

  /// `urlSession(_ session: URLSession, …)`, `webView(_: WKWebView, …)`: Cocoa's delegate
  /// convention, a method named after the object that calls it, which it receives first and
  /// unlabelled. The type is the method's name, capitalised, behind an SDK prefix of up to
  /// three capitals (`URLSession`, `UNUserNotificationCenter`, `WKWebView`).
  static func isDelegateShaped(_ function: FunctionDeclSyntax) -> Bool {
    let parameters = function.signature.parameterClause.parameters
    guard parameters.count >= 2, let first = parameters.first, first.firstName.tokenKind == .wildcard,
      let typeName = first.type.lastNameComponent
    else { return false }
    let name = function.name.text.lowercased()
    guard typeName.lowercased().hasSuffix(name) else { return false }
    let prefix = typeName.dropLast(name.count)
    return prefix.count <= 3 && prefix.allSatisfy { $0.isUppercase }
  }

  /// Whether a protocol named `name` follows the SDK's naming of protocols whose
  /// requirements the system calls.
  static func isSDKProtocolName(_ name: String) -> Bool {
    sdkProtocolSuffixes.contains { name.hasSuffix($0) && name.count > $0.count } || sdkProtocols.contains(name)
  }

  private static let sdkProtocolSuffixes = ["Delegate", "DataSource", "Handling", "Providing"]
  private static let sdkProtocols: Set<String> = [
    "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider", "NSFilePresenter",
    "NSFileProviderReplicatedExtension", "NSExtensionRequestHandling",
  ]

  /// The names of functions that `requirements` call with their own completion handler: the
  /// handler the system passed in, handed on to a helper that must call it.
  static func functionsReceivingHandlers(
    from requirements: [(function: FunctionDeclSyntax, parameter: FunctionParameterSyntax)], in file: SwiftFile
  ) -> Set<String> {
    var names: Set<String> = []
    for (function, parameter) in requirements {
      guard let body = function.body else { continue }
      let handler = (parameter.secondName ?? parameter.firstName).text
      let range = body.position..<body.endPosition
      for call in file.index.calls where range.contains(call.position) {
        let passesHandler = call.arguments.contains {
          $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == handler
        }
        guard passesHandler else { continue }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          names.insert(reference.baseName.text)
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
          names.insert(member.declName.baseName.text)
        }
      }
    }
    return names
  }
}
