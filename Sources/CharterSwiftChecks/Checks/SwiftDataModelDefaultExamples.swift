/// Examples of `swiftdata-model-default`.
enum SwiftDataModelDefaultExamples {
  static let triggering = [
    """
    import SwiftData

    @Model final class Trip {
      var ⟪name⟫: String
      var ⟪startDate⟫: Date
      var notes: String?
      var rating = 0
      init(name: String, startDate: Date) {
        self.name = name
        self.startDate = startDate
      }
    }
    let configuration = ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.trips"))
    """,
    """
    import SwiftData

    @Model class Tag {
      var ⟪title⟫: String, ⟪colors⟫: [String]
      init(title: String) { self.title = title; colors = [] }
    }
    let configuration = ModelConfiguration(schema: Schema([Tag.self]), cloudKitDatabase: .automatic)
    """,
  ]

  static let nonTriggering = [
    """
    import SwiftData

    @Model final class Trip {
      var name: String = ""
      var startDate: Date = Date.now
      var notes: String?
      @Transient var isSelected: Bool
      @Relationship(deleteRule: .cascade) var stops: [Stop]
      @Attribute(.unique) var code: String
      var destination: Place
      var summary: String { name }
      init(name: String) { self.name = name }
    }
    let configuration = ModelConfiguration(cloudKitDatabase: .private("iCloud.com.example.trips"))
    """,
    """
    import SwiftData

    @Model final class Trip {
      var name: String
      init(name: String) { self.name = name }
    }
    let configuration = ModelConfiguration(isStoredInMemoryOnly: false, cloudKitDatabase: .none)
    """,
  ]
}
