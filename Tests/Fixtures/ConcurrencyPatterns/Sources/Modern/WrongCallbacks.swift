import AVFoundation
import BackgroundTasks
import CoreData
import HealthKit
import Photos

@MainActor final class Recorder: NSObject, PHPhotoLibraryChangeObserver {
  let engine = AVAudioEngine()
  let container = NSPersistentContainer(name: "Model")
  let store = HKHealthStore()
  let player = AVPlayer()
  private let pollQueue = DispatchQueue(label: "poll")
  var level: Float = 0

  func start() {
    engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { _, _ in  // WRONG: mainactor-background-callback
      self.level = 1
    }
    container.performBackgroundTask { _ in  // WRONG: mainactor-background-callback
      self.level = 2
    }
    let query = HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, done, _ in  // WRONG: mainactor-background-callback
      self.level = 3
      done()
    }
    store.execute(query)
    let timer = DispatchSource.makeTimerSource(queue: pollQueue)
    timer.setEventHandler { self.level = 4 }  // WRONG: mainactor-background-callback
    timer.resume()
    BGTaskScheduler.shared.register(forTaskWithIdentifier: "refresh", using: nil) { task in  // WRONG: mainactor-background-callback
      task.setTaskCompleted(success: true)
    }
    _ = player.addPeriodicTimeObserver(forInterval: .zero, queue: pollQueue) { _ in
      MainActor.assumeIsolated { self.level = 5 }  // WRONG: mainactor-background-callback
    }
    NotificationCenter.default.addObserver(
      self, selector: #selector(routeChanged), name: AVAudioSession.routeChangeNotification, object: nil)  // WRONG: mainactor-background-callback
  }

  @objc func routeChanged() {}

  func photoLibraryDidChange(_ changeInstance: PHChange) {}  // WRONG: mainactor-background-callback
}
