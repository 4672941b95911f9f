import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// What the adapter reads from UIKit for the layout: the display scale, the flow delegate's
    /// sizes, UIKit's plain invalidations, and what it does with errors.
    @MainActor
    struct ContextThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// A flow delegate that implements no method.
        final class SilentDelegate: UICollectionViewDelegateFlowLayout {}

        /// A flow delegate whose items are 100 pt wide and as tall as `height`.
        final class SizingDelegate: UICollectionViewDelegateFlowLayoutSizing {
            var height: CGFloat = 50
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100, height: height)
            }
        }

        private static func flow() -> FlowLayout {
            FlowLayout { $0.itemSize = CGSize(width: 60, height: 60) }
        }

        @Test func aViewOutsideAWindowNeverHandsTheLayoutAScaleOfZero() throws {
            let log = InvalidationLog(Self.flow())
            let layout = LayoutKitCollectionViewLayout(log)
            var errors: [String] = []
            layout.onError = { errors.append("\($0)") }
            let screen = ModelScreen(layout, counts: [10], inWindow: false)
            #expect(screen.collectionView.traitCollection.displayScale == 0, "UIKit's unspecified scale")
            #expect(errors.isEmpty, "\(errors)")
            #expect(log.preparedScales.allSatisfy { $0 > 0 })
            #expect(screen.collectionView.visibleCells.count == 10)
            screen.window.addSubview(screen.collectionView)
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(log.preparedScales.last == 3, "in a window, the screen's scale")
        }

        @Test func aFlowDelegateThatDoesNotImplementSizesLeavesTheLayoutItsOwn() throws {
            let layout = LayoutKitCollectionViewLayout(Self.flow())
            let delegate = SilentDelegate()
            let screen = ModelScreen(layout, counts: [10])
            screen.collectionView.delegate = delegate
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 0])]?.size == CGSize(width: 60, height: 60))
        }

        @Test func aFlowDelegateThatImplementsSizesIsAskedAndHeldWeakly() throws {
            let layout = LayoutKitCollectionViewLayout(Self.flow())
            var delegate: SizingDelegate? = SizingDelegate()
            weak let weakDelegate = delegate
            let screen = ModelScreen(layout, counts: [10])
            screen.collectionView.delegate = delegate
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 0])]?.size == CGSize(width: 100, height: 50))
            // A plain invalidateLayout() reaches the layout as everything: it reads the sizes again.
            delegate?.height = 80
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 0])]?.size == CGSize(width: 100, height: 80))
            delegate = nil
            #expect(weakDelegate == nil, "the layout's context does not keep the delegate")
        }

        @Test func aLayoutErrorReachesTheHandlerAndTheLastGoodLayoutStays() throws {
            let layout = LayoutKitCollectionViewLayout(Self.flow())
            let delegate = SizingDelegate()
            var errors: [any Error] = []
            layout.onError = { errors.append($0) }
            let screen = ModelScreen(layout, counts: [10])
            screen.collectionView.delegate = delegate
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            let good = screen.cellFrames
            delegate.height = .nan
            layout.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(errors.count == 1)
            guard case LayoutError.invalidItemSize(let path, _)? = errors.first as? LayoutError else {
                Issue.record("expected invalidItemSize, got \(errors)")
                return
            }
            #expect(path == IndexPath(indexes: [0, 0]))
            #expect(screen.cellFrames == good, "no NaN reaches the screen: the last good layout stays")
        }
    }
}
