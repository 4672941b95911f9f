import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// The display link and what the adapter holds: it runs while the layout animates, and nothing
    /// outlives the collection view.
    @MainActor
    struct LifecycleThroughUIKitTests {
        init() { ModelDisplay.reset() }

        private static func springy() -> SpringyLayout<FlowLayout> {
            FlowLayout(configuration: .compactGrid()).springy()
        }

        @Test func nothingOutlivesTheCollectionViewItsLayoutAndItsDisplayLink() throws {
            weak var weakView: UICollectionView?
            weak var weakAdapter: LayoutKitCollectionViewLayout?
            weak var weakLayout: SpringyLayout<FlowLayout>?
            do {
                let springs = Self.springy()
                let adapter = LayoutKitCollectionViewLayout(springs)
                let screen = ModelScreen(adapter, counts: [60])
                screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -15), frames: 6)
                #expect(ModelDisplay.links.count == 1)
                (weakView, weakAdapter, weakLayout) = (screen.collectionView, adapter, springs)
                screen.collectionView.removeFromSuperview()
            }
            ModelDisplay.advance(frames: 2)
            #expect(weakView == nil && weakAdapter == nil && weakLayout == nil)
            #expect(ModelDisplay.links.isEmpty, "the display link stopped and let go of its target")
        }

        @Test func aLayoutReplacedWhileItAnimatesStopsItsDisplayLink() throws {
            let adapter = LayoutKitCollectionViewLayout(Self.springy())
            let screen = ModelScreen(adapter, counts: [60])
            screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -15), frames: 6)
            #expect(ModelDisplay.links.count == 1)
            screen.collectionView.collectionViewLayout = LayoutKitCollectionViewLayout(FlowLayout())
            ModelDisplay.advance()
            #expect(ModelDisplay.links.isEmpty)
        }

        @Test func aLayoutThatAnimatesAlreadyStartsItsDisplayLinkWhenShown() throws {
            let toy = PhysicsToyLayout()
            try toy.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), itemCounts: [3]))
            #expect(toy.channel?.isAnimating == true, "three items fly in")
            let adapter = LayoutKitCollectionViewLayout(toy)
            _ = ModelScreen(adapter, counts: [3])
            #expect(ModelDisplay.links.count == 1)
        }
    }
}
