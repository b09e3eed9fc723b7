enum TaskWeakSelfGuardExamples {
  static let triggering = [
    """
    final class ProfileModel {
      let api = API()
      func refresh() {
        Task { [weak self] in
          ⟪guard⟫ let self, let profile = await api.fetchProfile() else { return }
          self.profile = profile
        }
      }
    }
    """,
    """
    final class FeedViewController: UIViewController {
      func start() {
        Task { [weak self] in
          ⟪guard⟫ let self else { return }
          for await item in self.feed.items {
            self.show(item)
          }
        }
      }
    }
    """,
    """
    final class Loader {
      func load() {
        Task.detached(priority: .background) { [weak self] in
          ⟪guard⟫ let strongSelf = self else { return }
          let fetch = Network.fetch
          let data = try? await fetch()
          strongSelf.store(data)
        }
      }
    }
    """,
    """
    @MainActor final class Poller {
      func poll() {
        Task(priority: .utility) { @MainActor [weak self] in
          ⟪guard⟫ let self = self, self.isEnabled else { return }
          while true {
            try? await Task.sleep(for: .seconds(5))
            self.refresh()
          }
        }
      }
    }
    """,
    """
    final class Session {
      func resume() {
        Task(operation: { [weak owner = self] in
          ⟪guard⟫ let owner else { return }
          await owner.sync()
          await owner.store.flush()
        })
        Task { [weak self] in
          ⟪guard⟫ let self else {
            return
          }
          #if DEBUG
          await self.log()
          await log(await Logger.shared.next())
          #endif
        }
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    final class Loader {
      func load() {
        Task.detached(priority: .background) { [weak self] in
          guard let strongSelf = self else { return }
          let data = try? await strongSelf.fetch()
          strongSelf.store(data)
        }
        Task { [weak self] in
          guard let self else { return }
          try await self.refresh()
          await reload()
          let count = await self.pendingCount
          self.show(count)
        }
      }
      func reload() async {}
    }
    """,
    """
    @MainActor final class Refresher {
      var testHook: (() async -> Void)?
      let loader: () async -> Int = { 0 }
      func refresh() {
        Task { @MainActor [weak self] in
          guard let self else { return }
          if let hook = self.testHook {
            await hook()
            return
          }
          let load = self.loader
          let count = await load()
          self.show(count)
        }
      }
    }
    """,
    """
    final class FeedViewController: UIViewController {
      func start() {
        Task { [weak self] in
          for await item in Feed.items {
            guard let self else { return }
            self.show(item)
          }
        }
      }
    }
    """,
    """
    final class Loader {
      func load() {
        Task { [weak self] in
          let data = try? await Network.fetch()
          guard let self else { return }
          self.store(data)
        }
      }
    }
    """,
    """
    final class Model {
      func update() {
        Task { [weak self] in
          guard let self else { return }
          self.count += 1
          self.save { await self.flush() }
        }
      }
    }
    """,
    """
    final class Model {
      func update() {
        Task { [weak self] in
          if let self {
            await self.flush()
          }
          await self?.reload()
        }
        Task {
          guard let value = await source.next() else { return }
          print(value)
        }
        DispatchQueue.main.async { [weak self] in
          guard let self else { return }
          Task { await self.flush() }
        }
      }
    }
    """,
    """
    final class Model {
      func update(other: Model?) {
        Task { [weak self] in
          guard let other else { return }
          await other.flush()
          await self?.flush()
        }
      }
    }
    """,
  ]
}
