import AppKit
import AppKitAdapter
import CollectionModel
import LayoutKit
import Testing

extension ThroughTheModel {
    /// A list's row swiped open with the trackpad as with a finger, then clicked, in an AppKit
    /// collection view that selects: a click elsewhere closes the row and selects nothing, a click
    /// on a revealed button performs its action and selects nothing, and any other click selects
    /// as AppKit does. Rows of 44 pt in a 320 x 480 view: row i spans y = 44 i ... 44 i + 44.
    @MainActor
    struct ListClicksThroughAppKitTests {
        init() { ModelDisplay.reset() }

        /// Row 1 swiped open on its two buttons (148 pt; Delete, the first, at the trailing edge) by
        /// 120 pt to the left, which the scroll view never sees.
        private func openRow() throws -> (AppKitScreen, LayoutKitCollectionViewLayout) {
            let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
            list.trailingSwipeActions = { _ in
                SwipeActionsConfiguration(actions: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
                                                    SwipeAction(identifier: "archive", title: "Archive")])
            }
            let layout = LayoutKitCollectionViewLayout(list)
            let screen = AppKitScreen(layout, counts: [20])
            screen.collectionView.isSelectable = true
            AppKitAdapterTests.swipe(screen, by: (-15, 0), steps: 8)
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 600), "the row comes to rest")
            #expect(screen.scrollView.contentView.bounds.origin == .zero, "the scroll view saw none of it")
            try #require(try #require(layout.core.nestedScroller(at: CGPoint(x: 150, y: 66))).offset == 148)
            return (screen, layout)
        }

        private func offsetOfRowOne(_ layout: LayoutKitCollectionViewLayout) -> CGFloat? {
            layout.core.nestedScroller(at: CGPoint(x: 150, y: 66))?.offset
        }

        @Test func aClickElsewhereClosesTheOpenRowAndSelectsNothingThenSelects() throws {
            let (screen, layout) = try openRow()
            screen.click(at: NSPoint(x: 150, y: 10 * 44 + 22))
            #expect(screen.collectionView.selectionIndexPaths.isEmpty, "the click that closed row 1 selected nothing")
            #expect(ModelDisplay.advance(until: { offsetOfRowOne(layout) == 0 }, limit: 300), "row 1 closes")
            screen.click(at: NSPoint(x: 150, y: 10 * 44 + 22))
            #expect(screen.collectionView.selectionIndexPaths == [IndexPath(indexes: [0, 10])], "the next click selects row 10")
        }

        @Test func aClickOnARevealedButtonPerformsItsActionAndSelectsNothing() throws {
            let (screen, layout) = try openRow()
            var actions: [LayoutAction] = []
            layout.onLayoutAction = { actions.append($0) }
            screen.click(at: NSPoint(x: 310, y: 66))
            #expect(ModelDisplay.advance(until: { !actions.isEmpty }, limit: 60))
            #expect(actions == [LayoutAction(identifier: "delete", element: .cell(IndexPath(indexes: [0, 1])))])
            #expect(screen.collectionView.selectionIndexPaths.isEmpty, "the button's click selected nothing")
        }

        @Test func withNoRowOpenAClickSelectsAsAppKitDoes() {
            let list = ListLayout(configuration: ListConfiguration(rowHeight: .absolute(44)))
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(list), counts: [5])
            screen.collectionView.isSelectable = true
            screen.click(at: NSPoint(x: 150, y: 3 * 44 + 22))
            #expect(screen.collectionView.selectionIndexPaths == [IndexPath(indexes: [0, 3])])
            screen.click(at: NSPoint(x: 150, y: 400))  // below the five rows (220 pt)
            #expect(screen.collectionView.selectionIndexPaths.isEmpty, "a click on no item empties the selection")
            // Apple: selectionIndexPaths, an index path naming no item "raises an exception".
            screen.collectionView.selectionIndexPaths = [IndexPath(indexes: [0, 5])]
            #expect(PlatformFaults.take().contains { $0.hasPrefix("selectionIndexPaths: [0, 5]") })
        }
    }
}
