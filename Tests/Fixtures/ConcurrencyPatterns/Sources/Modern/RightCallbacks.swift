import AVFoundation
import BackgroundTasks
import CoreData
import HealthKit
import Photos

@MainActor final class Player: NSObject, PHPhotoLibraryChangeObserver {
  let engine = AVAudioEngine()
  let container = NSPersistentContainer(name: "Model")
  let player = AVPlayer()
  var level: Float = 0

  func start() {
    engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { @Sendable _, _ in
      Task { @MainActor in self.level = 1 }
    }
    container.performBackgroundTask { @Sendable context in
      context.reset()
    }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.setEventHandler { self.level = 4 }
    timer.resume()
    BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { @Sendable task in
      task.setTaskCompleted(success: true)
    }
    _ = player.addPeriodicTimeObserver(forInterval: .zero, queue: .main) { _ in
      MainActor.assumeIsolated { self.level = 5 }
    }
    NotificationCenter.default.addObserver(
      self, selector: #selector(routeChanged), name: AVAudioSession.routeChangeNotification, object: nil)
  }

  @objc nonisolated func routeChanged() {}

  nonisolated func photoLibraryDidChange(_ changeInstance: PHChange) {}
}
