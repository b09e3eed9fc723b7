enum TaskLoopRetainsSelfExamples {
  static let triggering = [
    """
    @MainActor final class FeedModel {
      private var updatesTask: Task<Void, Never>?
      func start() {
        updatesTask = ⟪Task⟫ {
          for await item in NotificationCenter.default.notifications(named: .feedChanged) {
            self.items.append(item)
          }
        }
      }
      deinit { updatesTask?.cancel() }
    }
    """,
    """
    final class SettingsObserver {
      var task: Task<Void, Never>?
      var theme = Theme.light
      func observe(_ store: Store) {
        self.task = ⟪Task⟫ { @MainActor in
          for await value in store.themes {
            apply(value)
          }
        }
      }
      func apply(_ value: Theme) { theme = value }
    }
    """,
    """
    actor Monitor {
      private var tasks: [Task<Void, Error>] = []
      private var count = 0
      func watch(_ events: AsyncStream<Event>) {
        tasks.append(⟪Task⟫ {
          for try await event in events where event.isRelevant {
            count += 1
          }
        })
      }
    }
    """,
    """
    final class Downloader {
      private var workers: [UUID: Task<Void, Never>] = [:]
      func follow(_ id: UUID) {
        workers[id] = Task.detached { [weak self] in
          ⟪if⟫ let self {
            for await progress in self.progress(of: id) {
              self.report(progress)
            }
          }
        }
      }
    }
    """,
    """
    final class Player {
      var observation: Task<Void, Never>?
      func start() {
        observation = Task { [weak self] in
          let events = Player.events()
          ⟪guard⟫ let self else { return }
          for await event in events {
            self.handle(event)
          }
        }
      }
    }
    """,
    """
    final class RootCoordinator {
      private var appearance: AnyCancellable?
      private let settings: Settings
      func observe() {
        appearance = ⟪Task⟫ {
          for await value in settings.appearanceUpdates {
            apply(value)
          }
        }
        .asAnyCancellable()
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    @MainActor final class FeedModel {
      private var updatesTask: Task<Void, Never>?
      func start() {
        updatesTask = Task { [weak self] in
          for await item in NotificationCenter.default.notifications(named: .feedChanged) {
            guard let self else { return }
            self.items.append(item)
          }
        }
      }
      deinit { updatesTask?.cancel() }
    }
    """,
    """
    @MainActor final class FeedModel {
      private var updatesTask: Task<Void, Never>?
      func start() {
        updatesTask = Task {
          for await item in NotificationCenter.default.notifications(named: .feedChanged) {
            self.items.append(item)
          }
        }
      }
      func stop() {
        updatesTask?.cancel()
      }
    }
    """,
    """
    final class Monitor {
      private var tasks: [Task<Void, Never>] = []
      func watch(_ events: AsyncStream<Event>) {
        tasks.append(Task {
          for await event in events { self.handle(event) }
        })
      }
      func stopAll() {
        tasks.forEach { $0.cancel() }
      }
    }
    """,
    """
    final class FeedModel {
      func start() {
        Task {
          for await item in NotificationCenter.default.notifications(named: .feedChanged) {
            self.items.append(item)
          }
        }
        let task = Task {
          for await item in feed { self.show(item) }
        }
        _ = task
      }
    }
    """,
    """
    final class LineReader {
      var task: Task<Void, Error>?
      func read(_ url: URL) {
        task = Task {
          for try await line in url.lines {
            self.lines.append(line)
          }
        }
      }
    }
    """,
    """
    final class Consumer {
      var task: Task<Void, Never>?
      func consume(_ values: AsyncStream<Int>) {
        task = Task {
          for await value in values {
            if value < 0 { break }
            self.total += value
          }
        }
      }
    }
    """,
    """
    final class Session {
      static let shared = Session()
      var task: Task<Void, Never>?
      func start() {
        task = Task {
          for await state in Network.states { self.state = state }
        }
      }
    }
    """,
    """
    final class Logger {
      var task: Task<Void, Never>?
      func start(_ lines: AsyncStream<String>) {
        task = Task { [weak self] in
          guard let self else { return }
          for await line in lines { self.write(line) }
        }
        task = Task.detached {
          for await line in lines { print(line) }
        }
      }
    }
    """,
    """
    struct FeedView {
      @State var task: Task<Void, Never>?
      func start() {
        task = Task {
          for await item in feed { show(item) }
        }
      }
    }
    """,
    """
    final class Relay {
      var task: Task<Void, Never>?
      private var continuation: AsyncStream<Int>.Continuation?
      func start(_ values: AsyncStream<Int>) {
        task = Task {
          for await value in values { self.forward(value) }
        }
      }
      func stop() { continuation?.finish() }
    }
    """,
    """
    final class Printer {
      var task: Task<Void, Never>?
      func start(_ values: AsyncStream<Int>) {
        let label = "value"
        task = Task {
          for await value in values { print(label, value) }
        }
      }
    }
    """,
    """
    final class Watcher {
      var task: Task<Void, Never>?
      func start(_ values: AsyncStream<Int>) {
        task = Task { [weak self] in
          for await value in values {
            if let self {
              self.count = value
            }
          }
        }
      }
    }
    """,
    """
    final class Watcher {
      var task: Task<Void, Never>?
      func start(_ values: AsyncStream<Int>) {
        task = Task { [unowned self] in
          for await value in values { self.count = value }
        }
      }
      func restart(_ values: AsyncStream<Int>) {
        poller?.cancel()
        poller = Task {
          for await value in values { self.count = value }
        }
      }
      var poller: Task<Void, Never>?
    }
    """,
    """
    final class Fetcher {
      var task: Task<Void, Never>?
      func start(_ urls: [URL]) {
        task = Task {
          await withTaskGroup(of: Data.self) { group in
            for url in urls { group.addTask { await self.load(url) } }
            for await data in group { self.store(data) }
          }
        }
      }
    }
    """,
    """
    extension FeedModel {
      func start() {
        updatesTask = Task {
          for await item in feed { self.items.append(item) }
        }
      }
    }
    """,
    """
    final class Registry {
      private var listeners: [UUID: Task<Void, Never>] = [:]
      func listen(_ id: UUID, to values: AsyncStream<Int>) {
        listeners[id] = Task {
          for await value in values { self.record(value, for: id) }
        }
      }
      func remove(_ id: UUID) {
        listeners[id]?.cancel()
      }
    }
    """,
    """
    import XCTest

    final class FeedModelTests: XCTestCase {
      var task: Task<Void, Never>?
      func testUpdates() {
        task = Task {
          for await item in feed { self.received.append(item) }
        }
      }
    }
    """,
  ]
}
