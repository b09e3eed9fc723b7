/// Examples of `swift5-shared-state`, with markers where findings are expected.
enum Swift5SharedStateExamples {
  static let triggering = [
    """
    enum Config {
      static var ⟪baseURL⟫ = URL(string: "https://example.com")!
      static var ⟪retries⟫: Int = 3 {
        didSet { print(retries) }
      }
    }
    var ⟪requestCount⟫ = 0
    """,
    """
    final class ImageCache {
      static let ⟪shared⟫ = ImageCache()
      private var images: [URL: Data] = [:]
    }
    """,
    """
    class Session: NSObject, ObservableObject {
      var token: String?
    }
    let ⟪currentSession⟫: Session? = Session()
    struct Environment {
      static let ⟪session⟫ = Session.init()
    }
    """,
    """
    actor Downloader {
      static var ⟪active⟫ = 0
    }
    final class Store {}
    extension Store {
      static var ⟪instances⟫ = [Store]()
    }
    extension String {
      static var ⟪lastQuery⟫ = ""
    }
    """,
  ]

  static let nonTriggering = [
    """
    @MainActor final class ImageCache {
      static let shared = ImageCache()
      static var hits = 0
    }
    enum Config {
      static let baseURL = URL(string: "https://example.com")!
      static var timeout: TimeInterval { 30 }
      nonisolated(unsafe) static var retries = 3
      @MainActor static var theme = "light"
      @TaskLocal static var requestID: String?
    }
    """,
    """
    final class Metrics: Sendable {
      static let shared = Metrics()
      let started = Date()
    }
    final class Cache: @unchecked Sendable {
      static let shared = Cache()
    }
    final class Registry {}
    extension Registry: @unchecked Sendable {
      static let shared = Registry()
    }
    actor Store {
      static let shared = Store()
    }
    """,
    """
    struct ProfileView: View {
      static var openCount = 0
      var body: some View { Text("") }
    }
    final class FeedViewController: UIViewController {
      static var lastOffset: CGFloat = 0
    }
    @DatabaseActor final class Database {
      static var connections = 0
    }
    """,
    """
    protocol Service {
      static var name: String { get }
    }
    final class Client {
      static let shared = URLSession.shared
      static let decoder = JSONDecoder()
      func load() {
        var attempts = 0
        attempts += 1
      }
    }
    let model = SomeSDKModel()
    extension UIView {
      static var animationsEnabled = true
    }
    """,
    """
    import XCTest

    final class MockPixelFiring {
      static var lastEvent: String?
    }
    """,
  ]
}
