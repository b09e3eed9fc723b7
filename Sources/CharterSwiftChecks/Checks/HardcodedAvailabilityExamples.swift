extension HardcodedAvailability {
  public static let triggering = [
    """
    struct HealthService {
      var isAvailable: Bool { ⟪true⟫ }
      static var isHealthDataSupported: Bool { return ⟪true⟫ }
    }
    """,
    """
    protocol SpeechFeature {}
    extension SpeechFeature {
      var isSupported: Bool {
        get { ⟪true⟫ }
      }
      func isDictationAvailable() -> Bool { ⟪true⟫ }
    }
    """,
    """
    final class CameraFeature {
      let isAvailable = ⟪true⟫
      var isEnabled = true
    }
    """,
  ]
  public static let nonTriggering = [
    """
    struct HealthService {
      var isAvailable: Bool { HKHealthStore.isHealthDataAvailable() }
      var isSupported: Bool { false }
      var isEnabled: Bool { true }
      static var supportsSecureCoding: Bool { true }
    }
    """,
    """
    final class MockLocationService: LocationService {
      var isAvailable: Bool { true }
    }
    struct Camera {
      #if targetEnvironment(simulator)
      var isAvailable: Bool { true }
      #else
      var isAvailable: Bool { UIImagePickerController.isSourceTypeAvailable(.camera) }
      #endif
    }
    """,
    """
    import Testing
    @testable import App

    private final class RecordingUpdater: UpdaterProviding {
      let isAvailable = true
      var isSupported: Bool { true }
    }
    """,
    """
    import XCTest

    final class UpdaterTests: XCTestCase {
      struct AlwaysReady: Updater { var isUpdateAvailable: Bool { true } }
    }
    """,
    """
    final class Reachability {
      var isAvailable = true
      func isSupported(_ feature: Feature) -> Bool { true }
      func refresh() { let isAvailable = true; print(isAvailable) }
    }
    """,
  ]
}
