import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Self-sizing through the host: only what comes on screen is measured, once, and what the user
/// looks at stays put while sizes resolve.
struct FlowSelfSizingHostTests {
    @Test func aMillionItemListScrolledTwentyScreensMeasuresOnlyWhatCameOnScreen() throws {
        let count = 1_000_000
        let layout = SelfSizingList.layout()
        let counter = MeasureCounter()
        let host = try SelfSizingList.host(layout, items: count, counter: counter)
        var seen = Set<Int>()
        let step: CGFloat = 284
        for index in 0...40 {
            try host.setContentOffset(CGPoint(x: 0, y: CGFloat(index) * step))
            for element in host.visibleElements where element.category == .cell {
                seen.insert(element.indexPath.item)
                // Shown only once measured: every visible cell has its true height.
                #expect(element.frame.height == SelfSizingList.trueHeight(element.indexPath.item))
            }
        }
        let final = host.contentOffset.y
        #expect(final == 40 * step, "no size changed above the top, so nothing moved the offset")
        let measured = host.measuredItems.map(\.item).sorted()
        #expect(counter.count == measured.count, "each item is measured once")
        #expect(measured == Array(0..<measured.count), "the measured items run from the top without a gap")
        #expect(seen.isSubset(of: Set(measured)))
        // Independently: the true top of item i is 10 + sum over j < i of (h_j + 10). Every item
        // whose true top lies above the final visible rectangle plus the 100 pt margin is
        // measured; a few more may be, measured at their estimated place before moving out.
        var top: CGFloat = SelfSizingList.inset
        var reached = 0
        while top <= final + 568 + CollectionViewHost.selfSizingMargin {
            top += SelfSizingList.trueHeight(reached) + SelfSizingList.spacing
            reached += 1
        }
        let slack = Int(((568 + CollectionViewHost.selfSizingMargin) / 54).rounded(.up))
        #expect(measured.count >= reached && measured.count <= reached + slack)
        #expect(measured.count < 400, "20 screens of items at least 30 pt a pitch")
        // The content height counts the measured heights and the estimate for the rest.
        let measuredSum = measured.reduce(CGFloat(0)) { $0 + SelfSizingList.trueHeight($1) }
        let expectedHeight =
            2 * SelfSizingList.inset + measuredSum + CGFloat(count - measured.count) * 44
            + CGFloat(count - 1) * SelfSizingList.spacing
        #expect(abs(layout.contentSize.height - expectedHeight) < 1e-3)
        #expect(layout.layoutPassCount == 1, "measurements never re-ran the whole layout")
    }

    @Test func theItemUnderTheFingerStaysPutWhileItemsAboveItGrow() throws {
        let layout = SelfSizingList.layout()
        let counter = MeasureCounter()
        // Items above 60 are tall (100 pt against the 44 pt estimate); they resolve as they come
        // into view while the finger drags the content down.
        let host = try SelfSizingList.host(layout, items: 200, height: { $0 < 60 ? 100 : 30 }, counter: counter)
        try host.setContentOffset(CGPoint(x: 0, y: 60 * 54 + 10))
        let start = CGPoint(x: 160, y: 100)
        let fingerContent = CGPoint(x: start.x, y: start.y + host.contentOffset.y)
        let held = try #require(host.visibleElements.first { $0.category == .cell && $0.frame.contains(fingerContent) })
        let heldScreenY = held.frame.minY - host.contentOffset.y
        try host.drag(.line(from: start, to: CGPoint(x: 160, y: 500), duration: 1))
        var worst: CGFloat = 0
        var grew = false
        let measuredBefore = counter.count
        for _ in 0..<60 {
            try host.advanceFrame()
            let finger = start.y + 400 * CGFloat(min(host.time, 1))
            let now = try #require(host.visibleElements.first { $0.key == held.key })
            worst = max(worst, abs((now.frame.minY - host.contentOffset.y) - (heldScreenY + finger - start.y)))
            grew = grew || counter.count > measuredBefore
        }
        #expect(grew, "items above the finger were measured during the drag")
        #expect(worst <= 0.5)
    }

