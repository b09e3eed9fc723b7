final class Old: ObservableObject {
    func log() {
        print("legacy may print")
    }
}
