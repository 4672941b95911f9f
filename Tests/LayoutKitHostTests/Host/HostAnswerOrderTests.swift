import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// What the host shows of a layout's answers: each element once, in key order, whatever order
/// the layout answers in, as a collection view keeps one view per element.
struct HostAnswerOrderTests {
    /// A layout answering three cells out of order and cell 1 twice (first at y = 0, then at
    /// y = 500): the host shows cells 0, 1 and 2 in that order, cell 1 as first answered.
    @Test func answersOutOfOrderOrTwiceAreShownOncePerElementInKeyOrder() throws {
        let layout = AnsweringLayout(answers: [(2, 100), (1, 0), (0, 200), (1, 500)])
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 480), itemCounts: [3])
        try host.advanceFrame()
        #expect(host.visibleElements.map(\.indexPath.item) == [0, 1, 2])
        #expect(host.visibleElements.map(\.frame.minY) == [200, 0, 100])
    }

    /// Answers already in key order, each element once, are shown as answered.
    @Test func answersInOrderAreShownAsAnswered() throws {
        let layout = AnsweringLayout(answers: [(0, 30), (1, 10), (2, 20)])
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 480), itemCounts: [3])
        try host.advanceFrame()
        #expect(host.visibleElements.map(\.indexPath.item) == [0, 1, 2])
        #expect(host.visibleElements.map(\.frame.minY) == [30, 10, 20])
    }
}
