import Testing

@testable import CharterProject

/// The group walk of an Xcode project visits each object once, whatever cycles or shared
/// children a hostile `project.pbxproj` declares.
@Suite struct XcodeProjectBoundsTests {
  /// A project whose groups list `children` (a group may list itself), and one target that
  /// compiles `F1`.
  static func project(groups: [(id: String, children: [String])]) -> String {
    var objects = groups.map {
      "\($0.id) = {isa = PBXGroup; children = (\($0.children.joined(separator: ", ")), ); path = \($0.id); };"
    }
    objects += [
      "F1 = {isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; };",
      "B1 = {isa = PBXBuildFile; fileRef = F1; };",
      "P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };",
      "T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = App; };",
      "R1 = {isa = PBXProject; mainGroup = \(groups[0].id); targets = (T1, ); };",
    ]
    return "{ objects = { \(objects.joined(separator: " ")) }; rootObject = R1; }"
  }

  @Test func aGroupListingItselfTwiceIsWalkedOnce() throws {
    let text = Self.project(groups: [("G", ["G", "G", "F1"])])
    let project = try XcodeProject(path: "App.xcodeproj/project.pbxproj", text: text, readFile: { _ in nil })
    #expect(project.targets.map(\.files) == [["G/A.swift"]])
  }

  /// Sixty groups that each list the next twice: 2^60 paths through the graph, 60 groups.
  @Test func sharedChildrenAreWalkedOnceWherever() throws {
    let groups = (0..<60).map { ("G\($0)", ["G\($0 + 1)", "G\($0 + 1)", "G0"]) } + [("G60", ["F1"])]
    let project = try XcodeProject(
      path: "App.xcodeproj/project.pbxproj", text: Self.project(groups: groups), readFile: { _ in nil })
    #expect(project.targets.map(\.files.count) == [1])
  }
}
