import CharterLint
import CharterSupport

/// Linting one file whose content may not be on disk: what `charter mcp`'s `lint` and `fix`
/// tools, agent hooks and `charter lint --stdin-filename` do.
extension Linter {
  /// What linting one file found, and what its safe fixes would make of it.
  public struct SingleFileResult: Sendable {
    /// The findings in the content as it is.
    public var report: LintReport
    /// The content with every safe fix applied (the content itself when nothing could be
    /// fixed); `nil` unless fixes were asked for.
    public var fixed: String?
    /// The findings of `report` that the fixes resolve.
    public var resolved: [Finding] = []
    /// The findings that remain after the fixes.
    public var remaining: [Finding] = []
    /// Whether the fixes change the content.
    public var changed = false
  }

  /// Lints `content` as if it were the root-relative `path` — the file's own bytes when
  /// `content` is `nil` — with the rules in force for `path`. With `fix`, also works out the
  /// safe fixes; nothing is ever written. The report's rule help does not quote the rule files'
  /// examples (``LintReport/quoteRuleExamples()`` does, for SARIF). With `cache`, the findings
  /// come from the lint result cache when it holds them for this content and rules, and are
  /// stored in it when not.
  /// - Throws: ``AgentRequestError`` when the file cannot be read, is not a regular file, is
  ///   too large, is not valid UTF-8, or a rule file that applies has an error.
  public func lint(
    file path: String, content: [UInt8]?, fix: Bool = false, cache: LintResultCache? = nil
  ) async throws(AgentRequestError)
    -> SingleFileResult
  {
    let bytes: [UInt8]
    if let content {
      bytes = content
    } else {
      // Only a regular file is read, opened so that a pipe or a device swapped in after the
      // request was checked is refused, not waited on.
      guard case .success(let real) = project.confinement.resolve(path) else { throw .missingFile(path: path) }
      let limit = LintOptions().maxFileSize
      switch FileSystem.regularFileContents(atPath: real, limit: limit) {
      case .success(let read): bytes = read
      case .failure(let failure) where failure.isSpecialFile: throw .notRegularFile(path: path)
      case .failure(let failure) where failure.tooLargeSize != nil:
        throw .tooLarge(path: path, size: failure.tooLargeSize ?? 0, limit: limit)
      case .failure: throw .missingFile(path: path)
      }
    }
    guard String(validating: bytes, as: UTF8.self) != nil else { throw .invalidUTF8(path: path) }
    var options = LintOptions(jobs: 1, contentSource: SingleFileContent(path: path, bytes: bytes))
    options.cache = cache
    let report = try await run(path, options)
    guard fix else { return SingleFileResult(report: report) }
    options.cache = nil
    options.fix = .preview
    let after = try await run(path, options)
    let fixed = after.fixes.first?.fixed ?? String(decoding: bytes, as: UTF8.self)
    let left = Set(after.findings.map { "\($0.rule)@\($0.range.start.line)" })
    return SingleFileResult(
      report: report, fixed: fixed,
      resolved: report.findings.filter { !left.contains("\($0.rule)@\($0.range.start.line)") },
      remaining: after.findings, changed: !after.fixes.isEmpty)
  }

  private func run(_ path: String, _ options: LintOptions) async throws(AgentRequestError) -> LintReport {
    do {
      var report = try await lint(files: [path], options: options)
      report.diagnostics += project.configDiagnostics.filter { !report.diagnostics.contains($0) }
      return report
    } catch {
      throw .invalidRules(diagnostics: error.diagnostics)
    }
  }
}
