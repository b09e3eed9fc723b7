enum ObservationsRetainsSelfExamples {
  static let triggering = [
    """
    @MainActor final class CounterModel {
      var count = 0
      private var task: Task<Void, Never>?
      func start() {
        let counts = ⟪Observations⟫ { self.count }
        task = Task {
          for await value in counts { print(value) }
        }
      }
    }
    """,
    """
    @Observable final class Player {
      var progress = 0.0
      var progressValues: Observations<Double, Never>?
      func start() {
        progressValues = ⟪Observations⟫ { self.progress }
      }
    }
    """,
    """
    @MainActor final class Model {
      var name = ""
      var tasks: [Task<Void, Never>] = []
      func start() {
        tasks.append(Task { [weak self] in
          guard let self else { return }
          for await name in ⟪Observations⟫.untilFinished({ [self] in .next(name) }) {
            print(name)
          }
        })
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    @MainActor final class CounterModel {
      var count = 0
      private var task: Task<Void, Never>?
      func start() {
        let counts = Observations { [weak self] in self?.count }
        task = Task {
          for await value in counts { print(value as Any) }
        }
      }
    }
    """,
    """
    @MainActor final class CounterModel {
      var count = 0
      func start() {
        let counts = Observations { self.count }
        Task {
          for await value in counts { print(value) }
        }
      }
    }
    """,
    """
    @MainActor final class CounterModel {
      var count = 0
      private var task: Task<Void, Never>?
      func start() {
        task = Task {
          for await value in Observations({ self.count }) { print(value) }
        }
      }
      func stop() { task?.cancel() }
    }
    """,
    """
    @MainActor final class Screen {
      private var task: Task<Void, Never>?
      func start(model: CounterModel) {
        task = Task { [weak self] in
          for await value in Observations({ model.count }) {
            self?.show(value)
          }
        }
      }
    }
    """,
    """
    struct CounterView {
      var model: CounterModel
      var counts: Observations<Int, Never> { Observations { model.count } }
    }
    """,
  ]
}
