import CLibCrypto

/// SHA-256 (FIPS 180-4), for the hashes in compose's manifest and the keys of the lint result
/// cache. Foundation on Linux has no CryptoKit: a whole message is hashed by OpenSSL's
/// libcrypto (``digest(_:)-(UnsafeRawBufferPointer)``), at the speed of the processor's SHA
/// instructions; a value of this type hashes small pieces incrementally in Swift —
/// ``update(_:)-(UnsafeRawBufferPointer)`` as often as needed, then ``finalize()`` — as the keys
/// of the lint cache are built from fields.
package struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// Bytes not yet compressed: fewer than one block.
  private var pending: [UInt8] = []
  /// How many bytes were given in all.
  private var length: UInt64 = 0

  /// A hash of nothing yet.
  package init() { pending.reserveCapacity(64) }

  /// The lowercase hex digest of `text`'s UTF-8 bytes.
  package static func hex(_ text: String) -> String {
    hex(digest(Array(text.utf8)))
  }

  /// The 32-byte digest of `message`.
  package static func digest(_ message: [UInt8]) -> [UInt8] {
    message.withUnsafeBytes { digest($0) }
  }

  /// The 32-byte digest of `message`, by OpenSSL's libcrypto, which uses the processor's SHA
  /// instructions: what hashes whole files.
  package static func digest(_ message: UnsafeRawBufferPointer) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    var size: UInt32 = 0
    let done = digest.withUnsafeMutableBufferPointer { output in
      EVP_Digest(message.baseAddress ?? UnsafeRawPointer(output.baseAddress!), message.count, output.baseAddress, &size, EVP_sha256(), nil)
    }
    guard done == 1, size == 32 else {
      // libcrypto cannot fail here short of running out of memory; Swift's code agrees with it.
      var hash = SHA256()
      hash.update(message)
      return hash.finalize()
    }
    return digest
  }

  /// The lowercase hex spelling of `bytes`.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// Adds the UTF-8 bytes of `text`, preceded by their count, so that no two sequences of
  /// strings give the same message.
  package mutating func update(field text: String) {
    var text = text
    text.withUTF8 { utf8 in
      update(count: utf8.count)
      update(UnsafeRawBufferPointer(utf8))
    }
  }

  /// Adds `count` as eight little-endian bytes.
  package mutating func update(count: Int) {
    withUnsafeBytes(of: UInt64(truncatingIfNeeded: count).littleEndian) { update($0) }
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var offset = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending.append(contentsOf: bytes[0..<taken])
      offset = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { compress($0.baseAddress!) }
      pending.removeAll(keepingCapacity: true)
    }
    guard let base = bytes.baseAddress else { return }
    while bytes.count - offset >= 64 {
      compress(base + offset)
      offset += 64
    }
    pending.append(contentsOf: bytes[offset...])
  }

  /// The 32-byte digest of everything given.
  package mutating func finalize() -> [UInt8] {
    let bits = length &* 8
    var tail: [UInt8] = [0x80]
    while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    let saved = length
    tail.withUnsafeBytes { update($0) }
    length = saved
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) } }
  }

  /// Compresses the 64 bytes at `block` into the state.
  private mutating func compress(_ block: UnsafeRawPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      for index in 0..<16 {
        words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
      }
      for index in 16..<64 {
        let w15 = words[index - 15]
        let w2 = words[index - 2]
        let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
        let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      Self.constants.withUnsafeBufferPointer { constants in
        for index in 0..<64 {
          let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
          let choice = (e & f) ^ (~e & g)
          let temp1 = h &+ s1 &+ choice &+ constants[index] &+ words[index]
          let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let temp2 = s0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
        }
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
      )
    }
  }

  @inline(__always)
  private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }

  private static let constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}
