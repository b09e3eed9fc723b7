let 日本 = "é"; let model: any ObservableObject = 日本Model()
let café = 1 ; print(café)
