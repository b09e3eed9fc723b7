import Foundation
import SwiftData

@MainActor final class ThumbnailCache {
  static let shared = ThumbnailCache()
  var images: [URL: Data] = [:]
}

enum Limits {
  static let maximum = 10
}

@Model final class Stop {
  var name: String = ""
  init(name: String) { self.name = name }
}

actor StopExporter {
  func export(_ id: PersistentIdentifier) async {}
}

final class StopList {
  let exporter = StopExporter()

  func export(_ stop: Stop) async {
    await exporter.export(stop.persistentModelID)
  }
}
