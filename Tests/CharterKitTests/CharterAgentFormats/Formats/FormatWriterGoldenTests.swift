import Foundation
import Testing

@testable import CharterKit

/// Each writer's outputs for ``ComposeSamples/fragments``, against golden files under
/// `Tests/Fixtures/Compose/Formats/<target>/expected/`: one `<path>.golden` per output (the
/// whole file, or the managed block's inner text) and `outputs.golden` listing the outputs.
/// The `.golden` suffix keeps agents and Charter from reading them as rule files.
@Suite struct FormatWriterGoldenTests {
  @Test(arguments: ComposeSamples.targets)
  func outputsMatchGoldenFiles(target: String) throws {
    let outputs = ComposeSamples.format(target).write(ComposeSamples.fragments)
    let folder = "Compose/Formats/\(target)/expected"
    let manifest = outputs.map { "\($0.ownership == .wholeFile ? "whole-file   " : "managed-block") \($0.path)\n" }
    try assertGolden(manifest.joined(), "\(folder)/outputs.golden")
    for output in outputs {
      #expect(output.target == target)
      try assertGolden(output.content, "\(folder)/\(output.path).golden")
    }
  }

  @Test(arguments: ComposeSamples.targets)
  func outputsAreDeterministicAndIndependentOfInputOrder(target: String) {
    let format = ComposeSamples.format(target)
    #expect(format.write(ComposeSamples.fragments) == format.write(ComposeSamples.fragments.reversed()))
  }

  @Test(arguments: ComposeSamples.targets)
  func noFragmentsWriteNothing(target: String) {
    #expect(ComposeSamples.format(target).write([]).isEmpty)
  }

  @Test(arguments: ComposeSamples.targets)
  func everyFragmentBodyAppearsOnce(target: String) {
    let text = ComposeSamples.format(target).write(ComposeSamples.fragments).map(\.content).joined()
    for fragment in ComposeSamples.fragments {
      #expect(text.components(separatedBy: "from \(fragment.sourcePath)").count == 2, "\(fragment.name)")
    }
  }
}
