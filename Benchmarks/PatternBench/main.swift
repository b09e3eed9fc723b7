// Micro-benchmark for CharterKit's pattern matcher (not a test).
// Usage: charter-pattern-bench CORPUS_DIR [REPEATS]
// Loads every .swift file under CORPUS_DIR into memory, then matches 15 literals, 5 regexes,
// and all 20 together over every file, printing the best throughput of REPEATS runs.
import CharterKit
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: charter-pattern-bench CORPUS_DIR [REPEATS]\n".utf8))
  exit(2)
}
let repeats = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

let literals = [
  "ObservableObject", "DispatchQueue.main.async", "try!", "as!", "@Published", "NSLock",
  "fatalError(", "print(", "DispatchSemaphore", "Thread.sleep", "UIApplication.shared", "@objc",
  "unowned(unsafe)", "implicitlyUnwrapped", "TODO:",
]
let regexes = [
  #"\bprint\("#, #"@Published\s+var"#, #"\.sink\s*\{"#, #"(?i)todo|fixme"#,
  #"^\s*import\s+Foundation$"#,
]

func loadSwiftFiles(under path: String) -> [[UInt8]] {
  var files: [[UInt8]] = []
  let root = URL(fileURLWithPath: path)
  if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
    for case let url as URL in walker where url.pathExtension == "swift" {
      if let data = try? Data(contentsOf: url) { files.append([UInt8](data)) }
    }
  }
  return files
}
let files = loadSwiftFiles(under: arguments[1])
let totalBytes = files.reduce(0) { $0 + $1.count }
let lines = files.reduce(0) { $0 + $1.lazy.filter { $0 == 0x0A }.count }
print("corpus: \(files.count) files, \(lines) lines, \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB")

func measure(_ name: String, _ entries: [PatternSet.Entry], files: [[UInt8]], totalBytes: Int) {
  let set = PatternSet(entries)
  var best = Duration.seconds(1_000)
  var found = 0
  for _ in 0..<repeats {
    found = 0
    let elapsed = ContinuousClock().measure {
      for file in files { found += set.matches(in: file).count }
    }
    best = min(best, elapsed)
  }
  let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
  let rate = Double(totalBytes) / 1e6 / seconds
  let label = name.padding(toLength: 26, withPad: " ", startingAt: 0)
  let rateText = String(format: "%8.1f", rate)
  let milliseconds = String(format: "%7.1f", seconds * 1000)
  print("\(label) \(rateText) MB/s  \(milliseconds) ms  \(found) matches")
}

let literalEntries = literals.enumerated().map { PatternSet.Entry.literal($1, id: $0) }
let regexEntries = regexes.enumerated().map { index, source in
  // The sources above are valid; a failure here is a bug in the benchmark itself.
  PatternSet.Entry.regex(try! RegexPattern(source), id: 100 + index)
}
measure("15 literals", literalEntries, files: files, totalBytes: totalBytes)
for (index, entry) in regexEntries.enumerated() {
  measure("regex \(regexes[index])", [entry], files: files, totalBytes: totalBytes)
}
measure("5 regexes", regexEntries, files: files, totalBytes: totalBytes)
measure("15 literals + 5 regexes", literalEntries + regexEntries, files: files, totalBytes: totalBytes)
