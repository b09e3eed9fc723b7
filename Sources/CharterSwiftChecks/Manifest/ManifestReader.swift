import SwiftSyntax

/// Walks a `Package.swift` tree for ``PackageManifest``: target declarations, the package's
/// language modes, and setting calls made outside any target (a loop over `package.targets`).
final class ManifestReader: SyntaxVisitor {
  private let converter: SourceLocationConverter
  /// Top-level `let NAME = …` initializers, for settings given through a constant.
  private let constants: [String: ExprSyntax]
  private(set) var targets: [PackageManifest.Target] = []
  private(set) var packageLanguageMode: PackageManifest.Stated<Int>?
  private(set) var everyTarget = PackageManifest.StatedSettings()
  /// `platforms:` on the package: the versions it lists (`nil` value: a form Charter cannot read).
  private(set) var platforms: PackageManifest.Stated<DeploymentTargets>?

  static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
  static let settingNames: Set<String> = [
    "defaultIsolation", "swiftLanguageMode", "swiftLanguageVersion", "enableUpcomingFeature",
  ]

  init(converter: SourceLocationConverter, constants: [String: ExprSyntax]) {
    self.converter = converter
    self.constants = constants
    super.init(viewMode: .sourceAccurate)
  }

  /// The initializers of the file's top-level constants and variables.
  static func constants(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
    var found: [String: ExprSyntax] = [:]
    for item in tree.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
          found[name] = value
        }
      }
    }
    return found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = Self.calledName(node)
    if let name, Self.targetKinds.contains(name), let targetName = stringArgument(node, "name") {
      var settings = PackageManifest.StatedSettings()
      if let value = argument(node, "swiftSettings") { read(value, into: &settings, depth: 0) }
      targets.append(
        PackageManifest.Target(
          name: targetName, kind: name, path: stringArgument(node, "path"), settings: settings, line: line(of: node)))
      return .skipChildren
    }
    if name == "Package" || name == "init" {
      if let value = argument(node, "platforms") {
        platforms = PackageManifest.Stated(value: Self.platforms(value), line: line(of: value))
      }
      for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
        guard let value = argument(node, label) else { continue }
        let modes = value.as(ArrayExprSyntax.self)?.elements.map { Self.languageMode($0.expression) } ?? [nil]
        let known = modes.compactMap { $0 }
        packageLanguageMode = PackageManifest.Stated(
          value: known.count == modes.count ? known.max() : nil, line: line(of: value))
      }
    }
    if let name, Self.settingNames.contains(name), !isInsideConstant(node) {
      // A setting outside every target: a loop that adds it to each of them.
      apply(node, name: name, to: &everyTarget)
    }
    return .visitChildren
  }

  // MARK: - Settings

  /// Reads the settings in `expression`: an array, a constant naming one, or `a + b`.
  private func read(_ expression: ExprSyntax, into settings: inout PackageManifest.StatedSettings, depth: Int) {
    guard depth < 8 else { return }
    if let array = expression.as(ArrayExprSyntax.self) {
      for element in array.elements {
        guard let call = element.expression.as(FunctionCallExprSyntax.self), let name = Self.calledName(call),
          Self.settingNames.contains(name)
        else { continue }
        apply(call, name: name, to: &settings)
      }
    } else if let reference = expression.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text] {
      read(value, into: &settings, depth: depth + 1)
    } else if let sequence = expression.as(SequenceExprSyntax.self) {
      for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) {
        read(element, into: &settings, depth: depth + 1)
      }
    } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
      read(infix.leftOperand, into: &settings, depth: depth + 1)
      read(infix.rightOperand, into: &settings, depth: depth + 1)
    }
  }

  /// Applies one setting call to `settings`.
  private func apply(_ call: FunctionCallExprSyntax, name: String, to settings: inout PackageManifest.StatedSettings) {
    let value = call.arguments.first?.expression
    let line = line(of: call)
    switch name {
    case "defaultIsolation":
      let text = value?.trimmedDescription
      let isolation: SwiftSettings.DefaultIsolation? =
        text == "MainActor.self" ? .mainActor : text == "nil" ? .nonisolated : nil
      settings.defaultIsolation = PackageManifest.Stated(value: isolation, line: line)
    case "swiftLanguageMode", "swiftLanguageVersion":
      settings.languageMode = PackageManifest.Stated(value: value.flatMap(Self.languageMode), line: line)
    case "enableUpcomingFeature":
      if let feature = value.flatMap(Self.stringLiteral) { settings.upcomingFeatures[feature] = line }
    default: break
    }
  }

  /// `.v6` → 6, `.v5` → 5, `.version("6")` → 6.
  static func languageMode(_ expression: ExprSyntax) -> Int? {
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "SwiftLanguageMode"
    {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      return Int(name.dropFirst().prefix { $0.isNumber })
    }
    if let call = expression.as(FunctionCallExprSyntax.self), calledName(call) == "version",
      let text = call.arguments.first.flatMap({ stringLiteral($0.expression) })
    {
      return Int(text.prefix { $0.isNumber })
    }
    return nil
  }

  // MARK: - Platforms

  /// `[.iOS(.v17), .macOS("14.0")]`: the platforms listed, each at the version given; a
  /// platform that is not an Apple app platform (`.linux`, `.driverKit`) is left out. `nil`
  /// when an element or a version is in a form Charter cannot read.
  static func platforms(_ expression: ExprSyntax) -> DeploymentTargets? {
    guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
    var minimums: [DeploymentTargets.Platform: DeploymentTargets.Minimum] = [:]
    for element in array.elements {
      guard let call = element.expression.as(FunctionCallExprSyntax.self), let name = calledName(call),
        let argument = call.arguments.first?.expression
      else { return nil }
      // `.driverKit` and others are not Apple app platforms.
      let platform = DeploymentTargets.Platform(manifestName: name)
      guard let platform else { continue }
      guard let version = platformVersion(argument) else { return nil }
      minimums[platform] = .version(version)
    }
    return DeploymentTargets(minimums)
  }

  /// `.v17` → 17, `.v10_15` → 10.15, `"16.4"` → 16.4.
  static func platformVersion(_ expression: ExprSyntax) -> OSVersion? {
    if let text = stringLiteral(expression) { return OSVersion(text) }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
    let name = member.declName.baseName.text
    guard name.hasPrefix("v") else { return nil }
    return OSVersion(String(name.dropFirst().map { $0 == "_" ? "." : $0 }))
  }

  // MARK: - Syntax helpers

  /// The name a call calls: `target` for `.target(…)` and `Target.target(…)`, `Package` for
  /// `Package(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return nil
  }

  private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  private func stringArgument(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
    argument(call, label).flatMap(Self.stringLiteral)
  }

  /// The text of a string literal without interpolation.
  static func stringLiteral(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
    }
    return text
  }

  private func isInsideConstant(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(VariableDeclSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true
        || parent.parent?.is(CodeBlockItemSyntax.self) == true && parent.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
      {
        return true
      }
      current = parent.parent
    }
    return false
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }
}
