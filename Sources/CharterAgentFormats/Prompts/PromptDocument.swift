import CharterSupport

/// One command (`.charter/commands/review.md` is `/review`) or subagent
/// (`.charter/agents/reviewer.md`): a prompt, with front matter each agent gets the keys of it
/// reads.
public struct PromptDocument: Hashable, Sendable {
  /// Its name: the file's name without `.md`. Letters, digits, `-` and `_`.
  public var name: String
  /// The file, cut into parts with every byte kept.
  public var text: PromptText
  /// The front matter's keys whose values are text, read as YAML (a TOML file needs the values).
  public var scalars: [String: String] = [:]
  /// The only targets that get it (`nil`: every target that reads this kind).
  public var targets: [String]?
  /// Targets that do not get it.
  public var excludeTargets: [String] = []

  /// A document named `name` holding `text`.
  public init(name: String, text: PromptText) {
    self.name = name
    self.text = text
  }

  /// The `description`.
  public var description: String? { scalars["description"] }

  /// Whether `target` gets it.
  public func isWritten(for target: String) -> Bool {
    (targets?.contains(target) ?? true) && !excludeTargets.contains(target)
  }

  /// The keys Charter reads itself and writes to no agent.
  public static let charterKeys: Set<String> = ["targets", "exclude-targets"]

  /// Whether `name` may name one: letters, digits, `-`, `_` and `.` (spec-kit's `speckit.plan`),
  /// neither starting nor ending with `.` nor holding `..`, at most 64.
  public static func isValidName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), !name.hasSuffix("."), !name.contains(".."), name.utf8.count <= 64 else { return false }
    return TOMLText.isBareKey(name.replacingOccurrences(of: ".", with: "_"))
  }
}
