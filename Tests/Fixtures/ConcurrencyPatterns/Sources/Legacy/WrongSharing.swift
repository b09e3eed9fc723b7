import Foundation
import SwiftData

final class ImageCache {
  static let shared = ImageCache()  // WRONG: swift5-shared-state
  var images: [URL: Data] = [:]
}

enum Counter {
  static var value = 0  // WRONG: swift5-shared-state
}

@Model final class Trip {
  var name: String  // WRONG: swiftdata-model-default
  init(name: String) { self.name = name }
}

let tripConfiguration = ModelConfiguration(cloudKitDatabase: .automatic)

actor TripExporter {
  func export(_ trip: Trip) async {}
}

final class TripList {
  let exporter = TripExporter()
  var selected: Trip?

  func export(_ trip: Trip) async {
    await exporter.export(trip)  // WRONG: swift5-sends-nonsendable
  }

  func refresh() {
    Task.detached {
      self.selected = nil  // WRONG: swift5-sends-nonsendable
    }
  }
}
