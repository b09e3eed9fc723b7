enum MainActorBackgroundCallbackExamples {
  static let triggering = [
    """
    import BackgroundTasks

    @MainActor final class AppModel {
      func registerRefresh() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: nil) ⟪{⟫ task in
          task.expirationHandler = ⟪{⟫ task.setTaskCompleted(success: false) }
          self.refresh(task)
        }
      }
    }
    """,
    """
    import BackgroundTasks

    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        _ = BGTaskScheduler.shared.register(
          forTaskWithIdentifier: "app.cleanup", using: DispatchQueue.global(), launchHandler: ⟪{⟫ task in
            Cleaner.run()
            task.setTaskCompleted(success: true)
          })
        return true
      }
    }
    """,
    """
    import BackgroundTasks

    @MainActor final class Scheduler {}

    extension Scheduler {
      func handle(_ task: BGProcessingTask) {
        #if os(iOS)
        task.expirationHandler = ⟪{⟫ [weak self] in self?.cancel() }
        #endif
        let work = { @Sendable in
          task.expirationHandler = { print("expired") }
        }
        work()
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    import BackgroundTasks

    @MainActor final class AppModel {
      func registerRefresh() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: nil) { @Sendable task in
          task.expirationHandler = { task.setTaskCompleted(success: false) }
          Task { @MainActor in AppModel.shared.refresh() }
        }
      }
      nonisolated func handle(_ task: BGTask) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
      }
    }
    """,
    """
    import BackgroundTasks

    @MainActor final class AppModel {
      func registerOnMain() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: .main) { task in
          self.refresh(task)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.sync", using: DispatchQueue.main) { task in
          self.sync(task)
        }
      }
    }
    """,
    """
    import BackgroundTasks

    final class BackgroundWork {
      func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "app.refresh", using: nil) { task in
          task.expirationHandler = { task.setTaskCompleted(success: false) }
        }
      }
    }
    actor Worker {
      func handle(_ task: BGTask) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
      }
    }
    """,
    """
    import BackgroundTasks

    @MainActor final class AppModel {
      func schedule(_ task: BGTask) {
        Task.detached {
          task.expirationHandler = { task.setTaskCompleted(success: false) }
        }
        task.expirationHandler = handler
        operation.completionHandler = { print("done") }
      }
    }
    """,
  ]
}
