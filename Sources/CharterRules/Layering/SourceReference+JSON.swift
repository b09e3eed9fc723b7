import CharterSupport

extension SourceReference {
  /// `{"path", "line"}`.
  package var json: JSONValue { .object(["path": .string(path), "line": .int(line)]) }
}
