enum SinkWithoutReceiveOnExamples {
  static let triggering = [
    """
    import Combine

    @MainActor final class SettingsModel {
      var cancellables: Set<AnyCancellable> = []
      var isLowPower = false
      init() {
        NotificationCenter.default.publisher(for: .NSProcessInfoPowerStateDidChange)
          .⟪sink⟫ { [weak self] _ in self?.isLowPower = ProcessInfo.processInfo.isLowPowerModeEnabled }
          .store(in: &cancellables)
      }
    }
    """,
    """
    import Combine

    final class PlayerViewController: UIViewController {
      var token: AnyCancellable?
      override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default
          .publisher(for: AVPlayerItem.didPlayToEndTimeNotification, object: nil)
          .compactMap { $0.object as? AVPlayerItem }
          .filter { $0.status == .readyToPlay }
          .debounce(for: .milliseconds(300), scheduler: DispatchQueue.global())
          .⟪sink⟫(receiveValue: { [weak self] item in self?.finished(item) })
      }
    }
    """,
    """
    import Combine

    @MainActor final class Banner {}

    extension Banner {
      func observe() -> AnyCancellable {
        #if os(iOS)
        let center = NotificationCenter.Publisher(center: .default, name: .bannerChanged)
        _ = center
        #endif
        return NotificationCenter.default.publisher(for: .bannerChanged).map(\\.name).eraseToAnyPublisher()
          .⟪sink⟫(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.update() })
      }
      func observeDirectly() -> AnyCancellable {
        NotificationCenter.Publisher(center: .default, name: .bannerChanged).⟪sink⟫ { _ in }
      }
    }
    """,
    """
    import Combine

    @MainActor final class AudioRouteModel {
      private let notificationCenter: NotificationCenter
      private var cancellables: Set<AnyCancellable> = []
      init(notificationCenter: NotificationCenter = .default) {
        self.notificationCenter = notificationCenter
        self.notificationCenter.publisher(for: AVAudioSession.routeChangeNotification)
          .⟪sink⟫ { [weak self] _ in self?.refresh() }
          .store(in: &cancellables)
      }
      func observe(center: NotificationCenter) {
        center.publisher(for: .AVPlayerItemDidPlayToEndTime).⟪sink⟫ { [weak self] _ in self?.refresh() }
          .store(in: &cancellables)
        let local = NotificationCenter.default
        local.publisher(for: .NSPersistentStoreRemoteChange).⟪sink⟫ { [weak self] _ in self?.refresh() }
          .store(in: &cancellables)
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    import Combine

    @MainActor final class LifecycleModel {
      private let notificationCenter = NotificationCenter.default
      private var cancellables: Set<AnyCancellable> = []
      func start(player: AVPlayer) {
        notificationCenter.publisher(for: UIApplication.didBecomeActiveNotification)
          .sink { [weak self] _ in self?.resume() }
          .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .UIApplicationWillResignActive)
          .sink { [weak self] _ in self?.pause() }
          .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
          .sink { [weak self] _ in self?.pause() }
          .store(in: &cancellables)
        player.publisher(for: \\.timeControlStatus)
          .sink { [weak self] _ in self?.update() }
          .store(in: &cancellables)
      }
    }
    """,
    """
    import Combine

    @MainActor final class SettingsModel {
      var cancellables: Set<AnyCancellable> = []
      init() {
        NotificationCenter.default.publisher(for: .NSProcessInfoPowerStateDidChange)
          .map { _ in ProcessInfo.processInfo.isLowPowerModeEnabled }
          .receive(on: DispatchQueue.main)
          .sink { [weak self] value in self?.isLowPower = value }
          .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .userDidChange)
          .receive(on: RunLoop.main)
          .sink { [weak self] _ in self?.reload() }
          .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .searchChanged)
          .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
          .sink { [weak self] _ in self?.search() }
          .store(in: &cancellables)
      }
    }
    """,
    """
    import Combine

    final class Logger {
      var token: AnyCancellable?
      func start() {
        token = NotificationCenter.default.publisher(for: .didLog).sink { print($0) }
      }
    }
    actor Recorder {
      var token: AnyCancellable?
      func start() {
        token = NotificationCenter.default.publisher(for: .didLog).sink { print($0) }
      }
    }
    """,
    """
    import Combine

    @MainActor final class Monitor {
      var token: AnyCancellable?
      var other: AnyCancellable?
      nonisolated func observe() -> AnyCancellable {
        NotificationCenter.default.publisher(for: .didLog).sink { print($0) }
      }
      func start(subject: PassthroughSubject<Int, Never>) {
        other = subject.map { $0 + 1 }.sink { print($0) }
        Task.detached {
          _ = NotificationCenter.default.publisher(for: .didLog).sink { print($0) }
        }
      }
    }
    """,
    """
    import Combine

    @MainActor final class Screen {
      final class Observer {
        var token: AnyCancellable?
        func start() {
          token = NotificationCenter.default.publisher(for: .didLog).sink { print($0) }
        }
      }
    }
    """,
  ]
}
