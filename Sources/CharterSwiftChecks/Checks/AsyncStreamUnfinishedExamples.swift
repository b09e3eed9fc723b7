enum AsyncStreamUnfinishedExamples {
  static let triggering = [
    """
    func batteryLevels() -> AsyncStream<Float> {
      ⟪AsyncStream⟫ { continuation in
        let observer = NotificationCenter.default.addObserver(
          forName: UIDevice.batteryLevelDidChangeNotification, object: nil, queue: .main
        ) { _ in
          continuation.yield(UIDevice.current.batteryLevel)
        }
        _ = observer
      }
    }
    """,
    """
    func numbers() -> AsyncThrowingStream<Int, Error> {
      ⟪AsyncThrowingStream⟫<Int, Error>(bufferingPolicy: .unbounded) { continuation in
        Task {
          for await number in source.numbers {
            continuation.yield(number)
          }
        }
      }
    }
    """,
    """
    func ticks() -> AsyncStream<Date> {
      let (stream, continuation) = AsyncStream.⟪makeStream⟫(of: Date.self)
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        continuation.yield(Date())
      }
      return stream
    }
    """,
    """
    let values = ⟪AsyncStream⟫.init(Int.self, build: { continuation in
      let timer = Timer(timeInterval: 1, repeats: true) { _ in continuation.yield(1) }
      RunLoop.main.add(timer, forMode: .common)
    })
    """,
  ]

  static let nonTriggering = [
    """
    func batteryLevels() -> AsyncStream<Float> {
      AsyncStream { continuation in
        let observer = NotificationCenter.default.addObserver(
          forName: UIDevice.batteryLevelDidChangeNotification, object: nil, queue: .main
        ) { _ in
          continuation.yield(UIDevice.current.batteryLevel)
        }
        continuation.onTermination = { _ in
          NotificationCenter.default.removeObserver(observer)
        }
      }
    }
    """,
    """
    func numbers() -> AsyncStream<Int> {
      AsyncStream { continuation in
        for number in 1...3 { continuation.yield(number) }
        continuation.finish()
      }
    }
    """,
    """
    final class Feed {
      private var continuation: AsyncStream<Item>.Continuation?
      lazy var items = AsyncStream<Item> { continuation in
        self.continuation = continuation
      }
      func makeEvents() -> AsyncStream<Event> {
        AsyncStream { continuation in
          delegate.attach(continuation)
        }
      }
      func makeStream() -> (AsyncStream<Int>, AsyncStream<Int>.Continuation) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(0)
        return (stream, continuation)
      }
    }
    """,
    """
    func counter() -> AsyncStream<Int> {
      var count = 0
      return AsyncStream(unfolding: {
        count += 1
        return count < 10 ? count : nil
      })
    }
    """,
    """
    func values() -> AsyncStream<Int> {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      Task {
        for value in 0..<3 { continuation.yield(value) }
        continuation.finish()
      }
      return stream
    }
    """,
    """
    func never() -> AsyncStream<Int> {
      AsyncStream { _ in }
    }
    let stub = AsyncStream { $0.yield(true) }
    let open = AsyncStream<Bool> { continuation in continuation.yield(false) }
    """,
    """
    func paths(_ monitor: NWPathMonitor) -> AsyncStream<NWPath> {
      AsyncStream { continuation in
        monitor.pathUpdateHandler = { path in
          continuation.yield(path)
        }
      }
    }
    """,
  ]
}
