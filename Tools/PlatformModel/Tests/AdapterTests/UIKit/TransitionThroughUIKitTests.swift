import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Layout-to-layout transitions through UIKit's interactive transition and its transition layout.
    @MainActor
    struct TransitionThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// The delegate that hands UIKit LayoutKit's transition layout.
        final class TransitionDelegate: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
                LayoutKitTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }

        /// A layout that records the start and the end of its transitions.
        final class FinalizeLog<Base: CollectionLayout>: LayoutWrapper {
            let base: Base
            private(set) var finalized = 0
            private(set) var prepared: [String] = []
            init(_ base: Base) { self.base = base }
            func prepare(forTransitionTo layout: any CollectionLayout) {
                prepared.append("to")
                base.prepare(forTransitionTo: layout)
            }
            func prepare(forTransitionFrom layout: any CollectionLayout) {
                prepared.append("from")
                base.prepare(forTransitionFrom: layout)
            }
            func finalizeTransition() {
                finalized += 1
                base.finalizeTransition()
            }
        }

        /// `from` on a screen of 12 items, and the interactive transition to `to` started, with a
        /// delegate that hands UIKit LayoutKit's transition layout (asked only at the start).
        private static func startTransition(from: any CollectionLayout, to: any CollectionLayout)
            -> (screen: ModelScreen, transition: UICollectionViewTransitionLayout)
        {
            let delegate = TransitionDelegate()
            let screen = ModelScreen(LayoutKitCollectionViewLayout(from), counts: [12])
            screen.collectionView.delegate = delegate
            let transition = withExtendedLifetime(delegate) {
                screen.collectionView.startInteractiveTransition(to: LayoutKitCollectionViewLayout(to))
            }
            return (screen, transition)
        }

        nonisolated static func list() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
            }
        }

        nonisolated static func grid() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumLineSpacing = 0
                $0.minimumInteritemSpacing = 10
            }
        }

        @Test(arguments: [true, false])
        func anInteractiveTransitionFollowsItsProgressThenFinishesOrCancels(finishing: Bool) throws {
            let (list, grid) = (FinalizeLog(Self.list()), FinalizeLog(Self.grid()))
            let (from, to) = (LayoutKitCollectionViewLayout(list), LayoutKitCollectionViewLayout(grid))
            let delegate = TransitionDelegate()
            let screen = ModelScreen(from, counts: [12])
            screen.collectionView.delegate = delegate
            var completion: (completed: Bool, finished: Bool)?
            let transition = screen.collectionView.startInteractiveTransition(to: to) { completion = ($0, $1) }
            #expect(transition is LayoutKitTransitionLayout)
            #expect(list.prepared == ["to"] && grid.prepared == ["from"], "each layout hears which end of the transition it is")
            transition.transitionProgress = 0.25
            screen.collectionView.layoutIfNeeded()
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            // Item 4: in the list at y 200 (320 x 50); in the grid row 1, column 1 at (110, 100), 100 x 100.
            #expect(screen.cellFrames[IndexPath(indexes: [0, 4])] == CGRect(x: 55, y: 150, width: 210, height: 75), "halfway between its two places")
            if finishing { screen.collectionView.finishInteractiveTransition() } else { screen.collectionView.cancelInteractiveTransition() }
            ModelDisplay.advance(frames: 30)
            #expect(completion.map { [$0.completed, $0.finished] } == [true, finishing])
            #expect(screen.collectionView.collectionViewLayout === (finishing ? to : from))
            #expect(list.finalized == 1 && grid.finalized == 1, "both layouts hear the end")
            let kept = finishing ? Self.grid() : Self.list()
            try kept.prepare(LayoutContext(bounds: screen.collectionView.bounds, itemCounts: [12]))
            #expect(screen.cellFrames[IndexPath(indexes: [0, 4])] == kept.attributes(at: IndexPath(indexes: [0, 4]))?.frame)
        }

        /// Halfway from a list of 12 rows (600 pt tall) to a grid of 4 rows of 3 (400 pt), the
        /// collection view scrolls over 500 pt: LayoutKit's transition answers the content size,
        /// where UIKit documents no interpolation of its own.
        @Test func halfwayTheContentIsHalfwayBetweenBothLayoutsSizes() throws {
            let (screen, transition) = Self.startTransition(from: Self.list(), to: Self.grid())
            screen.collectionView.layoutIfNeeded()
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            #expect(screen.collectionView.contentSize == CGSize(width: 320, height: 500))
        }

        /// UIKit's own transition layout moves nothing until whoever sets its progress invalidates
        /// it; LayoutKit's invalidates itself (the test above sets the progress alone).
        @Test func uikitsOwnTransitionLayoutMovesOnlyWhenInvalidatedAfterItsProgress() throws {
            let (from, to) = (LayoutKitCollectionViewLayout(Self.list()), LayoutKitCollectionViewLayout(Self.grid()))
            let screen = ModelScreen(from, counts: [12])
            let transition = screen.collectionView.startInteractiveTransition(to: to)
            #expect(!(transition is LayoutKitTransitionLayout))
            screen.collectionView.layoutIfNeeded()
            let start = screen.cellFrames[IndexPath(indexes: [0, 4])]
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 4])] == start, "not invalidated: nothing moves")
            transition.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 4])] == CGRect(x: 55, y: 150, width: 210, height: 75))
        }

        /// A list whose section headers and backgrounds leave by sliding 320 pt to the left.
        final class SlidingHeaders: LayoutWrapper {
            let base = FlowLayout {
                $0.itemSize = CGSize(width: 320, height: 50)
                $0.minimumLineSpacing = 0
                $0.headerReferenceSize = CGSize(width: 320, height: 30)
                $0.sectionBackground = FlowSectionBackground()
            }

            func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
                let here: LayoutAttributes? =
                    switch element.category {
                    case .cell: nil
                    case let .supplementaryView(kind): base.supplementaryAttributes(ofKind: kind, at: element.indexPath)
                    case let .decorationView(kind): base.decorationAttributes(ofKind: kind, at: element.indexPath)
                    }
                guard var leaving = here else { return base.finalAttributes(forDisappearing: element) }
                leaving.frame.origin.x -= 320
                return leaving
            }
        }

        /// A grid whose cells are drawn twice their size.
        final class DoubledGrid: LayoutWrapper {
            let base = TransitionThroughUIKitTests.grid()

            func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
                var doubled = attributes
                if doubled.category == .cell { doubled.transform3D = Transform3D(scaleX: 2, y: 2) }
                return doubled
            }
        }

        @Test func halfwayToALayoutThatDoublesItsCellsTheyAreHalfAgainAsBig() throws {
            let (screen, transition) = Self.startTransition(from: Self.list(), to: DoubledGrid())
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(indexes: [0, 0])))
            #expect(cell.transform3D.m11 == 1.5 && cell.transform3D.m22 == 1.5)
            screen.collectionView.finishInteractiveTransition()
        }

        /// Rows of 50 pt in the reverse order: the last item first.
        final class ReversedList: CollectionLayout {
            private var count = 0
            private(set) var contentSize: CGSize = .zero

            func prepare(_ context: LayoutContext) throws {
                count = context.numberOfItems(inSection: 0)
                contentSize = CGSize(width: context.bounds.width, height: CGFloat(count) * 50)
            }

            func attributes(in rect: CGRect) -> [LayoutAttributes] {
                (0..<count).compactMap { attributes(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
            }

            func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
                guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
                let y = CGFloat(count - 1 - indexPath.item) * 50
                return LayoutAttributes(indexPath: indexPath, category: .cell, frame: CGRect(x: 0, y: y, width: contentSize.width, height: 50))
            }
        }

        /// Scrolled to 600 pt (the screen shows 600 to 1 168), item 10 is above the screen in the
        /// list (at 500) and below it reversed (at 1 450): halfway it crosses the screen, at 975.
        @Test func anElementThatPassesThroughTheScreenIsShownOnItsWay() throws {
            let delegate = TransitionDelegate()
            let screen = ModelScreen(LayoutKitCollectionViewLayout(Self.list()), counts: [40])
            screen.collectionView.delegate = delegate
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 600)
            screen.collectionView.layoutIfNeeded()
            let transition = screen.collectionView.startInteractiveTransition(to: LayoutKitCollectionViewLayout(ReversedList()))
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            #expect(screen.cellFrames[IndexPath(indexes: [0, 10])]?.minY == 975)
            screen.collectionView.cancelInteractiveTransition()
        }

        /// Pinned headers, a list and a grid.
        private static func pinned(_ layout: FlowLayout) -> FlowLayout {
            layout.configuration.headerReferenceSize = CGSize(width: 320, height: 30)
            layout.configuration.sectionHeadersPinToVisibleBounds = true
            return layout
        }

        @Test func anInvalidationOfTheTransitionReachesTheLayoutsInIt() throws {
            let list = InvalidationLog(Self.list())
            let (screen, transition) = Self.startTransition(from: list, to: Self.grid())
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            let heard = list.contexts.count
            transition.invalidateLayout()
            screen.collectionView.layoutIfNeeded()
            #expect(list.contexts.count == heard + 1)
            screen.collectionView.finishInteractiveTransition()
        }

        @Test func aScrollDuringATransitionReachesBothLayouts() throws {
            let (screen, transition) = Self.startTransition(from: Self.pinned(Self.list()), to: Self.pinned(Self.grid()))
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            screen.collectionView.contentOffset = CGPoint(x: 0, y: 100)
            screen.collectionView.layoutIfNeeded()
            let header = try #require(screen.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(indexes: [0, 0])))
            #expect(header.frame.minY == 100, "pinned at the top of both layouts, so of the transition")
            screen.collectionView.finishInteractiveTransition()
        }

        /// LayoutKit's transition moves an element only one layout has through that layout's hooks
        /// (UIKit's own transition layout fades it where it is).
        @Test func anElementOnlyTheOldLayoutHasLeavesThroughItsHook() throws {
            let (screen, transition) = Self.startTransition(from: SlidingHeaders(), to: Self.grid())
            transition.transitionProgress = 0.5
            screen.collectionView.layoutIfNeeded()
            let header = try #require(screen.collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(indexes: [0, 0])))
            #expect(header.frame.minX == -160, "halfway to its final place, 320 pt to the left")
            let background = try #require(screen.collectionView.decorationViews(ofKind: FlowSectionBackground.defaultKind)[IndexPath(indexes: [0, 0])])
            #expect(background.frame.minX == -160)
            screen.collectionView.finishInteractiveTransition()
        }

        @Test func aProgressTheTransitionCannotTakeGoesToOnError() throws {
            let (screen, started) = Self.startTransition(from: Self.list(), to: Self.grid())
            let transition = try #require(started as? LayoutKitTransitionLayout)
            var errors: [String] = []
            transition.adapter?.onError = { errors.append("\($0)") }
            transition.transitionProgress = .nan
            #expect(errors.count == 1, "\(errors)")
            screen.collectionView.cancelInteractiveTransition()
        }

        @Test func aReplacedSpringyLayoutStopsItsDisplayLinkAtOnce() throws {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(Self.grid().springy()), counts: [12])
            screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -12), frames: 6)
            #expect(!ModelDisplay.links.isEmpty, "the springs move")
            screen.collectionView.setCollectionViewLayout(LayoutKitCollectionViewLayout(Self.list()), animated: false)
            #expect(ModelDisplay.links.isEmpty, "no frame of a layout the collection view let go")
        }

        @Test func aSpringyLayoutKeptByACancelledTransitionSpringsAgainAfterADrag() throws {
            // The springs move when the transition starts and rest while it shows; the transition's
            // core hears them meanwhile. Cancelled, the springy layout is shown again.
            let springs = LayoutKitCollectionViewLayout(Self.grid().springy())
            let screen = ModelScreen(springs, counts: [12])
            screen.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -12), frames: 6)
            #expect(!ModelDisplay.links.isEmpty, "the springs move")
            let delegate = TransitionDelegate()
            screen.collectionView.delegate = delegate
            let transition = withExtendedLifetime(delegate) {
                screen.collectionView.startInteractiveTransition(to: LayoutKitCollectionViewLayout(Self.list()))
            }
            transition.transitionProgress = 0.3
            screen.collectionView.layoutIfNeeded()
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 1200), "the springs rest under the transition")
            screen.collectionView.cancelInteractiveTransition()
            #expect(screen.collectionView.collectionViewLayout === springs)
            screen.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -10), frames: 8)
            #expect(!ModelDisplay.links.isEmpty, "the kept springs move again, with frames")
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 1200), "at rest the display link stops")
        }

        @Test func aSpringyLayoutKeptByATransitionRunsOnThenRests() throws {
            let (screen, transition) = Self.startTransition(from: Self.list(), to: Self.grid().springy())
            transition.transitionProgress = 0.3
            screen.collectionView.layoutIfNeeded()
            screen.collectionView.finishInteractiveTransition()
            screen.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -10), frames: 8)
            #expect(!ModelDisplay.links.isEmpty, "the springs move")
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 1200), "at rest the display link stops")
        }
    }
}
