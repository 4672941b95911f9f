import Foundation
import LayoutKitCore

/// The layout's last answers for what is on screen, kept until the layout was prepared again or
/// the visible rectangle moved, as a collection view asks its layout only when it has a reason;
/// and when and where the host last showed them.
struct QueryCache {
    /// The layout's answers for ``queriedRect`` as last read, sorted by key: what is shown when
    /// nothing animates.
    var sortedAnswers: [LayoutAttributes] = []
    /// The same answers by key (the first of any with the same key), once a frame with
    /// animations needed them; `nil` until then.
    var answers: [ElementKey: LayoutAttributes]?
    /// The rectangle ``sortedAnswers`` were read for; `nil` when they must be read again.
    var queriedRect: CGRect?
    /// The core's preparation count when ``sortedAnswers`` were read.
    var queriedPreparation = -1
    /// The clock time the host last read what is on screen; `nil` before the first time.
    var lastRenderTime: TimeInterval?
    /// The origin of the visible rectangle at the last render, in points.
    var presentedOrigin = CGPoint.zero
}
