import CharterRules
import Foundation

/// `agent-file: secret`: a credential written into a rule source, which every agent reads into
/// its context and sends to its provider. Reported by kind and length, never by value; the
/// line shown with any finding on it is masked (``SecretScanner/mask(_:)``).
struct SecretCheck: TextCheck {
  let check: EffectiveCheck
  let context: AgentFileContext
  var readsRegions: Bool { false }

  func run(on file: borrowing LintedFile, into findings: inout [Finding]) {
    guard context.isRuleSource(file.path) else { return }
    let text = String(keepingOffsets: file.bytes)
    for secret in SecretScanner.secrets(in: text) where !file.isFull(findings) {
      var finding = file.finding(
        check, secret.range,
        message: message(
          "\(secret.kind) (\(secret.length) characters) is written here: agents read this file into their context "
            + "and send it to their provider; remove it, revoke it, and read it from the environment or a keychain instead"))
      finding.lineText = SecretScanner.mask(finding.lineText)
      findings.append(finding)
    }
  }
}

/// The token formats secret scanners know, found by byte offset, and masking for any text
/// shown from a line that holds one.
enum SecretScanner {
  /// A secret: what kind it is, how long, where.
  struct Secret {
    var kind: String
    var length: Int
    var range: Range<Int>
  }

  private struct Format {
    var kind: String
    var regex: NSRegularExpression
    /// The capture group that holds the value (0: the whole match).
    var group: Int
  }

  private static func format(_ kind: String, _ pattern: String, group: Int = 0) -> Format {
    // The patterns are constants: a failure is a programming error caught by the tests.
    Format(kind: kind, regex: try! NSRegularExpression(pattern: pattern), group: group)
  }

  private static let formats: [Format] = [
    // The marker with key material after it — an encrypted key's header, or 100 base64
    // characters (the shortest real key has 160) not cut short by `...`: documentation shows
    // the marker around `...`, or a key's common first line and `...`.
    format(
      "a private key",
      "-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        + "(?:\\\\n|[\\s>\"])*+(?:Proc-Type:|(?:[A-Za-z0-9+/=](?:\\\\n|[\\s>\"])*+){100,}+(?!\\.\\.\\.|…))"),
    format("an AWS access key ID", "\\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\\b"),
    format("a GitHub token", "\\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\\b"),
    format("a GitLab token", "\\bglpat-[A-Za-z0-9_\\-]{20,}"),
    format("a Slack token", "\\bxox[abposr]-[A-Za-z0-9\\-]{10,}"),
    format("a Slack webhook URL", "https://hooks\\.slack\\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{16,}"),
    format("a Google API key", "\\bAIza[0-9A-Za-z_\\-]{35}\\b"),
    format("a Stripe secret key", "\\b(?:sk|rk)_live_[0-9A-Za-z]{24,}\\b"),
    format("an Anthropic API key", "\\bsk-ant-[A-Za-z0-9_\\-]{32,}"),
    format("an OpenAI API key", "\\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_\\-]{40,}"),
    format("an npm token", "\\bnpm_[A-Za-z0-9]{36}\\b"),
    format(
      "a secret assigned to a key",
      "(?i)\\b(?:api[_-]?key|secret[_-]?key|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd)"
        + "[\"']?\\s*[:=]\\s*[\"']?([A-Za-z0-9+/_\\-]{20,})",
      group: 1),
  ]

  /// The secrets in `text`, by byte range; documentation placeholders (`EXAMPLE`, `xxxx`,
  /// `your…`) and values too regular to be random are left alone.
  static func secrets(in text: String) -> [Secret] {
    let whole = NSRange(text.startIndex..., in: text)
    var found: [Secret] = []
    var taken: [Range<Int>] = []
    for format in formats {
      for match in format.regex.matches(in: text, range: whole) {
        let range = match.range(at: format.group)
        guard range.location != NSNotFound, let span = Range(range, in: text) else { continue }
        let value = text[span]
        guard !isPlaceholder(value) else { continue }
        if format.group != 0, !looksRandom(value) { continue }
        let start = text.utf8.distance(from: text.utf8.startIndex, to: span.lowerBound)
        let bytes = start..<(start + value.utf8.count)
        guard !taken.contains(where: { $0.overlaps(bytes) }) else { continue }
        taken.append(bytes)
        found.append(Secret(kind: format.kind, length: value.count, range: bytes))
      }
    }
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// `text` with every secret in it replaced by `*`s of the same length.
  static func mask(_ text: String) -> String {
    let secrets = secrets(in: text)
    guard !secrets.isEmpty else { return text }
    var bytes = Array(text.utf8)
    for secret in secrets {
      bytes.replaceSubrange(secret.range, with: Array(repeating: UInt8(ascii: "*"), count: secret.length))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isPlaceholder(_ value: Substring) -> Bool {
    let lowered = value.lowercased()
    let words = ["example", "xxxx", "your", "placeholder", "changeme", "dummy", "redacted", "sample", "0000", "1234", "abcd"]
    if words.contains(where: lowered.contains) { return true }
    // One character repeated, or a short pattern repeated, is a placeholder too.
    return Set(value.dropFirst(min(4, value.count))).count <= 4
  }

  /// Whether a value assigned to a key looks generated: letters and digits mixed, and a
  /// Shannon entropy of at least 3.5 bits per character.
  private static func looksRandom(_ value: Substring) -> Bool {
    guard value.contains(where: \.isNumber), value.contains(where: \.isLetter) else { return false }
    var counts: [Character: Int] = [:]
    for character in value { counts[character, default: 0] += 1 }
    let total = Double(value.count)
    let entropy = counts.values.reduce(0.0) { sum, count in
      let share = Double(count) / total
      return sum - share * log2(share)
    }
    return entropy >= 3.5
  }
}
