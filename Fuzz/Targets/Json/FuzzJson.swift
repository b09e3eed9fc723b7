import CharterFuzzing
import FuzzDriver

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzTarget.json.runOrCrash(UnsafeBufferPointer(start: data, count: size))
  return 0
}

@_cdecl("FuzzJson_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzTest)
}
