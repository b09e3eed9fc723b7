import CharterSupport
import CharterSwiftChecks

/// What checking one file's bytes gives before anything that depends on other files: its
/// findings (with their cross-file conditions unsettled), the diagnostics of checks skipped or
/// stopped in it, and what it tells about its module's types. This is what the lint result
/// cache keeps: cross-file facts are settled at report time from every file's facts, cached or
/// not (``GatheredFacts``), so an edit in one file changes the findings of the files that
/// depend on it without their entries being touched.
struct CachedFileResults: Sendable, Codable {
  var findings: [Finding]
  var skipped: [Diagnostic]
}
