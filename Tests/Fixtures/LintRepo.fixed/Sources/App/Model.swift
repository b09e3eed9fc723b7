import Observation

// Decoys: ObservableObject in a comment, DispatchQueue.main.async too.
/* Nested /* ObservableObject */ still a comment: print("x") */
final class Model: ObservableObject {
  let banner = "ObservableObject and DispatchQueue.main.async in a string"
  let raw = #"print("not code") \(ObservableObject)"#
  let multi = """
    ObservableObject inside a multi-line string
        free indentation here
    """
  let pattern = /ObservableObject/

  func refresh() {
    DispatchQueue.main.async {
      print("refreshed \(self.banner)")
    }
  }

  func describe() -> String {
    "value: \(String(describing: ObservableObject.self))"
  }

  func misindented() {}
  // TODO: remove the old model
}
