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
    """
    import AVFoundation

    @MainActor final class Recorder {
      let engine = AVAudioEngine()
      var levels: [Float] = []

      func start() throws {
        let input = engine.inputNode
        input.installTap(onBus: 0, bufferSize: 1024, format: input.outputFormat(forBus: 0)) ⟪{⟫ buffer, _ in
          self.levels.append(buffer.averagePower)
        }
        try engine.start()
      }
    }
    """,
    """
    import CoreData
    import HealthKit

    @MainActor final class ImportModel {
      let container: NSPersistentContainer
      let store = HKHealthStore()

      func importAll(_ items: [Item]) {
        container.performBackgroundTask ⟪{⟫ context in
          items.forEach { $0.insert(into: context) }
          try? context.save()
        }
      }

      func observeSteps(_ type: HKSampleType) {
        let query = HKObserverQuery(sampleType: type, predicate: nil) ⟪{⟫ _, completion, _ in
          self.refresh()
          completion()
        }
        store.execute(query)
        let collection = HKStatisticsCollectionQuery(
          quantityType: .init(.stepCount), quantitySamplePredicate: nil, anchorDate: .now, intervalComponents: .init(day: 1))
        collection.initialResultsHandler = ⟪{⟫ _, results, _ in self.show(results) }
      }
    }
    """,
    """
    import AVFoundation
    import Photos

    @MainActor final class CameraModel: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate, PHPhotoLibraryChangeObserver {
      private let output = AVCaptureVideoDataOutput()
      private let videoQueue = DispatchQueue(label: "video")
      var frames = 0

      func configure() {
        output.setSampleBufferDelegate(self, queue: videoQueue)
        PHPhotoLibrary.shared().register(self)
      }

      func ⟪captureOutput⟫(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {
        frames += 1
      }

      func ⟪photoLibraryDidChange⟫(_ changeInstance: PHChange) {
        reload()
      }
    }
    """,
    """
    import AVFoundation
    import Foundation

    @MainActor final class Downloader: NSObject, URLSessionDownloadDelegate {
      lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
      var finished: [URL] = []

      func ⟪urlSession⟫(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        finished.append(location)
      }

      func observeRoute() {
        NotificationCenter.default.addObserver(
          self, selector: ⟪#selector(routeChanged(_:))⟫, name: AVAudioSession.routeChangeNotification, object: nil)
      }

      @objc func routeChanged(_ notification: Notification) {
        finished.removeAll()
      }
    }
    """,
    """
    import AVFoundation

    final class Meter {
      let engine = AVAudioEngine()

      func start(_ model: LevelModel) {
        engine.mainMixerNode.installTap(onBus: 0, bufferSize: 512, format: nil) { buffer, _ in
          ⟪MainActor.assumeIsolated⟫ { model.level = buffer.averagePower }
        }
        NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: nil) { _ in
          ⟪MainActor.assumeIsolated⟫ { model.pause() }
        }
      }
    }
    """,
    """
    import AVFoundation

    @MainActor final class Meter {
      func start(_ engine: AVAudioEngine) {
        engine.mainMixerNode.installTap(onBus: 0, bufferSize: 512, format: nil) ⟪{⟫ buffer, _ in
          // Reported once, where the main-actor closure starts.
          MainActor.assumeIsolated { print(buffer) }
        }
      }
    }
    """,
    """
    import AVFoundation

    @MainActor final class Poller {
      private var timer: DispatchSourceTimer?
      private let pollQueue = DispatchQueue(label: "poller")
      private let pressure = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical])
      private var player = AVPlayer()

      func start() {
        let timer = DispatchSource.makeTimerSource(queue: pollQueue)
        timer.schedule(deadline: .now(), repeating: 2)
        timer.setEventHandler ⟪{⟫ [weak self] in self?.poll() }
        timer.setCancelHandler(handler: ⟪{⟫ self.stopped() })
        timer.resume()
        self.timer = timer
        pressure.setEventHandler ⟪{⟫ self.trim() }
        _ = player.addPeriodicTimeObserver(forInterval: .init(seconds: 1, preferredTimescale: 600), queue: pollQueue) { _ in
          ⟪MainActor.assumeIsolated⟫ { self.poll() }
        }
      }

      func poll() {}
      func stopped() {}
      func trim() {}
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
    """
    import AVFoundation
    import CoreData

    @MainActor final class Recorder {
      let engine = AVAudioEngine()
      let container: NSPersistentContainer

      func start(_ levels: LevelStore) throws {
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { @Sendable buffer, _ in
          levels.append(buffer.averagePower)
        }
      }

      nonisolated func importAll(_ items: [Item]) {
        container.performBackgroundTask { context in
          try? context.save()
        }
      }
    }

    final class Importer {
      let container: NSPersistentContainer
      func importAll() {
        container.performBackgroundTask { context in try? context.save() }
      }
    }
    """,
    """
    import AVFoundation
    import Photos

    @MainActor final class CameraModel: NSObject, AVCaptureVideoDataOutputSampleBufferDelegate, PHPhotoLibraryChangeObserver {
      private let output = AVCaptureVideoDataOutput()

      func configure() {
        output.setSampleBufferDelegate(self, queue: .main)
      }

      func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}

      nonisolated func photoLibraryDidChange(_ changeInstance: PHChange) {
        Task { @MainActor in self.reload() }
      }
    }

    @MainActor final class Scanner: NSObject, AVCaptureMetadataOutputObjectsDelegate {
      func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {}
    }
    """,
    """
    import AVFoundation
    import UIKit

    @MainActor final class Downloader: NSObject, URLSessionDataDelegate {
      lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: .main)

      func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}

      func observe() {
        NotificationCenter.default.addObserver(
          self, selector: #selector(becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        NotificationCenter.default.addObserver(
          self, selector: #selector(routeChanged), name: AVAudioSession.routeChangeNotification, object: nil)
        NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { _ in
          MainActor.assumeIsolated { self.pause() }
        }
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { _ in
          MainActor.assumeIsolated { self.pause() }
        }
      }

      @objc func becameActive() {}
      @objc nonisolated func routeChanged() {}
    }
    """,
    """
    import AVFoundation

    @MainActor final class Poller {
      private let pressure = DispatchSource.makeMemoryPressureSource(eventMask: .warning, queue: .main)
      private let player = AVPlayer()

      func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.main)
        timer.setEventHandler { self.poll() }
        pressure.setEventHandler { self.trim() }
        let background = DispatchSource.makeTimerSource(queue: .global())
        background.setEventHandler { @Sendable in
          Task { @MainActor in self.poll() }
        }
        _ = player.addPeriodicTimeObserver(forInterval: .init(seconds: 1, preferredTimescale: 600), queue: .main) { _ in
          MainActor.assumeIsolated { self.poll() }
        }
      }

      func poll() {}
      func trim() {}
    }

    final class FileWatcher {
      private let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: 3, eventMask: .write)

      func start() {
        source.setEventHandler { self.reload() }
      }

      func reload() {}
    }
    """,
  ]
}
