import Foundation
import LayoutKit
import Testing

/// The adoption pattern of a UIKit or AppKit app, proved on Linux in Swift 6 mode: main-actor
/// views adopt `DynamicItem`; platform update items become LayoutKit updates. (The adapters
/// themselves run against a model of UIKit and AppKit: Tools/PlatformModel.)
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

    @Test(
        arguments: [
            (UpdateAction.insert, nil, IndexPath(item: 2, section: 1), UpdateItem.insertItem(IndexPath(item: 2, section: 1))),
            (.delete, IndexPath(indexes: [3, NSNotFound]), nil, .deleteSection(3)),
            (.insert, nil, IndexPath(indexes: [2, NSNotFound]), .insertSection(2)),
            (.move, IndexPath(indexes: [0, NSNotFound]), IndexPath(indexes: [4, NSNotFound]), .moveSection(from: 0, to: 4)),
            (.reload, IndexPath(index: 1), nil, .reloadSection(1)),
            (
                .move, IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 2),
                .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 2))
            ),
            (.reload, IndexPath(item: 0, section: 0), nil, .reloadItem(IndexPath(item: 0, section: 0)))
        ] as [(UpdateAction, IndexPath?, IndexPath?, UpdateItem)])
    func platformUpdateItemsBecomeLayoutKitUpdates(
        action: UpdateAction, before: IndexPath?, after: IndexPath?, expected: UpdateItem
    ) throws {
        #expect(try action.updateItem(before: before, after: after) == expected)
    }

    @Test func anUpdateItemWithoutItsIndexPathIsATypedError() throws {
        #expect(throws: LayoutError.self) { try UpdateAction.move.updateItem(before: IndexPath(item: 1, section: 0), after: nil) }
        #expect(throws: LayoutError.self) {
            try UpdateAction.move.updateItem(before: IndexPath(indexes: [1, NSNotFound]), after: IndexPath(item: 0, section: 2))
        }
        #expect(try UpdateAction.none.updateItem(before: nil, after: nil) == nil)
    }
}
