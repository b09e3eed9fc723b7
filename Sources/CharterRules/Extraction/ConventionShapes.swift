/// The sentence shapes Charter reads as checks.
///
/// Documented in `Documentation/RuleFiles.md#conventions-read-from-prose`; the first shape
/// that matches wins, and what follows it is free text ("Use `Logger` instead of `print` so
/// logs are searchable") unless the shape is strict (see ``ConventionShape``).
enum ConventionShapes {
  private static let unit = "characters|character|chars|char|columns|column|cols|col?"
  /// A unit that must be written: "120-char lines", not "20 lines".
  private static let writtenUnit = "characters|character|chars|char|columns|column|cols|col"
  private static let lines = "all|each|every|a? line|lines"
  private static let modal = "must|should|may|will?"
  private static let old = "the|deprecated|legacy|old?"
  private static let spaces = "space|spaces"
  private static let indentWords = "indentation|indent|indents|indenting|indented"

  /// Every shape, most specific first.
  static let all: [ConventionShape] = indentation + lineLength + builtin + prefer + ban

  private static let instead = "instead|rather|over|not of|than?"
  private static let forbid = "never|don't|dont|avoid|no"

  /// Built-in checks named in words (``BuiltinCheckNames`` has the ones named by a code span).
  private static let builtin: [ConventionShape] = [
    .init(.builtin("prefer-swift-testing"), "use|prefer the? swift testing framework? ,? \(instead) xctest"),
    .init(.builtin("prefer-swift-testing"), "use|prefer the? swift testing framework? | \(instead) xctest"),
    .init(
      .builtin("prefer-swift-testing"),
      "write|new? tests? should|must? use|with|in the? swift testing framework? ,? \(instead) xctest"),
    .init(.builtin("prefer-swift-testing"), "write|new? tests? should|must? use|with|in the? swift testing framework? | \(instead) xctest"),
    .init(.builtin("prefer-swift-testing"), "write tests using|with|in the? swift testing framework?"),
    .init(.builtin("prefer-swift-testing"), "use|prefer the? swift testing framework? for? tests?", strict: true),
    .init(.builtin("no-force-cast"), "\(forbid) using? force casts|cast|casting|force-casts|force-cast"),
    .init(.builtin("no-force-cast"), "do not use? force casts|cast|casting"),
    .init(.builtin("no-force-try"), "\(forbid) using? force try|tries|force-try"),
    .init(.builtin("no-force-try"), "do not use? force try|tries"),
    .init(.builtin("main-queue-async"), "\(forbid) using? gcd|dispatchqueue.main.async"),
    .init(.builtin("main-queue-async"), "do not use gcd"),
    .init(.builtin("main-queue-async"), "use|prefer W? W? W? \(instead) gcd|dispatchqueue"),
    .init(.builtin("completion-handler"), "use|prefer async / await \(instead) completion|callback handlers|handler|blocks|closures?"),
    .init(.builtin("completion-handler"), "use|prefer async / await \(instead) callbacks"),
    .init(.builtin("observable-object"), "\(forbid) legacy? observableobject"),
  ]

  private static let indentation: [ConventionShape] = [
    .init(.indentSpaces, "use N \(spaces) for|of|as? \(indentWords)"),
    .init(.indentSpaces, "use N \(spaces) to indent"),
    .init(.indentSpaces, "use N \(spaces)", strict: true),
    .init(.indentSpaces, "indent code|lines|everything? with|using|by N \(spaces)"),
    .init(.indentSpaces, "indent N \(spaces)", strict: true),
    .init(.indentSpaces, "indentation|indent :? ,? N \(spaces)", strict: true),
    .init(.indentSpaces, "indentation|indent is|of N \(spaces)", strict: true),
    .init(.indentSpaces, "N \(spaces) for|of|as? \(indentWords)", strict: true),
    .init(.indentSpaces, "N \(spaces)", strict: true),
    .init(.indentTabs, "use tab|tabs for|of indentation|indenting"),
    .init(.indentTabs, "use tab|tabs to indent"),
    .init(.indentTabs, "use tab indentation|indents"),
    .init(.indentTabs, "use tabs", strict: true),
    .init(.indentTabs, "indent code|lines? with|using tab|tabs"),
    .init(.indentTabs, "indentation|indent :? ,? tab|tabs", strict: true),
    .init(.indentTabs, "tab|tabs for indentation", strict: true),
    .init(.indentTabs, "tabs , not spaces", strict: true),
  ]

