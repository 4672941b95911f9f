import CollectionModel
import Testing

/// Fails every test after which the model holds a fault UIKit or AppKit would have raised
/// (`PlatformFaults`); a test that expects one takes it itself.
struct PlatformStrictness: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        _ = await MainActor.run { PlatformFaults.take() }
        try await function()
        for fault in await MainActor.run(body: { PlatformFaults.take() }) {
            Issue.record("the platform would not let this pass: \(fault)")
        }
    }
}

extension Trait where Self == PlatformStrictness {
    /// Fails a test on any fault the platform would have raised.
    static var platformIsStrict: Self { PlatformStrictness() }
}
