import Foundation
import Observation

func fetchValue(_ completion: @escaping @Sendable (Int?) -> Void) {}

func loadOnce() async -> Int {
  await withCheckedContinuation { continuation in
    fetchValue { value in
      continuation.resume(returning: value ?? 0)
    }
  }
}

final class ClockModel {
  var task: Task<Void, Never>?

  func start() {
    task = Task { [weak self] in
      for await _ in NotificationCenter.default.notifications(named: .NSSystemClockDidChange) {
        guard let self else { return }
        self.refresh()
      }
    }
  }

  func stop() { task?.cancel() }

  func refresh() {}
}

@Observable final class Total {
  var value = 0

  func watch() -> Observations<Int, Never> {
    Observations { [weak self] in self?.value ?? 0 }
  }
}

func clockEvents() -> AsyncStream<Date> {
  AsyncStream { continuation in
    let observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
      continuation.yield(Date())
    }
    continuation.onTermination = { _ in NotificationCenter.default.removeObserver(observer) }
  }
}
