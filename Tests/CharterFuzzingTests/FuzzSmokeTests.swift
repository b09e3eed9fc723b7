import CharterFuzzing
import Foundation
import Testing

/// The fuzz targets' smoke run, part of every test run (and so of CI): each target on its seeds
/// from the repository, on a fixed-seed set of mutations of them, and on every input that once
/// broke it. libFuzzer's own runs (`make fuzz`) explore far more; this keeps the invariants
/// checked on every change without the instrumented build.
@Suite struct FuzzSmokeTests {
  /// Mutated inputs per target.
  static let mutations = 300

  @Test(arguments: FuzzTarget.allCases)
  func seedsAndMutationsKeepEveryInvariant(_ target: FuzzTarget) throws {
    let seeds = FuzzCorpus.seeds(for: target)
    #expect(!seeds.isEmpty, "no seeds for \(target.rawValue)")
    for seed in seeds {
      let problems = target.check(seed.bytes)
      #expect(problems.isEmpty, "\(target.rawValue) on \(seed.name): \(problems.prefix(3))")
    }
    var mutator = FuzzMutator(seed: 0x5EED_0000 &+ UInt64(target.rawValue.utf8.count))
    for round in 0..<Self.mutations {
      let input = mutator.mutate(seeds.map(\.bytes))
      let problems = target.check(input)
      #expect(problems.isEmpty, "\(target.rawValue) mutation \(round): \(problems.prefix(3)) on \(FuzzCorpus.shown(input))")
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyInputThatOnceBrokeATargetStaysFixed(_ target: FuzzTarget) throws {
    for input in FuzzCorpus.regressions(for: target) {
      let problems = target.check(input.bytes)
      #expect(problems.isEmpty, "\(target.rawValue) regression \(input.name): \(problems.prefix(3))")
    }
  }
}
