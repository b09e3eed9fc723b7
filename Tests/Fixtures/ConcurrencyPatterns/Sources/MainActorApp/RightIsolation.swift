import Foundation

struct Article: Decodable {}

final class ProfileModel {
  var name = ""
}

struct ArticleLoader {
  @concurrent nonisolated func load(from url: URL) async throws -> Article {
    try JSONDecoder().decode(Article.self, from: Data(contentsOf: url))
  }
}
