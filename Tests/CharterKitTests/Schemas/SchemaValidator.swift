import Foundation

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// Validates documents against the JSON Schemas in `Documentation/schemas/` with
/// `scripts/validate-json-schema.py` (jsonschema, in the `.venv` that
/// `scripts/install-test-tools.sh` creates). YAML is converted to JSON here, with libyaml.
enum SchemaValidator {
  /// The schema file `name` (`config`, `fragment`, `lint-report` …).
  static func schema(_ name: String) -> URL {
    Fixtures.packageRoot.appendingPathComponent("Documentation/schemas/\(name).schema.json")
  }

  /// The schema `name` parsed.
  static func schemaObject(_ name: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: schema(name))) as? [String: Any] ?? [:]
  }

  /// Validates `documents` (name → JSON text) against the schema `name`: the exit status and
  /// the errors printed.
  static func validate(_ documents: [String: String], against name: String) throws -> (status: Int32, errors: String) {
    let directory = try TemporaryDirectory()
    let files = try documents.sorted { $0.key < $1.key }.map { entry in
      try directory.write(entry.key.replacingOccurrences(of: "/", with: "__") + ".json", entry.value)
    }
    let python = Fixtures.packageRoot.appendingPathComponent(".venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw SARIFReporterValidationTests.MissingTestTools()
    }
    let process = Process()
    process.executableURL = python
    process.arguments =
      [Fixtures.packageRoot.appendingPathComponent("scripts/validate-json-schema.py").path, schema(name).path]
      + files.map(\.path)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// YAML text as JSON text: plain scalars that YAML reads as null, booleans or integers
  /// become those, everything else a string.
  static func json(fromYAML text: String, path: String) throws -> String {
    guard let node = try YAMLParser.parse(text, path: path) else { return "null\n" }
    return json(node).pretty
  }

  /// A fragment's front matter as JSON text (`null` when it has none).
  static func json(fromFragment text: String, path: String) throws -> String {
    let frontMatter = try FrontMatter.split(text, path: path)
    guard let yaml = frontMatter.yaml else { return "null\n" }
    return try json(fromYAML: yaml, path: path)
  }

  private static func json(_ node: YAMLNode) -> JSONValue {
    switch node.content {
    case .sequence(let items): return .array(items.map(json))
    case .mapping(let pairs):
      return .object(Dictionary(pairs.map { ($0.key.scalar ?? "", json($0.value)) }) { first, _ in first })
    case .scalar(let text, _):
      if node.isNull { return .null }
      if let flag = node.bool { return .bool(flag) }
      if let number = node.int { return .int(number) }
      return .string(text)
    }
  }

  /// Files below `folder` (relative to the package root) whose path ends with `suffix` and
  /// contains `containing`.
  static func files(under folder: String, suffix: String, containing: String = "") throws -> [URL] {
    try walk(Fixtures.packageRoot.appendingPathComponent(folder))
      .filter { $0.path.hasSuffix(suffix) && (containing.isEmpty || $0.path.contains(containing)) }
      .sorted { $0.path < $1.path }
  }

  /// Every file below `folder`, hidden ones included.
  private static func walk(_ folder: URL) throws -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [folder] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).flatMap {
      try walk(folder.appendingPathComponent($0))
    }
  }
}
