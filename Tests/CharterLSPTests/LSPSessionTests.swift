import CharterTestSupport
import Foundation
import Testing

@testable import CharterKit
@testable import CharterLSP

/// The protocol's rules, message by message, through a session writing into a pipe.
@Suite struct LSPSessionTests {
  /// A session in an empty folder and what it writes.
  final class Harness: @unchecked Sendable {
    let pipe = Pipe()
    let session: LSPSession

    init(directory: URL = FileManager.default.temporaryDirectory) {
      session = LSPSession(
        output: LSPOutput(descriptor: pipe.fileHandleForWriting.fileDescriptor), directory: directory,
        useUserRules: false)
    }

    func handle(_ json: String) async -> (continues: Bool, exitCode: Int32) {
      await session.handle(Array(json.utf8))
    }

    /// The next message written, as a JSON object. Read on a thread of Dispatch's: a read that
    /// blocks on a thread of Swift's cooperative pool (two on a 2-core machine) could starve
    /// the session's own lint of a thread, and nothing would ever be written.
    func next() async throws -> [String: Any] {
      let handle = pipe.fileHandleForReading
      let body = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          var header = Data()
          while !header.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty { break }
            header.append(byte)
          }
          let field = String(decoding: header, as: UTF8.self).split(separator: ":").last ?? ""
          let length = Int(field.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
          continuation.resume(returning: handle.readData(ofLength: length))
        }
      }
      return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    func errorCode() async throws -> Int? {
      (try await next()["error"] as? [String: Any])?["code"] as? Int
    }
  }

  static let initialize =
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32","utf-16"]}}}}"#

  @Test func theProtocolsOrderIsKept() async throws {
    let harness = Harness()
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#)
    #expect(try await harness.errorCode() == -32002)
    _ = await harness.handle(Self.initialize)
    let result = try await harness.next()["result"] as? [String: Any]
    #expect((result?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-32")
    _ = await harness.handle(Self.initialize)
    #expect(try await harness.errorCode() == -32600)
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#)
    #expect(try await harness.errorCode() == -32600)
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":3,"method":"workspace/symbol","params":{}}"#)
    #expect(try await harness.errorCode() == -32601)
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#)
    #expect(try await harness.next()["result"] is NSNull)
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{}}"#)
    #expect(try await harness.errorCode() == -32600)
    let exit = await harness.handle(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(!exit.continues && exit.exitCode == 0)
  }

  @Test func aResponseIsNeverAnsweredAndBadJSONIsAnErrorNotAnEnd() async throws {
    let harness = Harness()
    _ = await harness.handle(Self.initialize)
    _ = try await harness.next()
    // A response from the editor, then a request: only the request is answered.
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":9,"result":null}"#)
    _ = await harness.handle(#"[1, 2]"#)
    #expect(try await harness.errorCode() == -32700)
    let outcome = await harness.handle(#"{"jsonrpc":"2.0","id":10,"method":"shutdown"}"#)
    #expect(outcome.continues)
    #expect(try await harness.next()["id"] as? Int == 10)
  }

  /// A change without a version (or with one of the wrong type) is a change all the same, not
  /// a crash; a document at a URI naming another host is never linted.
  @Test func aChangeWithoutAVersionAndAForeignHostAreHandled() async throws {
    let harness = Harness()
    _ = await harness.handle(Self.initialize)
    _ = try await harness.next()
    let uri = "file://elsewhere/tmp/a.swift"
    _ = await harness.handle(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"let a = 1\n"}}}"#
    )
    #expect((try await harness.next()["params"] as? [String: Any])?["diagnostics"] as? [Any] != nil)
    for version in ["", #","version":null"#, #","version":"x""#] {
      _ = await harness.handle(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)"\#(version)},"contentChanges":[{"text":"let b = 2\n"}]}}"#
      )
      let published = try #require(try await harness.next()["params"] as? [String: Any])
      #expect((published["diagnostics"] as? [Any])?.isEmpty == true)
    }
  }

  /// Malformed parameters are an error; a document holding NUL is said not to be linted.
  @Test func malformedParamsAndBinaryTextAreSaid() async throws {
    let harness = Harness()
    _ = await harness.handle(Self.initialize)
    _ = try await harness.next()
    _ = await harness.handle(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{}}"#)
    #expect(try await harness.errorCode() == -32602)
    _ = await harness.handle(
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///x"}}}"#)
    #expect(try await harness.errorCode() == -32602)
    let uri = FileManager.default.temporaryDirectory.appendingPathComponent("charter-lsp-\(UUID().uuidString).swift")
    _ = await harness.handle(
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri.absoluteString)","languageId":"swift","version":1,"text":"a\u0000b\n"}}}"#
    )
    let published = try #require(try await harness.next()["params"] as? [String: Any])
    let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1 && diagnostics.first?["severity"] as? Int == 3)
    #expect((diagnostics.first?["message"] as? String)?.contains("NUL") == true)
  }

  /// ``BanRepository``; `withCache` makes the result cache as `charter lint` does.
  private static func repository(withCache: Bool) throws -> URL {
    let root = try BanRepository.make(prefix: "charter-lsp")
    if withCache {
      let project = Project(enclosing: root, options: ProjectOptions(useUserRules: false))
      #expect(LintResultCache.open(for: project).cache != nil)
    }
    return root
  }

  /// A saved document's findings go into the cache the command line made (and come from it next
  /// time); unsaved text is linted without it, and no cache folder is made where there is none.
  @Test func theSavedTextSharesTheCommandLinesCache() async throws {
    for withCache in [true, false] {
      let root = try Self.repository(withCache: withCache)
      defer { try? FileManager.default.removeItem(at: root) }
      let harness = Harness(directory: root)
      _ = await harness.handle(Self.initialize)
      _ = try await harness.next()
      let uri = root.appendingPathComponent("A.swift").absoluteString
      _ = await harness.handle(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"print(1)\n"}}}"#
      )
      let opened = try #require(try await harness.next()["params"] as? [String: Any])
      #expect((opened["diagnostics"] as? [Any])?.count == 1)
      let afterOpen = BanRepository.cacheEntries(in: root)
      _ = await harness.handle(
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"print(1)\nprint(2)\n"}]}}"#
      )
      let changed = try #require(try await harness.next()["params"] as? [String: Any])
      #expect((changed["diagnostics"] as? [Any])?.count == 2)
      if withCache {
        #expect(afterOpen == 1, "the saved text's findings are stored")
        #expect(BanRepository.cacheEntries(in: root) == 1, "unsaved text is not stored")
      } else {
        let folder = root.appendingPathComponent(LintResultCache.defaultFolder).path
        #expect(!FileManager.default.fileExists(atPath: folder), "the editor makes no cache folder")
      }
    }
  }
}
