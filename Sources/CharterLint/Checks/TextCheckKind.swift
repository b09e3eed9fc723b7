import CharterRules

/// A kind of text check a fragment declares by its key (`indentation`, `ban`, `max-line-length`
/// …): the counterpart of ``StructuralCheck`` for checks that read a file's text.
///
/// Each kind lives in its own file and carries, as data, its catalogue entry (what
/// `charter checks` and SARIF help show), its examples (which one generic harness runs) and
/// how a declaration of it becomes a running ``TextCheck``. ``TextCheckCatalog/all`` lists the
/// kinds; `Documentation/TextChecks.md` is generated from them by ``TextCheckDocumentation``.
/// Adding a kind is one file here, one line in the catalogue, and its case in ``CheckKind``
/// with the decoder that reads it from front matter.
package protocol TextCheckKind: Sendable {
  /// The kind's identity: the key that declares it in a `checks:` entry, and its catalogue id.
  static var name: CheckKind.Name { get }
  /// What `charter checks` shows: summary, rationale, options, a declaration, short examples
  /// and the documentation link.
  static var catalogEntry: CatalogEntry { get }
  /// Declarations of the kind, each with code that must trigger it, code that must not and,
  /// for kinds `--fix` corrects, code before and after the fix.
  static var examples: [TextCheckExample] { get }
  /// The check that runs `check` on its own, when `check` declares this kind; `nil` for
  /// other kinds, and for kinds that run together (``PatternCheckGroup`` matches every `ban`
  /// and `prefer` in one pass).
  static func textCheck(for check: EffectiveCheck) -> (any TextCheck)?
}

extension TextCheckKind {
  /// ``name`` as it is spelled in a `checks:` entry.
  package static var key: String { name.rawValue }
}

/// A declaration of a text check with examples of what it reports, as data.
///
/// Triggering examples mark each expected finding with `⟪` and `⟫`, the marker syntax of the
/// structural checks' examples too (`⟪⟫` for a finding that covers no text).
package struct TextCheckExample: Sendable {
  /// A text `--fix` corrects, and the text it leaves.
  package struct Correction: Sendable {
    /// The text before the fix.
    package var before: String
    /// The text after it.
    package var after: String

    /// Creates a correction.
    package init(_ before: String, _ after: String) {
      self.before = before
      self.after = after
    }
  }

  /// The declaration's YAML lines after its `id:`, such as `max-line-length: 10`.
  package var declaration: [String]
  /// The file the examples are checked as (its extension picks the language).
  package var fileName: String
  /// Texts that must report exactly at their markers.
  package var triggering: [String]
  /// Texts that must report nothing.
  package var nonTriggering: [String]
  /// Texts `--fix` must correct as shown; empty when the kind fixes nothing.
  package var corrections: [Correction]
  /// Whether a match only counts in code: a marked line commented out, quoted or preceded by
  /// a suppression comment must then report nothing.
  package var codeOnly: Bool

  /// Creates an example.
  package init(
    declaration: [String], fileName: String = "Example.swift", triggering: [String], nonTriggering: [String],
    corrections: [Correction] = [], codeOnly: Bool = false
  ) {
    self.declaration = declaration
    self.fileName = fileName
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
    self.codeOnly = codeOnly
  }
}
