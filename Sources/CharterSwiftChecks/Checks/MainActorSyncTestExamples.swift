extension MainActorSyncTest {
  public static let triggering = [
    """
    import Testing

    @MainActor final class ProfileViewModel {
      var name = ""
    }

    @Test func startsEmpty() {
      let model = ⟪ProfileViewModel⟫()
      #expect(model.name.isEmpty)
    }
    """,
    """
    import Testing

    @MainActor class BaseModel {}
    final class CartModel: BaseModel {}
    @MainActor enum VM { init() {} }

    @Suite struct CartTests {
      @Test(arguments: [1, 2]) func count(_ items: Int) throws {
        #expect(⟪CartModel⟫.init().isEmpty)
        _ = ⟪BaseModel⟫()
        _ = [⟪VM⟫()]
      }
    }
    """,
  ]
  public static let nonTriggering = [
    """
    import Testing

    @MainActor final class ProfileViewModel {}

    @Test func startsEmpty() async {
      _ = await ProfileViewModel()
    }
    @MainActor @Test func startsEmptyOnMain() {
      _ = ProfileViewModel()
    }
    @MainActor @Suite struct ProfileTests {
      @Test func loads() { _ = ProfileViewModel() }
    }
    """,
    """
    import XCTest

    final class Formatter {}
    @MainActor final class ProfileViewModel {}

    final class ProfileViewController: UIViewController {}

    final class FormatterTests: XCTestCase {
      func testFormat() { _ = Formatter() }
      func testTitle() throws {
        let controller = ProfileViewController(nibName: nil, bundle: nil)
        XCTAssertNil(controller.title)
      }
      func makeModel() -> ProfileViewModel { ProfileViewModel() }
      func testNamed(_ name: String) { _ = ProfileViewModel() }
      nonisolated func testLater() async { _ = await ProfileViewModel() }
    }
    extension ProfileSuite {
      @Test func elsewhere() { _ = ProfileViewModel() }
    }
    """,
    """
    import Testing

    @MainActor final class ProfileViewModel {}

    func helper() { _ = ProfileViewModel() }
    @Test func later() {
      Task { @MainActor in _ = ProfileViewModel() }
    }
    """,
  ]
}
