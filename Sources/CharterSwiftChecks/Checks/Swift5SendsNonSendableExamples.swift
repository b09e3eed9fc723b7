/// Examples of `swift5-sends-nonsendable`, with markers where findings are expected.
enum Swift5SendsNonSendableExamples {
  static let triggering = [
    """
    @Model final class Trip {
      var name: String
      init(name: String) { self.name = name }
    }
    actor TripExporter {
      static let shared = TripExporter()
      func export(_ trip: Trip) async {}
    }
    final class TripListModel {
      var selected: Trip?
      let exporter = TripExporter()

      func export(_ trip: Trip) async {
        await exporter.export(⟪trip⟫)
        await TripExporter.shared.export(⟪trip⟫)
      }

      func exportSelection(_ selection: Trip) {
        Task.detached {
          print(⟪selection⟫.name)
        }
      }

      func refresh() {
        Task.detached {
          ⟪self⟫.selected = nil
        }
      }
    }
    """,
    """
    final class Draft {
      var text = ""
    }
    actor Uploader {
      func upload(_ draft: Draft) async {}
    }
    struct Composer {
      let uploader: Uploader

      func send() async {
        let draft = Draft()
        await uploader.upload(⟪draft⟫)
        draft.text = ""
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    @Model final class Trip {
      var name: String
      init(name: String) { self.name = name }
    }
    actor TripExporter {
      func export(_ id: PersistentIdentifier) async {}
      func export(name: String) async {}
    }
    final class TripListModel {
      let exporter = TripExporter()

      func export(_ trip: Trip) async {
        await exporter.export(trip.persistentModelID)
        await exporter.export(name: trip.name)
      }

      func exportFresh() async {
        let trip = Trip(name: "new")
        await exporter.export(trip.persistentModelID)
      }
    }
    """,
    """
    final class Draft: Sendable {
      let text: String
      init(text: String) { self.text = text }
    }
    final class Buffer {
      var bytes: [UInt8] = []
    }
    actor Uploader {
      func upload(_ draft: Draft) async {}
      func upload(buffer: sending Buffer) async {}
    }
    @MainActor final class ComposerModel {
      let uploader = Uploader()
      var title = ""

      func send(_ draft: Draft) async {
        await uploader.upload(draft)
        let buffer = Buffer()
        await uploader.upload(buffer: buffer)
        Task.detached {
          await self.uploader.upload(draft)
        }
      }
    }
    """,
    """
    final class Cache {
      var entries: [String: String] = [:]
    }
    struct Loader {
      let cache: Cache

      func load(_ cache: Cache) async {
        // Not an actor of this module: nothing is known about 'store'.
        await store.save(cache)
        Task.detached {
          let local = Cache()
          local.entries = [:]
        }
      }
    }
    """,
  ]
}
