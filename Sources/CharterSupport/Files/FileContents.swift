#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with POSIX calls: no `Data`, no `URL`, one allocation.
package enum FileContents {
  package enum Failure: Error {
    case unreadable(String)
    case tooLarge(Int)
  }

  package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadable(describe(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(describe(errno)) }
    let size = Int(info.st_size)
    guard size <= limit else { throw .tooLarge(size) }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + filled, size - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(describe(errno))
      }
      if count == 0 { break }
      filled += count
    }
    if filled < size { bytes.removeLast(size - filled) }
    return bytes
  }

  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
