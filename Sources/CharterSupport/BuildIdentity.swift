#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells this build of Charter from another with the same version number: results a
/// build computed are reused only by the same build (the lint result cache's keys include it).
///
/// On Linux, the GNU build id the linker writes into the program (a hash of its contents);
/// elsewhere, or without one, the size and modification time of the running
/// executable. A development build therefore never reuses what an earlier one computed.
package enum BuildIdentity {
  /// The identity of the running program, computed once.
  package static let current: String = CharterVersion.current + "+" + (gnuBuildID() ?? executableStamp() ?? "unknown")

  /// The hex GNU build id of the running program (an ELF note), when it has one.
  private static func gnuBuildID() -> String? {
    #if os(Linux)
      let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      func bytes(_ count: Int, at offset: Int) -> [UInt8]? {
        guard count > 0, count <= 1 << 16 else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read == count ? buffer : nil
      }
      func integer<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, _: T.Type) -> Int {
        bytes.withUnsafeBytes { Int(T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self))) }
      }
      // A 64-bit little-endian ELF file: its program headers, and the notes among them.
      guard let header = bytes(64, at: 0), header[0..<4] == [0x7f, 0x45, 0x4c, 0x46], header[4] == 2, header[5] == 1
      else { return nil }
      let headersAt = integer(header, 32, UInt64.self)
      let headerSize = integer(header, 54, UInt16.self)
      let headerCount = integer(header, 56, UInt16.self)
      guard headerSize >= 56, let headers = bytes(headerSize * headerCount, at: headersAt) else { return nil }
      for index in 0..<headerCount {
        let base = index * headerSize
        guard integer(headers, base, UInt32.self) == 4,
          let notes = bytes(integer(headers, base + 32, UInt64.self), at: integer(headers, base + 8, UInt64.self))
        else { continue }
        var offset = 0
        while offset + 12 <= notes.count {
          let nameSize = integer(notes, offset, UInt32.self)
          let descriptionSize = integer(notes, offset + 4, UInt32.self)
          let name = offset + 12
          let description = name + ((nameSize + 3) & ~3)
          guard description + descriptionSize <= notes.count else { break }
          // NT_GNU_BUILD_ID, owner "GNU".
          if integer(notes, offset + 8, UInt32.self) == 3, nameSize == 4,
            notes[name..<(name + 3)] == [0x47, 0x4e, 0x55]
          {
            return SHA256.hex(Array(notes[description..<(description + descriptionSize)]))
          }
          offset = description + ((descriptionSize + 3) & ~3)
        }
      }
      return nil
    #else
      return nil
    #endif
  }

  /// The size and modification time of the running executable.
  private static func executableStamp() -> String? {
    #if os(Linux)
      let path = "/proc/self/exe"
    #else
      guard let path = CommandLine.arguments.first else { return nil }
    #endif
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if os(Linux)
      let modified = status.st_mtim
    #else
      let modified = status.st_mtimespec
    #endif
    return "\(status.st_size)-\(modified.tv_sec).\(modified.tv_nsec)"
  }
}
