import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Swipe actions on a plain list of 20 rows of 44 pt on a 390 x 844 screen (row i spans
/// y = 44 i ... 44 i + 44): Delete (destructive) and Archive on the trailing edge, 74 pt each,
/// Flag on the leading edge. The app deletes a row whose Delete is triggered.
struct ListSwipeTests {
    final class App {
        var actions: [LayoutAction] = []
    }

    static func list() throws -> (CollectionViewHost, ListLayout, App) {
        let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
        list.trailingSwipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
                SwipeAction(identifier: "archive", title: "Archive")
            ])
        }
        list.leadingSwipeActions = { _ in SwipeActionsConfiguration(actions: [SwipeAction(identifier: "flag", title: "Flag")]) }
        let host = try ListLayoutTests.host(list, counts: [20])
        let app = App()
        host.onLayoutAction = { [unowned host] action in
            app.actions.append(action)
            guard action.identifier == "delete" else { return }
            var update = BatchUpdate()
            update.deleteItems([action.element.indexPath])
            try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - 1])
        }
        return (host, list, app)
    }

    /// Drags the finger along row `item`'s middle from x = `from` to `to` in `duration` s, and
    /// plays until the host is idle.
    static func swipe(_ host: CollectionViewHost, row item: Int, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.5) throws
    {
        let y = 44 * CGFloat(item) + 22 - host.contentOffset.y
        #expect(try host.dragToRest(.line(from: CGPoint(x: from, y: y), to: CGPoint(x: to, y: y), duration: duration)))
    }

    private func row(_ host: CollectionViewHost, _ item: Int) -> CGRect? {
        host.visibleElements.first { $0.category == .cell && $0.indexPath.item == item }?.frame
    }

    private func buttons(_ host: CollectionViewHost) -> [IndexPath: CGRect] {
        Dictionary(
            uniqueKeysWithValues: host.visibleElements.filter { $0.category == .decorationView(kind: ListLayout.swipeActionKind) }
                .map { ($0.indexPath, $0.frame) })
    }

    @Test func aSwipePastHalfTheButtonsOpensTheRowOnThem() throws {
        let (host, list, app) = try Self.list()
        try Self.swipe(host, row: 2, from: 300, to: 200)
        // 100 pt of 148: past half, the row rests open by both buttons' width.
        #expect(row(host, 2) == CGRect(x: -148, y: 88, width: 390, height: 44))
        // Delete nearest the edge: 316 ... 390; Archive next to it: 242 ... 316.
        #expect(
            buttons(host) == [
                IndexPath(indexes: [0, 2, 0]): CGRect(x: 316, y: 88, width: 74, height: 44),
                IndexPath(indexes: [0, 2, 1]): CGRect(x: 242, y: 88, width: 74, height: 44)
            ])
        #expect(list.swipeAction(at: IndexPath(indexes: [0, 2, 0]))?.title == "Delete")
        #expect(list.swipeAction(at: IndexPath(indexes: [0, 2, 1]))?.resolvedBackground == .systemGray)
        #expect(row(host, 1)?.minX == 0 && app.actions.isEmpty)
        // Short of half, it closes.
        try Self.swipe(host, row: 5, from: 300, to: 270)
        #expect(row(host, 5)?.minX == 0)
    }

    @Test func aFullSwipePerformsTheFirstActionAndTheAppDeletesTheRow() throws {
        let (host, _, app) = try Self.list()
        let below = try #require(row(host, 3))
        try host.drag(.line(from: CGPoint(x: 370, y: 110), to: CGPoint(x: 60, y: 110), duration: 0.5))
        while app.actions.isEmpty, host.frameIndex < 600 { try host.advanceFrame() }
        // The delete animates, as UIKit's does: the row below moves up into the place, not at once.
        try host.advanceFrame()
        let moving = try #require(row(host, 2)).minY
        #expect(moving > 88 && moving < 132, "the row below is on its way up: \(moving)")
        #expect(try host.runUntilIdle())
        // 310 pt of 390: past 0.6 of the row; it slid off and Delete was handed to the app.
        #expect(app.actions == [LayoutAction(identifier: "delete", element: .cell(IndexPath(item: 2, section: 0)))])
        #expect(host.itemCounts == [19])
        // The row below came up into its place.
        #expect(row(host, 2) == CGRect(x: 0, y: 88, width: 390, height: 44) && below.minY == 132)
        #expect(buttons(host).isEmpty)
    }

    @Test func aFullSwipeOfANormalActionHandsItOverAndCloses() throws {
        let (host, _, app) = try Self.list()
        try Self.swipe(host, row: 4, from: 20, to: 330)
        #expect(app.actions == [LayoutAction(identifier: "flag", element: .cell(IndexPath(item: 4, section: 0)))])
        #expect(host.itemCounts == [20] && row(host, 4)?.minX == 0)
    }

    @Test func oneRowIsOpenAtATimeAndATouchElsewhereOrAScrollClosesIt() throws {
        let (host, _, _) = try Self.list()
        try Self.swipe(host, row: 2, from: 300, to: 200)
        try Self.swipe(host, row: 6, from: 300, to: 200)
        #expect(row(host, 2)?.minX == 0 && row(host, 6)?.minX == -148)
        // A tap on another row closes it; a tap on the open row leaves it open.
        try host.tap(at: CGPoint(x: 100, y: 6 * 44 + 22))
        try host.runUntilIdle()
        #expect(row(host, 6)?.minX == -148)
        try host.tap(at: CGPoint(x: 100, y: 400))
        try host.runUntilIdle()
        #expect(row(host, 6)?.minX == 0)
        // A scroll closes an open row; a vertical drag over a row scrolls and swipes nothing.
        try Self.swipe(host, row: 3, from: 300, to: 200)
        #expect(try host.dragToRest(.line(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.5)))
        #expect(host.contentOffset.y > 0 && host.visibleElements.allSatisfy { $0.category != .cell || $0.frame.minX == 0 })
    }

    @Test func rightToLeftTheTrailingActionsAreOnTheLeft() throws {
        let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
        list.trailingSwipeActions = { _ in
            SwipeActionsConfiguration(actions: [SwipeAction(identifier: "delete", title: "Delete")])
        }
        let host = try ListLayoutTests.host(list, counts: [20], direction: .rightToLeft)
        // The finger moves right: the row slides right, Delete shows on the left, 74 pt.
        #expect(try host.dragToRest(.line(from: CGPoint(x: 100, y: 110), to: CGPoint(x: 170, y: 110), duration: 0.5)))
        #expect(host.visibleElements.first { $0.category == .cell && $0.indexPath.item == 2 }?.frame.minX == 74)
        let button = host.visibleElements.first { $0.category == .decorationView(kind: ListLayout.swipeActionKind) }
        #expect(button?.frame == CGRect(x: 0, y: 88, width: 74, height: 44))
    }

    @Test func aRowFlungBackFromPastTheFullSwipeClosesAndPerformsNothing() throws {
        let (host, _, app) = try Self.list()
        // 300 pt left in 0.5 s, then 120 pt back in 0.05 s (2 400 pt/s): let go flinging back.
        let trace = FingerTrace([
            .init(time: 0, location: CGPoint(x: 370, y: 110)), .init(time: 0.5, location: CGPoint(x: 70, y: 110)),
            .init(time: 0.55, location: CGPoint(x: 190, y: 110))
        ])
        #expect(try host.dragToRest(trace))
        #expect(app.actions.isEmpty && host.itemCounts == [20])
        #expect(row(host, 2)?.minX == 0)
    }

    @Test func aTapOnAButtonPerformsItsActionAndATapElsewhereSelectsNothing() throws {
        let (host, list, app) = try Self.list()
        try Self.swipe(host, row: 2, from: 300, to: 200)
        // Archive is the button at 242 ... 316: a normal action; the row closes after it.
        try host.tap(at: CGPoint(x: 280, y: 110))
        try host.runUntilIdle()
        #expect(app.actions == [LayoutAction(identifier: "archive", element: .cell(IndexPath(item: 2, section: 0)))])
        #expect(row(host, 2)?.minX == 0 && host.itemCounts == [20])
        // Delete, tapped on an open row: the app deletes it.
        try Self.swipe(host, row: 5, from: 300, to: 200)
        try host.tap(at: CGPoint(x: 350, y: 5 * 44 + 22))
        try host.runUntilIdle()
        #expect(app.actions.last == LayoutAction(identifier: "delete", element: .cell(IndexPath(item: 5, section: 0))))
        #expect(host.itemCounts == [19])
        // The app can close an open row itself (a destructive action it declined).
        try Self.swipe(host, row: 7, from: 300, to: 200)
        list.closeSwipedRows()
        try host.runUntilIdle()
        #expect(row(host, 7)?.minX == 0)
        #expect(list.swipeAction(at: IndexPath(indexes: [0, 7, 0])) == nil, "no button once closed")
    }

    @Test func newDataEndsEverySwipeAtOnce() throws {
        let (host, _, _) = try Self.list()
        try Self.swipe(host, row: 2, from: 300, to: 200)
        try host.reloadData(itemCounts: [20])
        #expect(
            row(host, 2)?.minX == 0
                && host.visibleElements.allSatisfy { $0.category != .decorationView(kind: ListLayout.swipeActionKind) })
    }

    /// A handler that deletes the row and then throws: the action, carried through the delete it
    /// made, is gone with its row, and no other row is deleted in its name at the next frame.
    @Test func anActionWhoseHandlerThrowsAfterDeletingItsRowIsNotHandedOverAgain() throws {
        let (host, _, _) = try Self.list()
        struct Declined: Error {}
        var calls: [LayoutAction] = []
        host.onLayoutAction = { [unowned host] action in
            calls.append(action)
            var update = BatchUpdate()
            update.deleteItems([action.element.indexPath])
            try host.performBatchUpdates(update, countsAfter: [host.itemCounts[0] - 1])
            throw Declined()
        }
        try host.drag(.line(from: CGPoint(x: 370, y: 110), to: CGPoint(x: 60, y: 110), duration: 0.5))
        var thrown = 0
        for _ in 0..<300 {
            do { try host.advanceFrame() } catch is Declined { thrown += 1 }
        }
        #expect(thrown == 1 && calls.count == 1 && host.itemCounts == [19])
    }
}
