import AppKit
import AppKitAdapter
import CollectionModel
import LayoutKit
import Testing

extension ThroughTheModel {
    /// The AppKit adapter through the AppKit model: right to left mirrored by the adapter, the scroll
    /// view's insets, the display scale, section updates and the frame clock.
    @MainActor
    struct AppKitAdapterTests {
        init() { ModelDisplay.reset() }

        private static func flow() -> FlowLayout {
            FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumInteritemSpacing = 10
                $0.minimumLineSpacing = 10
            }
        }

        @Test func rightToLeftIsMirroredByTheAdapterAsAppKitDoesNot() throws {
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(Self.flow()), counts: [7], direction: .rightToLeft)
            // Left to right, 3 items of 100 a row with 10 between: item 0 at x 0, item 1 at 110, item 2
            // at 220 (a 320-wide content); mirrored, item 0 takes the right edge: 320 - 100 = 220.
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 0])] == NSRect(x: 220, y: 0, width: 100, height: 100))
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 2])] == NSRect(x: 0, y: 0, width: 100, height: 100))
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 3])] == NSRect(x: 220, y: 110, width: 100, height: 100))
            let leftToRight = AppKitScreen(LayoutKitCollectionViewLayout(Self.flow()), counts: [7])
            #expect(leftToRight.collectionView.itemFrames[IndexPath(indexes: [0, 0])] == NSRect(x: 0, y: 0, width: 100, height: 100))
        }

        @Test func theScrollViewsInsetsReachTheLayout() throws {
            let log = ContextLog(Self.flow())
            let insets = NSEdgeInsets(top: 20, left: 10, bottom: 0, right: 30)
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(log), counts: [7], insets: insets)
            let context = try #require(log.contexts.last)
            #expect(context.contentInset == EdgeInsets(top: 20, left: 10, bottom: 0, right: 30))
            // 280 pt across: two items of 100 a row (3 would need 320), so item 2 starts the second row.
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [0, 2])]?.minY == 110)
        }

        @Test func theDisplayScaleIsTheWindowsOrTheScreensNeverZero() throws {
            let inWindow = ContextLog(Self.flow())
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(inWindow), counts: [3])
            screen.window.backingScaleFactor = 1
            screen.collectionView.collectionViewLayout?.invalidateLayout()
            screen.collectionView.layoutSubtreeIfNeeded()
            #expect(inWindow.contexts.last?.displayScale == 1)
            let outside = ContextLog(Self.flow())
            _ = AppKitScreen(LayoutKitCollectionViewLayout(outside), counts: [3], inWindow: false)
            #expect(outside.contexts.last?.displayScale == 2, "the main screen's")
            let saved = NSScreen.main
            NSScreen.main = nil
            defer { NSScreen.main = saved }
            let nowhere = ContextLog(Self.flow())
            let adapter = LayoutKitCollectionViewLayout(nowhere)
            var errors: [String] = []
            adapter.onError = { errors.append("\($0)") }
            _ = AppKitScreen(adapter, counts: [3], inWindow: false)
            #expect(errors.isEmpty, "\(errors)")
            #expect(nowhere.contexts.allSatisfy { $0.displayScale > 0 })
        }

        @Test func sectionUpdatesReachTheLayoutAsSections() throws {
            let adapter = LayoutKitCollectionViewLayout(Self.flow())
            var errors: [String] = []
            adapter.onError = { errors.append("\($0)") }
            let screen = AppKitScreen(adapter, counts: [3, 3])
            var applied: [Bool] = []
            screen.data.counts = [3, 2, 3]
            screen.collectionView.performBatchUpdates({ screen.collectionView.insertSections(IndexSet(integer: 1)) }) { applied.append($0) }
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [1, 1])] == NSRect(x: 110, y: 100, width: 100, height: 100))
            screen.data.counts = [3, 3]
            screen.collectionView.performBatchUpdates({
                screen.collectionView.deleteSections(IndexSet(integer: 1))
                screen.collectionView.moveSection(0, toSection: 1)
            }) { applied.append($0) }
            #expect(applied == [true, true], "both updates were consistent and applied, not reloaded")
            #expect(errors.isEmpty, "\(errors)")
            // Two sections of one row of three: section 1 starts below section 0's row.
            #expect(screen.collectionView.itemFrames[IndexPath(indexes: [1, 2])] == NSRect(x: 220, y: 100, width: 100, height: 100))
        }

        /// A layout whose decoration views start appearing 100 pt left of the content and end
        /// disappearing 200 pt left of it, a quarter opaque.
        final class SlidingDecorations<Base: CollectionLayout>: LayoutWrapper {
            let base: Base
            init(_ base: Base) { self.base = base }

            func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
                guard case .decorationView = element.category else { return base.initialAttributes(forAppearing: element) }
                return LayoutAttributes(
                    indexPath: element.indexPath, category: element.category, frame: CGRect(x: -100, y: 0, width: 10, height: 10),
                    alpha: 0.25)
            }

            func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
                guard case .decorationView = element.category else { return base.finalAttributes(forDisappearing: element) }
                return LayoutAttributes(
                    indexPath: element.indexPath, category: element.category, frame: CGRect(x: -200, y: 0, width: 10, height: 10),
                    alpha: 0.25)
            }
        }

        @Test func decorationViewsAppearAndDisappearThroughTheLayoutsOwnHooks() throws {
            let flow = FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.sectionBackground = FlowSectionBackground()
            }
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(SlidingDecorations(flow)), counts: [3])
            let background = ViewKey(category: .decorationView, kind: FlowSectionBackground.defaultKind, indexPath: IndexPath(indexes: [1, 0]))
            screen.data.counts = [3, 3]
            screen.collectionView.performBatchUpdates({ screen.collectionView.insertSections(IndexSet(integer: 1)) })
            let start = screen.collectionView.lastUpdateEnds[UpdateEnd(key: background, appearing: true)]
            #expect(start?.frame == NSRect(x: -100, y: 0, width: 10, height: 10) && start?.alpha == 0.25)
            screen.data.counts = [3]
            screen.collectionView.performBatchUpdates({ screen.collectionView.deleteSections(IndexSet(integer: 1)) })
            let end = screen.collectionView.lastUpdateEnds[UpdateEnd(key: background, appearing: false)]
            #expect(end?.frame == NSRect(x: -200, y: 0, width: 10, height: 10) && end?.alpha == 0.25)
        }

        /// Plays scroll events at (150, 50) in `screen`'s window, a sixtieth of a second apart.
        static func scroll(_ screen: AppKitScreen, _ deltas: [(CGFloat, CGFloat)], phases: [NSEvent.Phase],
                                   momentum: NSEvent.Phase = []) {
            for (delta, phase) in zip(deltas, phases) {
                ModelDisplay.advance()
                let event = NSEvent(scrollIn: screen.window, at: NSPoint(x: 150, y: 50), deltaX: delta.0, deltaY: delta.1,
                                    phase: momentum.isEmpty ? phase : [], momentumPhase: momentum, timestamp: ModelDisplay.time)
                screen.window.sendEvent(event)
            }
        }

        /// A two-finger swipe: began, `steps` moves of `delta`, ended, then one of the system's momentum events.
        static func swipe(_ screen: AppKitScreen, by delta: (CGFloat, CGFloat), steps: Int) {
            scroll(screen, [(0, 0)] + Array(repeating: delta, count: steps) + [(0, 0)],
                   phases: [.began] + Array(repeating: .changed, count: steps) + [.ended])
            scroll(screen, [(delta.0 / 2, delta.1 / 2)], phases: [[]], momentum: .began)
        }

        @Test func aSidewaysSwipeOnTheCardsScrollsThemAndPagesWithNoCodeOfTheApps() throws {
            let layout = LayoutKitCollectionViewLayout(CompositionalThroughUIKitTests.storeFront())
            let screen = AppKitScreen(layout, counts: [5, 30])
            // 120 pt to the left at 900 pt/s, flung on at the fast rate to 209: the next card's edge, 210.
            Self.swipe(screen, by: (-15, 0), steps: 8)
            #expect(ModelDisplay.advance(until: { ModelDisplay.links.isEmpty }, limit: 600), "the fling comes to rest")
            #expect(screen.scrollView.contentView.bounds.origin == .zero, "the scroll view saw none of it")
            #expect(try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50))).offset == 210)
        }

        @Test func aSwipeOverPagingRowsRestsAtARowsEdge() {
            let screen = AppKitScreen(LayoutKitCollectionViewLayout(TargetsThroughUIKitTests.rows().paging(.leading)), counts: [30])
            // 60 pt up at 900 pt/s: the momentum would stop near 60 + 900 × 0.499 ≈ 509 pt.
            Self.swipe(screen, by: (0, -15), steps: 4)
            let offset = screen.scrollView.contentView.bounds.origin.y
            #expect(offset > 60 && offset.truncatingRemainder(dividingBy: 100) == 0, "rests at a row's top edge, not at \(offset)")
        }

        @Test func anUpwardSwipeOnTheCardsScrollsThePageNotThem() throws {
            let layout = LayoutKitCollectionViewLayout(CompositionalThroughUIKitTests.storeFront())
            let screen = AppKitScreen(layout, counts: [5, 30])
            Self.swipe(screen, by: (0, -10), steps: 5)
            #expect(screen.scrollView.contentView.bounds.origin.y >= 50, "the page follows the fingers")
            #expect(try #require(layout.core.nestedScroller(at: CGPoint(x: 100, y: 50))).offset == 0)
        }

        /// Apple: layoutAttributesClass and invalidationContextClass, "override ... and return
        /// your subclass": AppKit makes the attributes and contexts it creates itself of them.
        @Test func appKitMakesItsAttributesAndContextsOfTheAdaptersClasses() {
            #expect(ObjectIdentifier(LayoutKitCollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(LayoutKitLayoutAttributes.self))
            #expect(ObjectIdentifier(LayoutKitCollectionViewLayout.invalidationContextClass) == ObjectIdentifier(LayoutKitInvalidationContext.self))
        }

        @Test func theFrameClockRunsWhileTheLayoutAnimatesAndNothingOutlivesTheView() throws {
            weak var weakAdapter: LayoutKitCollectionViewLayout?
            weak var weakView: NSCollectionView?
            do {
                let adapter = LayoutKitCollectionViewLayout(PhysicsToyLayout())
                let screen = AppKitScreen(adapter, counts: [3])
                ModelDisplay.advance(frames: 5)
                #expect(ModelDisplay.links.count == 1, "the toy's items fly in: the clock runs")
                screen.collectionView.collectionViewLayout = LayoutKitCollectionViewLayout(Self.flow())
                #expect(ModelDisplay.links.isEmpty, "a replaced layout stops its clock")
                screen.collectionView.collectionViewLayout = adapter
                #expect(ModelDisplay.links.count == 1, "shown again while it animates, it starts it again")
                (weakAdapter, weakView) = (adapter, screen.collectionView)
                screen.scrollView.removeFromSuperview()
            }
            ModelDisplay.advance(frames: 2)
            #expect(weakAdapter == nil && weakView == nil)
            #expect(ModelDisplay.links.isEmpty)
        }
    }
}
