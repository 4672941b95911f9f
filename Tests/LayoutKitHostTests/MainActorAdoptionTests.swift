import Foundation
import LayoutKit
import Testing

/// The adoption pattern of a UIKit or AppKit app, proved on Linux in Swift 6 mode: main-actor
/// views adopt `DynamicItem`, a main-actor collection view drives any layout through the bridge.
@MainActor
struct MainActorAdoptionTests {
    @Test func aMainActorViewFallsUnderGravity() throws {
        let card = CardView()
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 2000))
        try animator.addBehavior(GravityBehavior(items: [card]))
        for _ in 0..<60 { try animator.advance(by: 1.0 / 60) }
        // Free fall under UIKit's unit gravity, 1000 pt/s², for one second: ½ g t² = 500 pt.
        #expect(abs(card.center.y - (100 + 500)) < 3, "a class item is moved in place")
        #expect(card.center.x == 160)
    }

    @Test func aSpringyLayoutInAFakeCollectionViewRunsItsDisplayLinkUntilItRests() throws {
        let flow = FlowLayout(configuration: .springy())
        let layout = flow.springy()
        let view = FakeCollectionView(layout: layout, size: CGSize(width: 320, height: 568), itemCounts: [120])
        view.layoutSubviews()
        // New springs wake the animator; at their anchors they rest within a quarter second (15 frames).
        #expect(view.isDisplayLinkRunning)
        for _ in 0..<16 { view.displayRefresh() }
        #expect(!view.isDisplayLinkRunning)
        view.panLocation = CGPoint(x: 160, y: 400)
        for _ in 0..<10 {
            view.scroll(by: 20)
            view.panLocation?.y += 20
            view.displayRefresh()
        }
        view.panLocation = nil
        #expect(view.isDisplayLinkRunning, "the springs move: the channel started the display link")
        let wobbling = view.visible.filter { $0.frame != flow.attributes(at: $0.indexPath)?.frame }
        #expect(!wobbling.isEmpty)
        var frames = 0
        while view.isDisplayLinkRunning && frames < 1200 {
            view.displayRefresh()
            frames += 1
        }
        #expect(!view.isDisplayLinkRunning, "at rest the channel stopped it")
        #expect(view.visible.allSatisfy { $0.frame == flow.attributes(at: $0.indexPath)?.frame })
        #expect(view.errors.isEmpty)
        let passes = view.preparePasses
        view.displayRefresh()
        #expect(view.preparePasses == passes, "at rest nothing invalidates the layout")
    }

    @Test func batchUpdatesAreValidatedAgainstTheLayoutPasses() throws {
        let flow = FlowLayout(configuration: .springy())
        let view = FakeCollectionView(layout: flow, size: CGSize(width: 320, height: 568), itemCounts: [10])
        view.layoutSubviews()
        view.performBatchUpdates([.insertItem(IndexPath(item: 0, section: 0))], countsAfter: [11])
        #expect(view.errors.isEmpty)
        #expect(view.visible.filter { $0.category == .cell }.count == 11)
        // UIKit reports 12 items but the update explains one insertion from 11: a typed error.
        view.performBatchUpdates([.insertItem(IndexPath(item: 0, section: 0))], countsAfter: [13])
        #expect(view.errors.count == 1)
        #expect(view.errors.first?.contains("section 0") == true)
    }

    @Test func aSecondLayoutPassBeforeTheUpdateKeepsTheCountsBeforeIt() throws {
        let view = FakeCollectionView(layout: FlowLayout(), size: CGSize(width: 320, height: 568), itemCounts: [4])
        view.layoutSubviews()
        view.performBatchUpdates([.insertItem(IndexPath(item: 4, section: 0))], countsAfter: [5], extraPasses: 1)
        #expect(view.errors.isEmpty, "\(view.errors)")
        #expect(view.visible.filter { $0.category == .cell }.count == 5)
    }

    @Test(arguments: [
        (UpdateAction.insert, nil, IndexPath(item: 2, section: 1), UpdateItem.insertItem(IndexPath(item: 2, section: 1))),
        (.delete, IndexPath(index: 3), nil, .deleteSection(3)),
        (.move, IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 2), .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 2))),
        (.reload, IndexPath(item: 0, section: 0), nil, .reloadItem(IndexPath(item: 0, section: 0))),
    ] as [(UpdateAction, IndexPath?, IndexPath?, UpdateItem)])
    func platformUpdateItemsBecomeLayoutKitUpdates(action: UpdateAction, before: IndexPath?, after: IndexPath?, expected: UpdateItem) throws {
        #expect(try action.updateItem(before: before, after: after) == expected)
    }

    @Test func anUpdateItemWithoutItsIndexPathIsATypedError() throws {
        #expect(throws: LayoutError.self) { try UpdateAction.move.updateItem(before: IndexPath(item: 1, section: 0), after: nil) }
        #expect(try UpdateAction.none.updateItem(before: nil, after: nil) == nil)
    }
}
