import Observation

final class Model: ObservableObject {
    var count = 0

  func increment() {
    DispatchQueue.main.async {
      self.count += 1
      print("count is now \(self.count)")
    }
  }
}
