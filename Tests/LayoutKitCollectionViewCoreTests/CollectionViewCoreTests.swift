import Foundation
import LayoutKitCollectionViewCore
import LayoutKitCore
import Testing

/// The core on its own, driven as a platform drives it: what it holds back, numbers and decides.
struct CollectionViewCoreTests {
    /// A list of 40 pt rows that invalidates itself through its channel from inside `prepare`,
    /// and records every invalidation it receives with the depth of calls it was in.
    final class SelfInvalidatingList: AnimatingLayout {
        let channel: LayoutChannel? = LayoutChannel()
        private(set) var contentSize: CGSize = .zero
        private var count = 0
        private var preparing = false
        private(set) var invalidatedWhilePreparing = false
        private(set) var received: [InvalidationContext] = []

        func prepare(_ context: LayoutContext) throws {
            preparing = true
            defer { preparing = false }
            count = context.numberOfItems(inSection: 0)
            contentSize = CGSize(width: context.bounds.width, height: CGFloat(count) * 40)
            channel?.invalidate(InvalidationContext(invalidatedItems: [IndexPath(item: 0, section: 0)]))
        }

        func invalidate(with context: InvalidationContext) {
            if preparing { invalidatedWhilePreparing = true }
            received.append(context)
        }

        func attributes(in rect: CGRect) -> [LayoutAttributes] {
            (0..<count).map {
                LayoutAttributes(
                    indexPath: IndexPath(item: $0, section: 0), category: .cell,
                    frame: CGRect(x: 0, y: CGFloat($0) * 40, width: contentSize.width, height: 40))
            }
            .filter { $0.frame.intersects(rect) }
        }
    }

    private func core(
        _ layout: any CollectionLayout, counts: [Int], delivered: @escaping (InvalidationContext) -> Void = { _ in }
    ) -> CollectionViewCore {
        let core = CollectionViewCore(layout: layout)
        core.readView = { LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: counts) }
        core.onInvalidate = delivered
        return core
    }

    @Test func aMessageSaidInsideAHookReachesTheViewAfterTheHookReturned() throws {
        let layout = SelfInvalidatingList()
        var delivered: [InvalidationContext] = []
        var core: CollectionViewCore?
        core = self.core(layout, counts: [5]) { context in
            delivered.append(context)
            core?.invalidate(with: context)
        }
        try core?.prepareLayout()
        #expect(delivered == [InvalidationContext(invalidatedItems: [IndexPath(item: 0, section: 0)])])
        #expect(!layout.invalidatedWhilePreparing, "the layout is never called back from inside its own prepare")
        #expect(layout.received == delivered)
    }

    @Test func anUpdateIsCheckedAgainstTheCountsOfThePassesAroundIt() throws {
        var counts = [4]
        let core = CollectionViewCore(layout: SelfInvalidatingList())
        core.readView = { LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: counts) }
        try core.prepareLayout()
        counts = [6]
        core.invalidate(with: .dataSourceCounts)
        try core.prepareLayout()
        try core.prepareLayout()
        #expect(throws: LayoutError.self, "one insert cannot explain 4 -> 6") {
            try core.prepare(forUpdates: [.insertItem(IndexPath(item: 0, section: 0))])
        }
        let plan = try core.prepare(forUpdates: [
            .insertItem(IndexPath(item: 0, section: 0)), .insertItem(IndexPath(item: 5, section: 0))
        ])
        #expect(plan.countsBefore == [4] && plan.countsAfter == [6])
        core.finalizeUpdates()
        core.invalidate(with: .dataSourceCounts)
        try core.prepareLayout()
        #expect(
            try core.prepare(forUpdates: [.reloadItem(IndexPath(item: 2, section: 0))]).countsBefore == [6],
            "an update with the same counts starts from the last pass")
    }

    /// UIKit prepares an animated bounds change around an animated insertion too: the update's
    /// plan holds until the update is finalized, whichever of the two ends first.
    @Test func anAnimatedBoundsChangeDuringAnUpdateLeavesTheUpdatesPlanInPlace() throws {
        var counts = [4]
        let core = CollectionViewCore(layout: SelfInvalidatingList())
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        core.readView = { LayoutContext(bounds: bounds, itemCounts: counts) }
        try core.prepareLayout()
        counts = [5]
        core.invalidate(with: .dataSourceCounts)
        try core.prepareLayout()
        try core.prepare(forUpdates: [.insertItem(IndexPath(item: 0, section: 0))])
        core.prepare(forAnimatedBoundsChange: bounds)
        let old = ElementKey.cell(IndexPath(item: 0, section: 0))
        #expect(core.keyAfterChange(for: old) == .cell(IndexPath(item: 1, section: 0)), "the insert moves old item 0 down")
        core.finalizeAnimatedBoundsChange()
        #expect(core.keyAfterChange(for: old) == .cell(IndexPath(item: 1, section: 0)), "still, until the update ends")
        core.finalizeUpdates()
        #expect(core.keyAfterChange(for: old) == old, "no change under way")
    }

    @Test func aPlainPlatformContextMeansEverythingAndAnyOtherSaysWhatItSays() {
        let plain = InvalidationContext(
            platformInvalidatingEverything: false, dataSourceCounts: false, items: [],
            supplementaryElements: [:], contentOffsetAdjustment: .zero, contentSizeAdjustment: .zero)
        #expect(plain == .everything)
        let counts = InvalidationContext(
            platformInvalidatingEverything: false, dataSourceCounts: true, items: [],
            supplementaryElements: [:], contentOffsetAdjustment: .zero, contentSizeAdjustment: .zero)
        #expect(counts == .dataSourceCounts)
        let shifted = InvalidationContext(
            platformInvalidatingEverything: false, dataSourceCounts: false, items: [],
            supplementaryElements: [:], contentOffsetAdjustment: CGPoint(x: 0, y: 12), contentSizeAdjustment: .zero)
        #expect(!shifted.invalidateEverything && shifted.contentOffsetAdjustment.y == 12)
    }

    @Test func aScaleOfZeroIsNeverHandedOn() throws {
        var scale: CGFloat = 2
        let core = CollectionViewCore(layout: SelfInvalidatingList())
        core.readView = { LayoutContext(bounds: .zero, itemCounts: [], displayScale: scale) }
        #expect(core.layoutContext.displayScale == 2)
        scale = 0
        #expect(core.layoutContext.displayScale == 2, "the last scale the view had")
        let fresh = CollectionViewCore(layout: SelfInvalidatingList())
        fresh.readView = { LayoutContext(bounds: .zero, itemCounts: [], displayScale: 0) }
        #expect(fresh.layoutContext.displayScale == 1, "1 before the view ever had one")
    }

    @Test func departuresKeepTheirNumbersWhileTheyFallEvenWithOneOldKey() {
        var ledger = DepartureLedger()
        let a = LayoutAttributes(indexPath: IndexPath(item: 3, section: 0), category: .cell)
        let b = LayoutAttributes(indexPath: IndexPath(item: 0, section: 0), category: .cell)
        #expect(ledger.update(with: [a]) == [0])
        #expect(ledger.update(with: [b, a]) == [1])
        #expect(ledger.entries.map(\.number) == [1, 0], "each keeps its number in the layout's new order")
        #expect(ledger.update(with: [b, a, a]) == [2], "a second departure with the same old key gets a number of its own")
        #expect(ledger.update(with: [a]) == [], "two left; the one still listed keeps a number it had")
        #expect(ledger.entries.count == 1 && [0, 2].contains(ledger.entries[0].number))
    }
}
