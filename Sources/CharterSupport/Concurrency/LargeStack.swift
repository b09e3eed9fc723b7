import Foundation

/// Runs work whose recursion grows with its input — swift-syntax's parser and every visitor of
/// its tree recurse once per level of nesting — on a thread whose stack size Charter chose,
/// instead of whatever thread asked.
///
/// A thread's stack is whatever its creator gave it: 8 MiB for a Linux thread under the usual
/// `ulimit -s`, 512 KiB for a secondary thread on macOS (Dispatch's and Swift concurrency's
/// workers included), 128 KiB under musl. ``SwiftParseGuard``'s limits bound how deep a parse
/// recurses; this makes the stack it recurses on a known size, so the margin between them does
/// not depend on the platform, the build or the caller.
package enum LargeStack {
  /// The stack size of the threads this starts: address space reserved, not memory used (a
  /// page is backed only once touched). `SwiftParseGuardTests` checks that parses at the
  /// guard's limits use at most a quarter of it in a debug build.
  package static let bytes = 16 << 20

  /// Whether the calling thread is one this started.
  package static var isCurrent: Bool { pthread_getspecific(marker.key) != nil }

  /// Marks the calling thread as one whose stack holds at least ``bytes``, as if this had
  /// started it: for a thread whose creator chose its stack (a test measuring how much of it a
  /// parse uses).
  package static func adoptCurrentThread() {
    pthread_setspecific(marker.key, UnsafeRawPointer(bitPattern: 1))
  }

  /// `body`, run on the calling thread when it is one this started, else on a new thread with
  /// a stack of ``bytes`` that the caller waits for.
  package static func run<Value>(_ body: () -> Value) -> Value {
    if isCurrent { return body() }
    return withoutActuallyEscaping(body) { body in
      var result: Value?
      withUnsafeMutablePointer(to: &result) { result in
        let slot = UncheckedSendable(result)
        // Joined before `body` goes out of scope, so it never outlives this call.
        start(join: true) { slot.value.pointee = body() }
      }
      return result!
    }
  }

  /// `body`, run on a new thread with a stack of ``bytes``; the calling task is suspended
  /// meanwhile, not blocked, so it holds none of Swift concurrency's threads.
  package static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    if isCurrent { return body() }
    return await withCheckedContinuation { continuation in
      start(join: false) { continuation.resume(returning: body()) }
    }
  }

  /// Starts a thread with a stack of ``bytes`` that runs `body`, and waits for it to end when
  /// `join` says so. Runs `body` on the calling thread if no thread can be started.
  private static func start(join: Bool, _ body: @escaping () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, bytes)
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    guard pthread_create(&thread, &attributes, largeStackThreadMain, context) == 0 else {
      Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
      return
    }
    #if canImport(Darwin)
      guard let thread else { return }
    #endif
    if join { pthread_join(thread, nil) } else { pthread_detach(thread) }
  }

  /// What a started thread runs.
  fileprivate final class Work: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// The thread-specific key that marks the threads this started.
  private static let marker = Marker()

  private final class Marker: Sendable {
    let key: pthread_key_t
    init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }
  }

  /// A value handed to the thread ``run(_:)-(()->Value)`` waits for.
  private struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
  }
}

/// The start of a thread ``LargeStack`` started: `context` is its retained ``LargeStack/Work``.
#if canImport(Darwin)
  private func largeStackThreadMain(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    LargeStack.adoptCurrentThread()
    Unmanaged<LargeStack.Work>.fromOpaque(context).takeRetainedValue().body()
    return nil
  }
#else
  private func largeStackThreadMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    LargeStack.adoptCurrentThread()
    Unmanaged<LargeStack.Work>.fromOpaque(context!).takeRetainedValue().body()
    return nil
  }
#endif
