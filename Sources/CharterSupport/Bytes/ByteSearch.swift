#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding a byte string in a buffer with the C library's vectorised `memchr` and `memcmp`:
/// what runs over every byte of every file when a run only needs to know whether a text occurs.
package enum ByteSearch {
  /// Whether `needle` occurs in `bytes`: `memchr` to each candidate first byte, then a compare.
  package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let base = bytes.baseAddress, let first = needle.first, needle.count <= bytes.count else {
      return needle.isEmpty
    }
    let last = bytes.count - needle.count
    var position = 0
    return needle.withUnsafeBytes { needleBytes in
      while position <= last {
        guard let hit = memchr(base + position, Int32(first), last - position + 1) else { return false }
        let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        if memcmp(base + offset, needleBytes.baseAddress!, needle.count) == 0 { return true }
        position = offset + 1
      }
      return false
    }
  }
}
