#if canImport(XCTest)
    import Foundation
    import LayoutKitCore
    import XCTest

    /// Fails the current XCTest test unless `layout`'s snapshot in `rect` matches its reference
    /// `__Snapshots__/<TestFile>/<name>.txt` (recorded when missing, except on CI).
    ///
    /// ```swift
    /// func testSpringyFlow() throws {
    ///     let layout = FlowLayout()
    ///     try layout.prepare(context)
    ///     assertLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "springy-flow")
    /// }
    /// ```
    public func assertLayoutSnapshot(
        _ layout: any CollectionLayout, in rect: CGRect, context: LayoutContext, named name: String,
        verifier: SnapshotVerifier = SnapshotVerifier(), file: StaticString = #filePath, line: UInt = #line
    ) {
        let snapshot = LayoutSnapshot(of: layout, in: rect, context: context)
        assertSnapshotText(snapshot.text, named: name, verifier: verifier, file: file, line: line)
    }

    /// Fails the current XCTest test unless `text` matches its reference `__Snapshots__/<TestFile>/<name>.txt`.
    public func assertSnapshotText(
        _ text: String, named name: String, verifier: SnapshotVerifier = SnapshotVerifier(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let outcome = verifier.verify(text, named: name, testFilePath: "\(file)")
        if let message = outcome.failureMessage {
            XCTFail(message, file: file, line: line)
        }
    }
#endif
