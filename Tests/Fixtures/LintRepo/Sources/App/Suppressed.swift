// charter:disable-next-line no-print
print("allowed once")
print("not allowed")
// charter:disable no-observable-object -- bridging code
class A: ObservableObject {}
class B: ObservableObject {}
// charter:enable no-observable-object
class C: ObservableObject {}
// charter:disable-next-line no-print
let quiet = 1
