import Foundation
import Observation

func fetch(_ completion: @escaping @Sendable (Int?) -> Void) {}

func loadTwice() async -> Int {
  await withCheckedContinuation { continuation in
    fetch { value in
      continuation.resume(returning: value ?? 0)
      continuation.resume(returning: 0)  // WRONG: continuation-misuse
    }
  }
}

func loadOrHang() async -> Int {
  await withCheckedContinuation { continuation in
    fetch { value in
      guard let value else { return }  // WRONG: continuation-misuse
      continuation.resume(returning: value)
    }
  }
}

final class FeedModel {
  var task: Task<Void, Never>?
  var count = 0

  func start() {
    task = Task {  // WRONG: task-loop-retains-self
      for await _ in NotificationCenter.default.notifications(named: .NSSystemClockDidChange) {
        self.refresh()
      }
    }
  }

  func refresh() {}
}

@Observable final class Counter {
  var value = 0
  var observer: Task<Void, Never>?

  func watch() {
    let values = Observations { self.value }  // WRONG: observations-retains-self
    observer = Task { [weak self] in
      for await value in values { self?.value = value }
    }
  }
}

func clockChanges() -> AsyncStream<Date> {
  AsyncStream { continuation in  // WRONG: async-stream-unfinished
    _ = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
      continuation.yield(Date())
    }
  }
}
