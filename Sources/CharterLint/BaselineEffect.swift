/// What a baseline did to one `charter lint` run, for the reporters' summary.
public enum BaselineEffect: Hashable, Sendable {
  /// `--write-baseline FILE`: `count` findings were recorded in `file` and none is reported.
  case recorded(count: Int, file: String)
  /// `--baseline FILE`: `hidden` findings recorded in `file` were left out of the report, and
  /// `gone` findings recorded there no longer occur.
  case applied(hidden: Int, gone: Int, file: String)
}
