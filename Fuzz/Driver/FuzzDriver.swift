import CharterFuzzing

/// libFuzzer's entry point for a driver of our own (`LLVMFuzzerRunDriver`), declared by name:
/// SwiftPM renames an executable's `main` to `<Module>_main`, so each fuzz executable defines
/// that function and hands its arguments and its test function to libFuzzer here.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and `test` as the function under test.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return LLVMFuzzerRunDriver(&count, &vector, test)
}

extension FuzzTarget {
  /// Checks one input and traps on a broken invariant, which libFuzzer records as a crash.
  public func runOrCrash(_ bytes: UnsafeBufferPointer<UInt8>) {
    let problems = check(bytes)
    if !problems.isEmpty { fatalError("\(rawValue): " + problems.joined(separator: "\n")) }
  }
}
