/// How serious a finding or a diagnostic is.
///
/// Ordered from least to most serious, so `max()` over a set of severities gives the worst.
public enum Severity: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  /// Information only; never changes the exit code, not even with `--strict`.
  case info
  /// Reported, but the run still succeeds unless `--strict` is given.
  case warning
  /// Fails the run.
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
