import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// The rest of the layout-to-UIKit contract: an animated rotation, custom values, the pinch of a
    /// pinch recognizer, and decoration views the app registers (section backgrounds).
    @MainActor
    struct ContractThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// A cell that keeps the custom values it was applied.
        final class ValueCell: UICollectionViewCell {
            private(set) var applied: [[String: CGFloat]] = []
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                applied.append((layoutAttributes as? LayoutKitLayoutAttributes)?.customValues ?? [:])
            }
        }

        private static func flow() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumInteritemSpacing = 10
                $0.minimumLineSpacing = 10
            }
        }

        @Test func anAnimatedRotationAnimatesEveryElementThroughTheLayout() throws {
            let layout = LayoutKitCollectionViewLayout(Self.flow())
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let screen = ModelScreen(layout, counts: [12])
            let item = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 3])))
            #expect(item.frame.origin == CGPoint(x: 0, y: 110), "three to a row in 320")
            UIView.animate(withDuration: 0.3) { screen.collectionView.frame.size = CGSize(width: 568, height: 320) }
            // Five to a row in 568, spread as UIKit's flow spreads a full line: (568 - 5 x 100) / 4 = 17
            // between items, so item 3 moves up to the first row at 3 x 117.
            #expect(item.frame.origin == CGPoint(x: 351, y: 0))
            #expect(item.presentedFrame.origin == CGPoint(x: 0, y: 110), "and animates there from where it was")
            ModelDisplay.advance(frames: 20)
            #expect(item.presentedFrame.origin == CGPoint(x: 351, y: 0))
            #expect(errors.isEmpty, "\(errors)")
        }

        @Test func customValuesReachTheCellAndChangeItsAttributes() throws {
            let valued = Self.flow().adjustingAttributes { attributes, _ in
                attributes.customValues["progress"] = attributes.frame.minY / 1000
            }
            let layout = LayoutKitCollectionViewLayout(valued)
            let screen = ModelScreen(layout, counts: [12])
            screen.collectionView.register(ValueCell.self, forCellWithReuseIdentifier: ModelData.cellIdentifier)
            screen.collectionView.reloadData()
            screen.collectionView.layoutIfNeeded()
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 4])) as? ValueCell)
            #expect(cell.applied.last == ["progress": 0.11])
            let a = LayoutKitLayoutAttributes(forCellWith: IndexPath(indexes: [0, 0]))
            let b = try #require(a.copy() as? LayoutKitLayoutAttributes)
            #expect(a.isEqual(b))
            b.customValues["progress"] = 0.5
            #expect(!a.isEqual(b), "attributes that differ only by a custom value are not equal: UIKit applies them again")
            #expect((b.copy() as? LayoutKitLayoutAttributes)?.customValues == ["progress": 0.5])
        }

        @Test func thePinchOfAPinchRecognizerReachesAPinchableLayout() throws {
            let base = Self.flow()
            let layout = LayoutKitCollectionViewLayout(base.pinchable())
            let screen = ModelScreen(layout, counts: [12])
            let pinch = UIPinchGestureRecognizer()
            layout.pinchGestureRecognizer = pinch
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 4])))
            let place = cell.frame
            // Two fingers 60 pt apart around (160, 160), over item 4 (110...210 across, 110...210 down).
            pinch.touchLocations = [CGPoint(x: 130, y: 160), CGPoint(x: 190, y: 160)]
            pinch.scale = 1.5
            pinch.state = .began
            screen.collectionView.layoutIfNeeded()
            #expect(cell.frame.size == CGSize(width: 150, height: 150), "the item under the fingers grows with the pinch")
            #expect(cell.frame.midX == 160 && cell.frame.midY == 160)
            pinch.state = .ended
            screen.collectionView.layoutIfNeeded()
            #expect(ModelDisplay.links.count == 1, "it animates back through the display link")
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 120))
            screen.collectionView.layoutIfNeeded()
            #expect(cell.frame == place)
        }

        /// Right to left UIKit shows item 3 at the right of its row (220...320 across): fingers over
        /// it there reach it, flipped into the layout's coordinates by the adapter.
        @Test func rightToLeftThePinchReachesTheItemUnderTheFingersAsShown() throws {
            let layout = LayoutKitCollectionViewLayout(Self.flow().pinchable())
            let screen = ModelScreen(layout, counts: [12])
            screen.collectionView.semanticContentAttribute = .forceRightToLeft
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            let pinch = UIPinchGestureRecognizer()
            layout.pinchGestureRecognizer = pinch
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 3])))
            #expect(cell.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
            pinch.touchLocations = [CGPoint(x: 240, y: 160), CGPoint(x: 300, y: 160)]
            pinch.scale = 1.5
            pinch.state = .began
            screen.collectionView.layoutIfNeeded()
            #expect(cell.frame.size == CGSize(width: 150, height: 150) && cell.frame.midX == 270, "\(cell.frame)")
            pinch.state = .ended
            screen.collectionView.layoutIfNeeded()
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 120))
        }

        @Test func aDecorationKindTheAppRegistersIsShownWithItsClass() throws {
            final class Background: UICollectionReusableView {}
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.sectionBackground = FlowSectionBackground()
            }
            let layout = LayoutKitCollectionViewLayout(flow)
            layout.register(Background.self, forDecorationViewOfKind: FlowSectionBackground.defaultKind)
            let screen = ModelScreen(layout, counts: [3, 3])
            let backgrounds = screen.collectionView.decorationViews(ofKind: FlowSectionBackground.defaultKind)
            #expect(backgrounds.count == 2 && backgrounds.values.allSatisfy { $0 is Background })
        }
    }
}
