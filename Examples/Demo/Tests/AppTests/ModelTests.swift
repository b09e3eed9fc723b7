import Testing

@Test func incrementCounts() {
  // A test in the house style: 2-space indentation, Swift Testing.
  #expect(1 + 1 == 2)
}
