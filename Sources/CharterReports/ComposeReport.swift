import CharterCompose

/// What `charter compose` prints: a line per path, and diffs where they help.
public enum ComposeReport {
  /// `--check`: every path that is not current, with what is wrong and what to do.
  public static func check(_ plan: ComposePlan) -> String {
    guard !plan.drift.isEmpty else {
      return "compose: every generated file is current (\(plan.items.count) checked)\n"
    }
    var output = ""
    for item in plan.drift { output += "\(item.path): \(item.status.rawValue): \(explanation(item))\n" }
    output += "compose: \(plan.drift.count) of \(plan.items.count) generated files drifted; run `charter compose`\n"
    return output
  }

  /// `--dry-run`: the diff of every change compose would make.
  public static func dryRun(_ plan: ComposePlan) -> String {
    var output = ""
    for item in plan.drift {
      output += "\(item.path): \(item.status.rawValue): \(explanation(item))\n"
      if !item.diff.isEmpty { output += item.diff }
    }
    return output
      + "compose: \(plan.drift.count) change\(plan.drift.count == 1 ? "" : "s") (dry run, nothing written)\n"
  }

  /// After writing: what was written, deleted and refused (with the diff of a refused edit);
  /// `quiet` leaves out all but the refusals.
  public static func applied(_ plan: ComposePlan, _ outcome: Composer.Outcome, quiet: Bool = false) -> String {
    var output = ""
    if !quiet {
      for path in outcome.written { output += "wrote \(path)\n" }
      for path in outcome.deleted { output += "deleted \(path)\n" }
    }
    for item in outcome.refused {
      output += "refused \(item.path): \(explanation(item))\n"
      if item.status == .handEdited, !item.diff.isEmpty { output += item.diff }
    }
    if quiet { return output }
    let current = plan.items.filter { $0.status == .current }.count
    output += "compose: \(outcome.written.count) written, \(outcome.deleted.count) deleted, \(current) current"
    if !outcome.refused.isEmpty { output += ", \(outcome.refused.count) refused" }
    return output + "\n"
  }

  private static func explanation(_ item: ComposeItem) -> String {
    if let overBudget = item.overBudget, item.status != .notOwned { return overBudget }
    return switch item.status {
    case .current: "current"
    case .missing: item.ownership == .managedBlock ? "its managed block is missing" : "not generated yet"
    case .stale: "out of date with its source in .charter"
    case .handEdited:
      if case .entries = item.ownership {
        "what compose wrote here was edited by hand; `charter compose --force` keeps the edited entries as yours and "
          + "writes compose's beside them"
      } else {
        "edited by hand since compose wrote it; `charter compose --force` overwrites the edit"
      }
    case .notOwned where item.isBrokenLink:
      "a symbolic link that leads nowhere is here; remove it, or point it at a file"
    case .notOwned:
      item.blocker.map {
        "\($0) is a file where compose needs a folder; move it, or import it with `charter init --from-existing`"
      }
        ?? "a file compose did not write is in the way; move it, or import it with `charter init --from-existing`"
    case .orphaned: "no rule produces it any more; compose deletes it"
    case .editedOrphan: "no rule produces it any more, but it was edited by hand; `--force` deletes it"
    }
  }
}
