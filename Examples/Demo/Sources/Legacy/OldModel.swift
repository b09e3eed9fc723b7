final class OldModel: ObservableObject {
    var items: [String] = []
}
