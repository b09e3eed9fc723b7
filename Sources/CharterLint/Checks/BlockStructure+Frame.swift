/// What ``BlockStructure`` keeps open while it reads a file: blocks, labels, brackets, `#if`
/// blocks, and the line a hanging bracket ends.
extension BlockStructure {
  /// One open construct, innermost last.
  enum Frame {
    /// A `{` block; `line` is the indentation of the line that opened it and `statement` that
    /// of the statement's first line (the same unless the `{` ends a continuation line): the
    /// body may be one level deeper than either.
    /// In a switch, `labelLevels` is how many levels deeper than the `switch` its first label
    /// sat (0 or 1, the two house styles); every other label follows it.
    case brace(line: Int, statement: Int, isSwitch: Bool, labelLevels: Int? = nil)
    /// A `case`/`default` label inside a switch: its statements are one level deeper than
    /// the label as written or as the check expected it.
    case label(indent: Int, expected: Int)
    /// An open `(` or `[`: lines inside continue an expression. When the bracket ends its
    /// line (`hanging`), what the formatters write is fixed: each element starts one level
    /// deeper than that line, and the closing bracket that starts a line sits with it.
    /// `opener` is the indentation of the line it opened on.
    case bracket(hanging: Hanging? = nil, opener: Int)
    /// An `#if` block: its lines may sit at the surrounding level or one deeper, and sit as
    /// its first line did (`extra`, once known); `#else` and `#endif` sit with the `#if`.
    case directive(indent: Int, extra: Int? = nil)
    /// A `{` opened inside a string interpolation (`\({ … }())`): lines inside continue an
    /// expression, and the `}` that closes it closes nothing else.
    case embedded
    /// A `<` that ends a line, opening generic arguments (`Producer<`): lines inside continue
    /// a type, and a line starting with `>` closes it.
    case angle
  }

  /// The indentation of the line a bracket ends, as written and as the check expected it.
  struct Hanging {
    let line: Int
    let expected: Int
  }
}
