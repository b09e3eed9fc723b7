import CharterRules

/// `agent-file: contradicts-agent-file`: a statement about the project — deployment target,
/// Swift language mode, indentation, line length — that another agent file governing the same
/// code states otherwise ("AGENTS.md says 2 spaces, a Cursor rule says 4"). Reported at both
/// places, each naming the other: an agent that reads both gets two answers, and which one it
/// follows depends on the agent.
struct ContradictsAgentFileCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path) else { return }
    let index = context.instructions
    guard let source = index.sources[file.path], !source.statements.isEmpty else { return }
    let others = index.sources.values.filter { index.overlap(source, $0) }.sorted { $0.path < $1.path }
    for statement in source.statements where !file.isFull(findings) {
      var disagreeing: [String] = []
      for other in others {
        guard
          let found = other.statements.first(where: { $0.subject == statement.subject && $0.key != statement.key })
        else { continue }
        // A file that also says what this one does is of two minds, not of another mind.
        if other.statements.contains(where: { $0.subject == statement.subject && $0.key == statement.key }) { continue }
        disagreeing.append("\(other.path):\(found.line) says \(found.value)")
      }
      guard !disagreeing.isEmpty else { continue }
      let shown = disagreeing.prefix(3).joined(separator: "; ") + (disagreeing.count > 3 ? " (and \(disagreeing.count - 3) more)" : "")
      findings.append(
        file.finding(
          check, statement.range,
          message: "says \(statement.value), but \(shown): agree on one, and keep it in one fragment that `charter compose` copies to each agent"))
    }
  }
}
