class Latin: ObservableObject {} // café
