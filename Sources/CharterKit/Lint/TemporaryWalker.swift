import Foundation

// Stand-in until gitignore-aware discovery lands; deleted then.
public enum TemporaryWalker {
  public static func files(under root: URL, paths: [String]) -> [String] {
    var result: [String] = []
    let starts = paths.isEmpty ? [""] : paths
    for start in starts {
      let url = start.isEmpty ? root : root.appendingPathComponent(start)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue { result.append(start); continue }
      let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
      while let item = enumerator?.nextObject() as? URL {
        guard (try? item.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
        if let relative = RepositoryRoot.relativePath(of: item, to: root) { result.append(relative) }
      }
    }
    return result.sorted()
  }
}
