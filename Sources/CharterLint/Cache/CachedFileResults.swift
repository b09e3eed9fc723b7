import CharterSupport
import CharterSwiftChecks

/// What checking one file's bytes gives before anything that depends on other files: its
/// findings (with their cross-file conditions unsettled), what it tells about its module's
/// types, and the diagnostics of checks skipped or stopped in it. This is what the lint result
/// cache keeps: cross-file facts are settled at report time from every file's facts, cached or
/// not, so an edit in one file changes the findings of the files that depend on it without
/// their entries being touched.
struct CachedFileResults: Sendable, Codable {
  var findings: [Finding]
  var facts: ModuleFacts?
  var skipped: [Diagnostic]
}
