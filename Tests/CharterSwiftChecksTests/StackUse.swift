#if canImport(Glibc)
  import CharterSupport
  import Glibc

  /// How much of a thread's stack some work uses: the work runs on a thread whose stack this
  /// made and filled with a known byte, and the bytes still holding it afterwards were never
  /// touched. The lowest page is left unmapped, so work that needs more than `size` crashes
  /// instead of writing below the stack.
  enum StackUse {
    static func bytes(size: Int, _ body: @escaping () -> Void) -> Int {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        memory != MAP_FAILED
      else { return Int.max }
      defer { munmap(memory, size) }
      let paint: UInt8 = 0xA5
      memset(memory, Int32(paint), size)
      mprotect(memory, page, PROT_NONE)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setstack(&attributes, memory, size)
      let work = Unmanaged.passRetained(Work(body)).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, work)
      guard started == 0 else { return Int.max }
      pthread_join(thread, nil)
      let bytes = memory.assumingMemoryBound(to: UInt8.self)
      var untouched = page
      while untouched < size, bytes[untouched] == paint { untouched += 1 }
      return size - untouched
    }

    private final class Work {
      let body: () -> Void
      init(_ body: @escaping () -> Void) { self.body = body }
    }
  }
#endif
