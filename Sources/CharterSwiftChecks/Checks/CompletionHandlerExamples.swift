extension CompletionHandler {
  public static let triggering = [
    """
    final class ProfileService {
      func loadProfile(id: String, ⟪completion⟫: @escaping (Result<Profile, Error>) -> Void) {}
      func save(_ profile: Profile, _ ⟪completionHandler⟫: @escaping @Sendable (Error?) -> Void) {}
    }
    """,
    """
    protocol Uploader {
      func upload(_ data: Data, ⟪callback⟫: ((Bool) -> Void)?)
    }
    func fetch(then ⟪reply⟫: @escaping (Data) -> Void) {}
    func online(_ ⟪handler⟫: @escaping (Bool) -> Void) {}
    """,
    """
    extension Store {
      static func refresh(force: Bool = false, ⟪onComplete⟫: (@MainActor () -> Void)? = nil) {}
      func sync(⟪completionBlock⟫: @escaping SyncCompletion) {}
    }
    """,
    """
    protocol SyncDelegate: AnyObject {
      func syncDidFinish(_ sync: Sync)
    }
    final class Sync: SyncDelegate {
      func syncDidFinish(_ sync: Sync) {}
      func start(_ ⟪completion⟫: @escaping () -> Void) {}
    }
    final class Uploader: NSObject {
      func save(_ session: URLSession, ⟪completion⟫: @escaping (Error?) -> Void) {}
      func upload(_ data: Data, expirationHandler: @escaping () -> Void, ⟪completion⟫: @escaping () -> Void) {}
    }
    """,
  ]
  public static let nonTriggering = [
    """
    final class ProfileService {
      func loadProfile(id: String) async throws -> Profile { try await api.profile(id) }
      func each(_ handler: (Profile) -> Void) {}
      func observe(handler: @escaping (Profile) -> Void) {}
      func onChange(callback: @escaping (Profile) -> Void) {}
      func addObserver(_ name: String, handler: ((Profile) -> Void)?) {}
      func flatMap<T>(_ callback: @escaping (Profile) -> Future<T>) -> Future<T> { fatalError() }
      func recover(_ callback: @escaping (Error) throws -> Profile) {}
    }
    """,
    """
    final class Service {
      func fetch(completion: @escaping (Data) -> Void) {}
      func fetch() async -> Data { Data() }
    }
    class Child: Parent {
      override func load(completion: @escaping () -> Void) {}
    }
    """,
    """
    @objc protocol LegacyDelegate {
      func finish(completion: @escaping () -> Void)
    }
    final class Bridge: NSObject {
      @objc func run(completion: @escaping () -> Void) {}
      @available(*, deprecated, renamed: "run()")
      func start(completion: @escaping () -> Void) {}
      func transform(_ value: Int, using handler: Handler?) {}
    }
    """,
    """
    final class Downloader: NSObject {
      func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
      ) {
        reject(completionHandler: completionHandler)
      }
      private func reject(completionHandler: @escaping (URLRequest?) -> Void) { completionHandler(nil) }
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
      ) {}
    }
    """,
    """
    struct Provider: TimelineProvider {
      func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {}
      func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {}
    }
    extension SceneController: UIWebViewDelegate, WKUIDelegate {
      func present(alert: String, completionHandler: @escaping () -> Void) {}
    }
    final class Work {
      func begin(expirationHandler handler: @escaping () -> Void) {}
    }
    """,
  ]
}
