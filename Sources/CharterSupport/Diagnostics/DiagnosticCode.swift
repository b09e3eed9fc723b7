/// The diagnostic codes that Charter acts on, not only prints: a command-line path that is not
/// there, a file that could not be written, a pack that moved. Each is declared once here; the
/// code that reports one and the code that matches it both name the constant, so the two cannot
/// drift apart. Every other code is only shown.
public enum DiagnosticCode {
  /// A path named on the command line that does not exist, is a link to nothing or a loop.
  public static let noSuchFile = "no-such-file"
  /// A path `charter test` was given that does not exist.
  public static let noSuchPath = "no-such-path"
  /// A path that leads outside the repository (by `..` or a symbolic link).
  public static let outsideRepository = "outside-repository"
  /// A file Charter could not write.
  public static let unwritableFile = "unwritable-file"
  /// A file or folder the walk could not read.
  public static let unreadable = "unreadable"
  /// A shared pack whose source moved since it was locked.
  public static let packMoved = "pack-moved"
  /// A file that is not UTF-8 text.
  public static let invalidUTF8 = "invalid-utf8"
  /// YAML that libyaml refused.
  public static let yamlSyntax = "yaml-syntax"
}
