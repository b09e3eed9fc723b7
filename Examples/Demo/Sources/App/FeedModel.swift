@MainActor final class FeedModel {
  var items: [String] = []

  func start(updates: AsyncStream<String>) {
    Task { [weak self] in
      guard let self else { return }
      for await item in updates {
        self.items.append(item)
      }
    }
  }
}
