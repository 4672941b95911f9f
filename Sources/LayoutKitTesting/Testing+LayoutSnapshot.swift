#if canImport(Testing)
    import Foundation
    import LayoutKitCore
    import Testing

    /// Records a Swift Testing issue unless `layout`'s snapshot in `rect` matches its reference
    /// `__Snapshots__/<TestFile>/<name>.txt` (recorded when missing, except on CI).
    ///
    /// ```swift
    /// @Test func springyFlow() throws {
    ///     let layout = FlowLayout()
    ///     try layout.prepare(context)
    ///     expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "springy-flow")
    /// }
    /// ```
    public func expectLayoutSnapshot(
        _ layout: any CollectionLayout, in rect: CGRect, context: LayoutContext, named name: String,
        verifier: SnapshotVerifier = SnapshotVerifier(),
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let snapshot = LayoutSnapshot(of: layout, in: rect, context: context)
        expectSnapshotText(snapshot.text, named: name, verifier: verifier, filePath: filePath, sourceLocation: sourceLocation)
    }

    /// Records a Swift Testing issue unless `text` matches its reference `__Snapshots__/<TestFile>/<name>.txt`.
    public func expectSnapshotText(
        _ text: String, named name: String, verifier: SnapshotVerifier = SnapshotVerifier(),
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = verifier.verify(text, named: name, testFilePath: filePath)
        if let message = outcome.failureMessage {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
#endif