    @Test func scrollingUpWithoutAFingerKeepsTheFirstVisibleCellInPlace() throws {
        let layout = SelfSizingList.layout()
        let counter = MeasureCounter()
        let host = try SelfSizingList.host(layout, items: 300, height: { _ in 120 }, counter: counter)
        try host.setContentOffset(CGPoint(x: 0, y: 200 * 54 + 10))
        for _ in 0..<10 {
            // What is at the top of the screen before the scroll is 100 pt lower after it.
            let top = try #require(
                host.visibleElements.filter { $0.category == .cell && $0.frame.minY >= host.contentOffset.y }
                    .min { $0.frame.minY < $1.frame.minY })
            let screenY = top.frame.minY - host.contentOffset.y
            try host.setContentOffset(CGPoint(x: 0, y: host.contentOffset.y - 100))
            let after = try #require(host.visibleElements.first { $0.key == top.key })
            #expect(abs(after.frame.minY - host.contentOffset.y - (screenY + 100)) <= 0.5)
        }
    }

    @Test func aMeasuredSizeIsKeptUntilTheItemIsReloadedOrTheWidthChanges() throws {
        let layout = SelfSizingList.layout()
        let counter = MeasureCounter()
        let host = try SelfSizingList.host(layout, items: 50, height: { _ in 80 }, counter: counter)
        try host.layoutIfNeeded()
        try host.advanceFrame()
        let firstScreen = counter.count
        #expect(firstScreen > 0)
        try host.advance(frames: 5)
        #expect(counter.count == firstScreen, "no frame measures a cell twice")
        var reload = BatchUpdate()
        reload.reloadItems([IndexPath(item: 1, section: 0)])
        try host.performBatchUpdates(reload, countsAfter: [50], animation: HostAnimation(duration: 0))
        #expect(counter.count == firstScreen + 1, "the reloaded item alone is measured again")
        // A deletion above keeps the others' sizes, carried to their new index paths.
        var delete = BatchUpdate()
        delete.deleteItems([IndexPath(item: 0, section: 0)])
        try host.performBatchUpdates(delete, countsAfter: [49], animation: HostAnimation(duration: 0))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 300, height: 80))
        let beforeRotation = counter.count
        try host.setFrameSize(CGSize(width: 568, height: 320))
        #expect(counter.count > beforeRotation, "a new width measures the cells on screen again")
    }

    @Test func aBadPreferredSizeNamesTheItemAndKeepsTheEstimate() throws {
        for bad in [CGFloat.nan, -5, 0, .infinity] {
            let layout = SelfSizingList.layout()
            let counter = MeasureCounter()
            let host = try SelfSizingList.host(layout, items: 20, height: { $0 == 3 ? bad : 60 }, counter: counter)
            #expect {
                try host.advanceFrame()
            } throws: { error in
                guard case let SelfSizingError.invalidPreferredSize(indexPath, size)? = error as? SelfSizingError else {
                    return false
                }
                return indexPath == IndexPath(item: 3, section: 0) && (size.height == bad || (bad.isNaN && size.height.isNaN))
            }
            #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame.height == 44)
            #expect(
                layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.height == 44,
                "the whole round keeps its estimates")
            #expect(host.measuredItems.isEmpty)
            host.preferredLayoutAttributesFitting = nil
            try host.advanceFrame()
        }
    }

    @Test func insertingAboveTheTopDoesNotMoveWhatIsVisible() throws {
        let layout = FlowLayout { configuration in
            configuration.itemSize = CGSize(width: 300, height: 44)
            configuration.sectionInset = EdgeInsets(all: 10)
        }
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [100])
        try host.setContentOffset(CGPoint(x: 0, y: 1000))
        let before = host.visibleElements.filter { $0.category == .cell }
        var update = BatchUpdate()
        update.insertItems((0..<5).map { IndexPath(item: $0, section: 0) })
        try host.performBatchUpdates(update, countsAfter: [105])
        try host.runUntilIdle()
        // Five rows of 44 + 10 pt went in above: the offset moves down by as much.
        #expect(abs(host.contentOffset.y - (1000 + 5 * 54)) < 1e-9)
        for element in before {
            let moved = try #require(host.visibleElements.first { $0.indexPath.item == element.indexPath.item + 5 })
            #expect(abs((moved.frame.minY - host.contentOffset.y) - (element.frame.minY - 1000)) < 1e-9)
        }
    }

    @Test func aRotationKeepsTheFirstFullyVisibleCellInPlace() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [120])
        try host.setContentOffset(CGPoint(x: 0, y: 699))
        try host.setFrameSize(CGSize(width: 568, height: 320))
        // Portrait: 5 items a line, lines at 10 + 54 k; the first line at or below 699 is line 13
        // (712), item 65, 13 pt from the top of the screen. Landscape: 10 items a line, item 65
        // on line 6 at 10 + 6 x 54 = 334, so the offset becomes 334 - 13.
        #expect(host.contentOffset.y == 321)
        let cell = try #require(host.visibleElements.first { $0.indexPath.item == 65 })
        #expect(cell.frame.minY - host.contentOffset.y == 13)
    }

    @Test func aHorizontalListMeasuresWidthsAndKeepsTheFirstVisibleCellInPlace() throws {
        let layout = FlowLayout { configuration in
            configuration.scrollDirection = .horizontal
            configuration.estimatedItemSize = CGSize(width: 44, height: 300)
            configuration.sectionInset = EdgeInsets(all: 10)
        }
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 568, height: 320), itemCounts: [300])
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            preferred.frame.size.width = 120
            return preferred
        }
        try host.setContentOffset(CGPoint(x: 200 * 54 + 10, y: 0))
        #expect(host.visibleElements.allSatisfy { $0.frame.size == CGSize(width: 120, height: 300) })
        let first = try #require(
            host.visibleElements.filter { $0.frame.minX >= host.contentOffset.x }.min { $0.frame.minX < $1.frame.minX })
        let screenX = first.frame.minX - host.contentOffset.x
        // A jump of 300 pt, past the 100 pt measured ahead: cells at their estimate come into
        // view on the left and grow from 44 to 120 pt. The content moves to keep the old first
        // cell where a plain 300 pt scroll puts it, not the new cells, which are changing.
        try host.setContentOffset(CGPoint(x: host.contentOffset.x - 300, y: 0))
        let after = try #require(host.visibleElements.first { $0.key == first.key })
        #expect(abs(after.frame.minX - host.contentOffset.x - (screenX + 300)) <= 0.5)
        #expect(host.contentOffset.y == 0)
    }

    @Test func aWrappedSelfSizingLayoutIsMeasuredThroughTheWrapper() throws {
        let layout = SelfSizingList.layout().inset(by: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [100])
        host.preferredLayoutAttributesFitting = { attributes in
            var preferred = attributes
            preferred.frame.size.height = 70
            return preferred
        }
        try host.advanceFrame()
        let cells = host.visibleElements.filter { $0.category == .cell }.sorted { $0.indexPath.item < $1.indexPath.item }
        // 50 pt of inset, then the section inset of 10, then rows of 70 pt every 80 pt.
        #expect(!cells.isEmpty)
        for cell in cells {
            #expect(cell.frame == CGRect(x: 10, y: 60 + 80 * CGFloat(cell.indexPath.item), width: 300, height: 70))
        }
    }
}
