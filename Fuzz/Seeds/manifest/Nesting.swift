// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: [.swiftLanguageMode(.v6)])])
func f() {
  if a {} else if b {} else if c {}
  let x: A<B<C>> = try await g(h ? i : j)
  #if os(Linux)
  let y = "\("\(1)")"
  #endif
}
