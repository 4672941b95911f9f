import Foundation
import LayoutKitCore
import LayoutKitTesting
import Testing

/// Wrappers checked against frames computed by hand from a one-column list.
struct CompositionTests {
    let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), itemCounts: [3])

    @Test func insetShrinksTheBaseAndMovesItsContent() throws {
        let list = RowsTestLayout()
        let padded = list.inset(by: EdgeInsets(top: 20, left: 15, bottom: 5, right: 25))
        try padded.prepare(context)
        // The list sees 300 - 15 - 25 = 260 pt of width; rows start 20 pt down, 15 pt in.
        #expect(list.preparedContexts.last?.bounds.width == 260)
        #expect(padded.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 15, y: 70, width: 260, height: 40))
        #expect(padded.contentSize == CGSize(width: 300, height: 140 + 25))
        let visible = padded.attributes(in: CGRect(x: 0, y: 0, width: 300, height: 80)).map(\.indexPath.item)
        #expect(visible == [0, 1])
    }

    /// FuzzLayouts found a content of -3 pt: margins of -5 pt around a base with less content
    /// than they take away (an empty waterfall, 7 pt of section insets). Negative margins that
    /// bleed the content past the viewport's edges still apply; the content stops at no size.
    @Test func negativeMarginsLargerThanTheContentLeaveAContentOfNoSize() throws {
        let bleeding = EdgeInsets(all: -5)
        let empty = RowsTestLayout().inset(by: bleeding)
        try empty.prepare(LayoutContext(bounds: context.bounds, itemCounts: [0]))
        #expect(empty.contentSize == CGSize(width: 300, height: 0), "310 pt wide less 10; 0 pt tall, not -10")
        let rows = RowsTestLayout().inset(by: bleeding)
        try rows.prepare(context)
        #expect(rows.contentSize == CGSize(width: 300, height: 140 - 10))
        #expect(rows.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: -5, y: -5, width: 310, height: 40))
    }

    @Test func transposingTurnsAColumnIntoARow() throws {
        let row = RowsTestLayout().transposed()
        try row.prepare(context)
        // The base sees a 500 pt wide world, so each row is 500 x 40; transposed: 40 x 500, 50 pt apart in x.
        #expect(row.attributes(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 100, y: 0, width: 40, height: 500))
        #expect(row.contentSize == CGSize(width: 140, height: 500))
        let found = row.attributes(in: CGRect(x: 45, y: 0, width: 10, height: 10)).map(\.indexPath.item)
        #expect(found == [1])
    }

    @Test func adjustmentsSeeTheLatestBounds() throws {
        let faded = RowsTestLayout().adjustingAttributes { attributes, context in
            attributes.alpha = attributes.frame.minY >= context.visibleRect.minY ? 1 : 0.5
        }
        try faded.prepare(context)
        #expect(faded.attributes(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        let scrolled = CGRect(x: 0, y: 30, width: 300, height: 500)
        #expect(faded.shouldInvalidate(forBoundsChange: scrolled, in: context))
        #expect(faded.attributes(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
        #expect(faded.attributes(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    }

    @Test func defaultsMakeATrivialLayoutWork() throws {
        let list = RowsTestLayout()
        try list.prepare(context)
        #expect(list.attributes(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        #expect(list.attributes(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(!list.shouldInvalidate(forBoundsChange: CGRect(x: 0, y: 80, width: 300, height: 500), in: context))
        #expect(list.shouldInvalidate(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 500), in: context))
        #expect(
            list.targetContentOffset(forProposed: CGPoint(x: 0, y: 33), velocity: CGPoint(x: 0, y: 100)) == CGPoint(x: 0, y: 33))
        #expect {
            try list.checkedAttributes(at: IndexPath(item: 7, section: 0), in: context)
        } throws: { error in
            (error as? LayoutError) == .indexPathOutOfRange(IndexPath(item: 7, section: 0), sectionCount: 1, itemCount: 3)
        }
    }
}
