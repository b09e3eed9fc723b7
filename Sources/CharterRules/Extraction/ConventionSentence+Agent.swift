/// Sentences about what the agent may do rather than what the code may hold: "Never
/// `@unchecked Sendable`. Developers add these." forbids the agent to write what the team's
/// people do write, so a check would report their code. Such an item stays prose whatever
/// shape its first clause has.
extension ConventionSentence {
  /// Who else writes code: a sentence whose subject is one of them says the rule is the agent's.
  private static let people: Set<String> = [
    "dev", "devs", "developer", "developers", "human", "humans", "maintainer", "maintainers", "engineer", "engineers",
  ]
  /// What people do with code, after one of ``people``: "developers add these", "humans will write".
  private static let peopleVerbs: Set<String> = [
    "add", "adds", "write", "writes", "handle", "handles", "decide", "decides", "introduce", "introduces", "own",
    "owns", "manage", "manages",
  ]
  /// Word sequences that make an instruction conditional on asking someone.
  private static let askPhrases: [[String]] = [
    ["without", "asking"], ["ask", "before"], ["ask", "first"], ["ask", "the", "user"], ["unless", "asked"],
    ["unless", "explicitly"], ["unless", "instructed"], ["unless", "told"], ["unless", "the", "user"],
    ["without", "approval"], ["without", "permission"], ["without", "explicit"], ["unless", "requested"],
  ]

  /// Whether the item says the rule binds the agent, not the code: it names people who write
  /// such code ("Dev add these") or makes the rule wait on asking ("without asking first").
  var isAboutTheAgent: Bool {
    let words = tokens.map { if case .word(let word) = $0 { word } else { "" } }
    for (index, word) in words.enumerated() where Self.people.contains(word) {
      if let next = words[safe: index + 1], Self.peopleVerbs.contains(next) { return true }
    }
    return Self.askPhrases.contains { phrase in
      words.indices.contains { start in Array(words.dropFirst(start).prefix(phrase.count)) == phrase }
    }
  }
}
