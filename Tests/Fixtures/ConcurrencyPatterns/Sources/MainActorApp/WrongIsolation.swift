import Foundation

struct Feed: Decodable {}

@MainActor final class SettingsModel {  // WRONG: redundant-mainactor
  var theme = "light"
}

struct FeedLoader {
  nonisolated func load(from url: URL) async throws -> Feed {
    try JSONDecoder().decode(Feed.self, from: Data(contentsOf: url))  // WRONG: nonisolated-async-heavy-work
  }
}
