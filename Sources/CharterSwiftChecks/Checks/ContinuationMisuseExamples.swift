enum ContinuationMisuseExamples {
  static let triggering = [
    """
    func load() async throws -> Data {
      try await withCheckedThrowingContinuation { continuation in
        client.fetch { data, error in
          if let error {
            continuation.resume(throwing: error)
          }
          ⟪continuation.resume(returning: data ?? Data())⟫
        }
      }
    }
    """,
    """
    func authorize() async -> Bool {
      await withCheckedContinuation { continuation in
        center.requestAuthorization { granted, _ in
          guard granted else { ⟪return⟫ }
          continuation.resume(returning: true)
        }
      }
    }
    """,
    """
    func first(of ids: [String]) async -> String {
      await withUnsafeContinuation { continuation in
        for id in ids {
          ⟪continuation.resume(returning: id)⟫
        }
      ⟪}⟫
    }
    """,
    """
    func decode(_ data: Data) async throws -> Model {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Model, Error>) in
        do {
          let model = try JSONDecoder().decode(Model.self, from: data)
          continuation.resume(returning: model)
        } catch {
          logger.error("\\(error)")
        }
      ⟪}⟫
    }
    """,
    """
    func state() async -> State {
      await withCheckedContinuation { continuation in
        switch store.mode {
        case .ready: continuation.resume(returning: .ready)
        case .busy: break
        case .failed: continuation.resume(returning: .failed)
        }
      ⟪}⟫
    }
    """,
    """
    func save(_ item: Item) async throws {
      try await withCheckedThrowingContinuation { continuation in
        guard let database else { ⟪return⟫ }
        database.write(item) { error in
          if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
      }
    }
    """,
    """
    func fetch() async -> [Row] {
      await withCheckedContinuation { continuation in
        queue.async {
          let rows = self.rows
          if rows.isEmpty {
            continuation.resume(returning: [])
          } else {
            continuation.resume(returning: rows)
          }
          ⟪continuation.resume(returning: rows)⟫
        }
      }
    }
    """,
    """
    func token() async throws -> String {
      try await withCheckedThrowingContinuation { continuation in
        session.token { result in
          switch result {
          case .success(let token):
            continuation.resume(returning: token)
          case .failure(let error):
            if (error as NSError).code == 401 {
              ⟪return⟫
            }
            continuation.resume(throwing: error)
          }
        }
      }
    }
    """,
  ]

  static let nonTriggering = [
    """
    import AVFoundation

    func append(_ input: AVAssetWriterInput, _ next: @escaping () -> Bool) async {
      // Called again each time the input is ready for more data, until it says it is done.
      await withCheckedContinuation { continuation in
        input.requestMediaDataWhenReady(on: .global()) {
          if next() {
            continuation.resume()
          }
        }
      }
    }
    """,
    """
    func load() async throws -> Data {
      try await withCheckedThrowingContinuation { continuation in
        client.fetch { data, error in
          if let error {
            continuation.resume(throwing: error)
            return
          }
          continuation.resume(returning: data ?? Data())
        }
      }
    }
    """,
    """
    func authorize() async -> Bool {
      await withCheckedContinuation { continuation in
        center.requestAuthorization { granted, _ in
          guard granted else {
            continuation.resume(returning: false)
            return
          }
          continuation.resume(returning: true)
        }
      }
    }
    """,
    """
    func state() async -> State {
      await withCheckedContinuation { continuation in
        switch store.mode {
        case .ready: continuation.resume(returning: .ready)
        case .busy: continuation.resume(returning: .busy)
        @unknown default: fatalError("unknown mode")
        }
      }
    }
    """,
    """
    func wait() async {
      await withCheckedContinuation { continuation in
        defer { continuation.resume() }
        guard let queue else { return }
        queue.flush()
      }
    }
    """,
    """
    final class Picker: NSObject, PickerDelegate {
      private var continuation: CheckedContinuation<URL?, Never>?

      func pick() async -> URL? {
        await withCheckedContinuation { continuation in
          self.continuation = continuation
          present()
        }
      }

      func picker(_ picker: PickerController, didPick url: URL?) {
        continuation?.resume(returning: url)
        continuation = nil
      }
    }
    """,
    """
    func decode(_ data: Data) async throws -> Model {
      try await withCheckedThrowingContinuation { continuation in
        do {
          continuation.resume(returning: try JSONDecoder().decode(Model.self, from: data))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
    """,
    """
    func first(of ids: [String]) async -> String? {
      await withCheckedContinuation { continuation in
        for id in ids where id.hasPrefix("a") {
          continuation.resume(returning: id)
          return
        }
        continuation.resume(returning: nil)
      }
    }
    """,
    """
    func status() async -> Status {
      await withCheckedContinuation { continuation in
        if cache.isFresh {
          continuation.resume(returning: cache.status)
          return
        } else if offline {
          continuation.resume(returning: .offline)
          return
        }
        continuation.resume(returning: .unknown)
      }
    }
    """,
    """
    func play() async {
      await withCheckedContinuation { continuation in
        let observer = NotificationCenter.default.addObserver(forName: .didFinish, object: nil, queue: nil) { note in
          guard note.object as? Player === player else { return }
          continuation.resume()
        }
        tokens.append(observer)
      }
    }
    """,
    """
    func ready() async {
      await withCheckedContinuation { continuation in
        var resumed = false
        loader.load { _ in
          guard !resumed else { return }
          resumed = true
          continuation.resume()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
          guard !resumed else { return }
          resumed = true
          continuation.resume()
        }
      }
    }
    """,
    """
    func thumbnail(for photo: Photo) async -> Image? {
      await withCheckedContinuation { continuation in
        var delivered = false
        renderer.render(photo, quality: .progressive) { image in
          if delivered { return }
          delivered = true
          continuation.resume(returning: image)
        }
      }
    }
    """,
    """
    func run() async throws {
      try await withCheckedThrowingContinuation { continuation in
        operation.completion = { error in
          if let error { continuation.resume(throwing: error) }
        }
        register(continuation)
        queue.addOperation(operation)
      }
    }
    """,
    """
    func value() async -> Int {
      await withCheckedContinuation { $0.resume(returning: 1) }
    }

    func forever() async {
      await withCheckedContinuation { _ in }
    }
    """,
    """
    func request() async throws -> Response {
      try await withCheckedThrowingContinuation { continuation in
        guard let url else {
          continuation.resume(throwing: URLError(.badURL))
          return
        }
        while true {
          if let response = poll(url) {
            continuation.resume(returning: response)
            break
          }
        }
      }
    }
    """,
  ]
}