  private static let lineLength: [ConventionShape] = [
    .init(.lineLimit, "\(lines) \(modal) not|never exceed N \(unit)"),
    .init(.lineLimit, "\(lines) mustn't|shouldn't|cannot|can't exceed N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay at most N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay no longer|more than N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay under|below N \(unit)"),
    .init(.lineLimit, "\(lines) \(modal) be|stay shorter|less|fewer than N \(unit)"),
    .init(.lineLimit, "keep|limit \(lines) to|within|at N \(unit)"),
    .init(.lineLimit, "keep \(lines) at most N \(unit)"),
    .init(.lineLimit, "keep \(lines) no longer than N \(unit)"),
    .init(.lineLimit, "keep \(lines) under|below N \(unit)"),
    .init(.lineLimit, "keep \(lines) shorter|less|fewer than N \(unit)"),
    .init(.lineLimit, "keep|limit line length|width to|within|at|under|below N \(unit)"),
    .init(.lineLimit, "line length|width \(modal) not|never exceed N \(unit)"),
    .init(.lineLimit, "wrap|break lines|code at|after|beyond N \(unit)"),
    .init(.lineLimit, "no line|lines longer than|over N \(unit)"),
    .init(.lineLimit, "max|maximum line? length|width :? of|is? N \(unit)", strict: true),
    .init(.lineLimit, "max|maximum N \(unit) per line", strict: true),
    .init(.lineLimit, "line length|width limit|max|maximum? :? of|is? N \(unit)", strict: true),
    .init(.lineLimit, "column limit|width :? of|is? N", strict: true),
    .init(.lineLimit, "N \(writtenUnit) line|lines? length|width|limit|max|maximum", strict: true),
    .init(.lineLimit, "N \(writtenUnit) line|lines", strict: true),
    .init(.lineLimit, "N \(writtenUnit) wrap|wrapping|limit", strict: true),
  ]

  private static let prefer: [ConventionShape] = [
    .init(.prefer, "prefer|favor|favour using? CODE over|to \(old) CODE"),
    .init(.prefer, "prefer|use W? W? CODE W? instead of \(old) W? CODE"),
    .init(.prefer, "prefer|use W? W? CODE W? rather than \(old) W? CODE"),
    .init(.prefer, "prefer|use CODE over \(old) CODE"),
    .init(.prefer, "prefer|use CODE , not|never CODE"),
    .init(.prefer, "prefer|use CODE not CODE"),
    .init(.prefer, "prefer|use CODE | not|never|no \(old) CODE"),
    .init(.prefer, "CODE , not|never CODE", strict: true),
    .init(.prefer, "CODE over CODE", strict: true),
    .init(.prefer, "CODE instead of CODE", strict: true),
    .init(.prefer, "CODE rather than CODE", strict: true),
    .init(.replace, "replace \(old) CODE with|by CODE"),
  ]

  private static let ban: [ConventionShape] = [
    .init(.ban, "never|don't|dont use|call|write CODE"),
    .init(.ban, "do not use|call|write CODE"),
    .init(.ban, "avoid using|calling? CODE"),
    .init(.ban, "never CODE", strict: true),
    .init(.ban, "no CODE calls|statements|usage|uses|use|anywhere?", strict: true),
    .init(.ban, "CODE is|are banned|forbidden|prohibited|disallowed", strict: true),
    .init(.ban, "CODE is|are not allowed|permitted", strict: true),
  ]
}
