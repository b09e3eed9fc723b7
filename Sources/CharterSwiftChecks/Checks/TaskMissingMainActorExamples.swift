enum TaskMissingMainActorExamples {
  static let triggering = [
    """
    @MainActor final class ProfileModel {
      var name = ""
      func reload() {
        ⟪Task⟫ { [weak self] in
          self?.name = await API.name()
        }
      }
    }
    """,
    """
    final class ProfileViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        ⟪Task⟫(priority: .userInitiated) { [weak self] in
          guard let self else { return }
          let profile = await API.profile()
          self.title = profile.name
        }
      }
    }
    """,
    """
    @MainActor final class Store {}

    extension Store {
      var loader: Task<Void, Never> {
        ⟪Task⟫ { [unowned self] in self.isLoading = true; await self.load() }
      }
      #if DEBUG
      func debug() {
        _ = ⟪Task⟫<Void, Never>(operation: { [weak self] in self?.log(await API.state()) })
        _ = ⟪Task⟫.init { [weak welf = self] in
          if let strong = welf { strong.count += 1 }
        }
      }
      #endif
    }
    """,
    """
    final class Counter {
      @MainActor func increment() {
        ⟪Task⟫ { [weak self] in
          let value = await Store.next()
          self?.value = value
        }
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    @MainActor final class ProfileModel {
      var name = ""
      func reload() {
        Task { @MainActor [weak self] in
          self?.name = await API.name()
        }
        Task.detached { [weak self] in
          await self?.compress()
        }
        Task { await API.ping() }
      }
    }
    """,
    """
    @MainActor final class ProfileModel {
      nonisolated func prefetch() {
        Task { [weak self] in await self?.warm() }
      }
      @BackgroundActor func index() {
        Task { [weak self] in await self?.warm() }
      }
      deinit {
        Task { [weak self] in await self?.warm() }
      }
    }
    """,
    """
    final class ProfileViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        // Only awaits: the calls hop to the main actor whatever the task's isolation.
        Task { [weak self] in
          await self?.refresh()
          guard let self else { return }
          try? await self.reload(force: true)
        }
        // A task in a `@Sendable` handler inherits no actor: its author left the main actor.
        NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: nil) { @Sendable _ in
          Task(priority: .userInitiated) { [weak self] in
            self?.refreshNow()
          }
        }
      }
    }
    """,
    """
    final class Cache {
      func refresh() {
        Task { [weak self] in await self?.reload() }
      }
    }
    actor Downloader {
      func start() {
        Task { [weak self] in await self?.run() }
      }
    }
    """,
    """
    @MainActor final class Screen {
      actor Loader {
        func load() {
          Task { [weak self] in await self?.fill() }
        }
      }
      final class Helper {
        func help() {
          Task { [weak self] in await self?.work() }
        }
      }
    }
    """,
  ]
}
