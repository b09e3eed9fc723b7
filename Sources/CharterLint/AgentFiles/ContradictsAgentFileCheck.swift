import CharterRules

/// `agent-file: contradicts-agent-file`: a statement about the project — deployment target,
/// Swift language mode, indentation, line length — that another agent file governing the same
/// code states otherwise ("AGENTS.md says 2 spaces, a Cursor rule says 4"). Reported at both
/// places, each naming the other: an agent that reads both gets two answers, and which one it
/// follows depends on the agent.
struct ContradictsAgentFileCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path) else { return }
    let index = context.instructions
    // This file as lint reads it (unsaved content too), the others as the index read them.
    guard index.sources[file.path] != nil,
      let source = InstructionIndex.source(file.path, text: String(keepingOffsets: file.bytes), context: context)
    else { return }
    for statement in source.statements where !file.isFull(findings) {
      let others = index.disagreeing(with: statement, in: source, limit: 4)
      guard !others.isEmpty else { continue }
      let shown =
        others.prefix(3).map { "\($0.0.path):\($0.1.line) says \($0.1.value)" }.joined(separator: "; ")
        + (others.count > 3 ? " (and more)" : "")
      findings.append(
        file.finding(
          check, statement.range,
          message: "says \(statement.value), but \(shown): agree on one, and keep it in one fragment that `charter compose` copies to "
            + "each agent"))
    }
  }
}
