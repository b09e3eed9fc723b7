enum RedundantMainActorExamples {
  static let triggering = [
    """
    @MainActor final class ProfileModel {
      ⟪@MainActor⟫ var name = ""
      ⟪@MainActor⟫ init() {}
      ⟪@MainActor⟫ func reload() {}
      ⟪@MainActor⟫ subscript(index: Int) -> String { name }
    }
    """,
    """
    final class ProfileViewController: UIViewController {
      ⟪@MainActor⟫ override func viewDidLoad() {
        super.viewDidLoad()
      }
    }
    """,
    """
    @MainActor final class Store {}

    extension Store {
      #if DEBUG
      ⟪@MainActor⟫ static func debugDump() {}
      #endif
      @discardableResult ⟪@_Concurrency.MainActor⟫ func save() -> Bool { true }
    }

    @MainActor extension Cache {
      ⟪@MainActor⟫ func warm() {}
    }
    """,
    """
    @MainActor protocol Presenter {
      ⟪@MainActor⟫ func present()
    }
    struct Screen: View {
      ⟪@MainActor⟫ var title: String { "Home" }
      var body: some View { Text(title) }
    }
    """,
  ]

  static let nonTriggering = [
    """
    @MainActor final class Receiver {
      var observer: NSObjectProtocol?
      @MainActor deinit {
        observer.map(NotificationCenter.default.removeObserver)
      }
    }
    """,
    """
    final class ImageCache {
      @MainActor func preview() {}
      @MainActor var thumbnail: Image?
    }
    actor Downloader {
      @MainActor func report() {}
    }
    """,
    """
    @MainActor final class ProfileModel {
      @MainActor final class Nested {}
      final class Loader {
        @MainActor func load() {}
      }
      struct Row {
        @MainActor func render() {}
      }
      var handler: @MainActor () -> Void = {}
      func reload() {
        @MainActor func local() {}
        local()
      }
    }
    """,
    """
    @BackgroundActor final class Indexer {
      @MainActor func publish() {}
    }
    extension Indexer {
      @MainActor func report() {}
    }
    """,
    """
    @MainActor final class ProfileTests: XCTestCase {
      @MainActor override func setUp() async throws {}
      @MainActor override func tearDown() {}
    }
    protocol HomeScreen: View {
      @MainActor var title: String { get }
    }
    """,
  ]
}
