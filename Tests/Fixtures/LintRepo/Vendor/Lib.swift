class Excluded: ObservableObject {}
