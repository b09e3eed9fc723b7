import CharterAgentFormats
import CharterSupport
import Foundation

extension Composer {
  /// Records the whole files at `paths` in the manifest as compose's own output, as they are
  /// now, so that compose may rewrite them (or delete them as orphans). Used by `charter init
  /// --from-existing` after moving their content into `.charter/rules`.
  public func adopt(_ paths: [String], target: (String) -> String) throws(DiagnosticsError) {
    let repository = project.files
    var manifest = try readManifest()
    for path in paths {
      let location = try repository.location(of: path)
      guard let text = try repository.confinement.text(at: URL(fileURLWithPath: location), displayPath: path) else {
        continue
      }
      manifest.entries[path] = ComposeManifest.Entry(
        target: target(path), ownership: .wholeFile, sha256: SHA256.hex(text), created: true)
    }
    try repository.write(manifest.text, to: ComposeManifest.path)
  }
}
