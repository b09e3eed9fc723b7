/// Examples of `nonisolated-async-heavy-work`, in a module with `NonisolatedNonsendingByDefault`.
enum NonisolatedAsyncHeavyWorkExamples {
  static let triggering = [
    """
    struct FeedLoader {
      func load(from url: URL) async throws -> Feed {
        let data = try ⟪Data(contentsOf: url)⟫
        return try await parse(data)
      }
    }
    func decodeFeed(_ data: Data) async throws -> Feed {
      try ⟪JSONDecoder().decode(Feed.self, from: data)⟫
    }
    """,
    """
    enum Thumbnails {
      nonisolated static func make(_ data: Data) async -> UIImage? {
        ⟪UIImage(data: data)⟫?.preparingThumbnail(of: CGSize(width: 80, height: 80))
      }
    }
    final class Archive: Sendable {
      private let decoder = PropertyListDecoder()
      func entries(_ data: Data) async throws -> [Entry] {
        try ⟪decoder.decode([Entry].self, from: data)⟫
      }
    }
    """,
    """
    func scan(_ root: URL) async -> [URL] {
      let found = ⟪FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)⟫
      return found?.allObjects as? [URL] ?? []
    }
    """,
  ]

  static let nonTriggering = [
    """
    struct FeedLoader {
      @concurrent func load(from url: URL) async throws -> Feed {
        try JSONDecoder().decode(Feed.self, from: Data(contentsOf: url))
      }
      func fetch(_ url: URL) async throws -> Feed {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(Feed.self, from: data)
      }
      func later(_ data: Data) async -> Feed? {
        await Task.detached { try? JSONDecoder().decode(Feed.self, from: data) }.value
      }
    }
    """,
    """
    @MainActor final class FeedModel {
      func load(_ data: Data) async throws {
        items = try JSONDecoder().decode([Item].self, from: data)
      }
    }
    actor Store {
      func load(_ url: URL) async throws -> Data { try Data(contentsOf: url) }
    }
    final class Client {
      func load(_ url: URL) async throws -> Data { try Data(contentsOf: url) }
    }
    struct Parser {
      func parse(_ data: Data) throws -> Feed { try JSONDecoder().decode(Feed.self, from: data) }
      func decode(_ data: Data) async throws -> Feed { try coder.decode(Feed.self, from: data) }
    }
    """,
  ]
}
