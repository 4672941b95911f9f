import CollectionModel
import LayoutKit
import Testing
import UIKit
import UIKitAdapter

extension ThroughTheModel {
    /// Every hook UIKit calls around a change reaches the LayoutKit layout, once and in UIKit's
    /// order: a batch update (with the animated bounds change UIKit prepares around it) and an
    /// animated rotation; UIKit's classes for attributes and contexts; reused departing views.
    @MainActor
    struct HooksThroughUIKitTests {
        init() { ModelDisplay.reset() }

        /// A flow that records the change hooks it hears.
        final class HookLog: LayoutWrapper {
            let base = FlowLayout { $0.itemSize = CGSize(width: 100, height: 100) }
            private(set) var heard: [String] = []
            /// The old bounds each animated bounds change was prepared with.
            private(set) var oldBoundsHeard: [CGRect] = []

            func prepare(forUpdates plan: UpdatePlan) throws {
                heard.append("prepare updates")
                base.prepare(forUpdates: plan)
            }

            func finalizeUpdates() {
                heard.append("finalize updates")
                base.finalizeUpdates()
            }

            func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
                heard.append("prepare bounds change")
                oldBoundsHeard.append(oldBounds)
                base.prepare(forAnimatedBoundsChange: oldBounds)
            }

            func finalizeAnimatedBoundsChange() {
                heard.append("finalize bounds change")
                base.finalizeAnimatedBoundsChange()
            }
        }

        /// Apple: layoutAttributesClass and invalidationContextClass, "override this method and
        /// return your subclass": UIKit makes the attributes and contexts it creates itself of them.
        @Test func uikitMakesItsAttributesAndContextsOfTheAdaptersClasses() {
            #expect(ObjectIdentifier(LayoutKitCollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(LayoutKitLayoutAttributes.self))
            #expect(ObjectIdentifier(LayoutKitCollectionViewLayout.invalidationContextClass) == ObjectIdentifier(LayoutKitInvalidationContext.self))
        }

        /// A departing view dequeued again shows no picture of the element it showed before, even
        /// when its new attributes bring none (UIKit applies a reused view's attributes before it
        /// shows it).
        @Test func aReusedDepartingViewLetsGoOfItsPicture() {
            let view = DepartingElementView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let attributes = LayoutKitLayoutAttributes(forDecorationViewOfKind: CollectionViewCore.departingElementKind, with: IndexPath(indexes: [0, 0]))
            attributes.departingSnapshot = UIView(frame: .zero)
            view.apply(attributes)
            #expect(view.snapshot != nil && view.subviews.count == 1)
            view.prepareForReuse()
            view.apply(LayoutKitLayoutAttributes(forDecorationViewOfKind: CollectionViewCore.departingElementKind, with: IndexPath(indexes: [0, 1])))
            #expect(view.snapshot == nil && view.subviews.isEmpty)
        }

        /// A flow with headers and section backgrounds whose appearing elements all start at
        /// ``start`` and whose disappearing ones all end at ``end``.
        final class SlidingElements: LayoutWrapper {
            static let start = CGRect(x: -100, y: 0, width: 10, height: 10)
            static let end = CGRect(x: -200, y: 0, width: 10, height: 10)
            let base = FlowLayout {
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.headerReferenceSize = CGSize(width: 320, height: 30)
                $0.sectionBackground = FlowSectionBackground()
            }

            func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? {
                LayoutAttributes(indexPath: element.indexPath, category: element.category, frame: Self.start, alpha: 0.25)
            }

            func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? {
                LayoutAttributes(indexPath: element.indexPath, category: element.category, frame: Self.end, alpha: 0.25)
            }
        }

        @Test func elementsOfEveryKindAppearAndDisappearWhereTheLayoutSays() {
            let screen = ModelScreen(LayoutKitCollectionViewLayout(SlidingElements()), counts: [3])
            let view = screen.collectionView
            let (first, background) = (IndexPath(indexes: [1, 0]), FlowSectionBackground.defaultKind)
            screen.data.counts = [3, 3]
            view.performBatchUpdates { view.insertSections(IndexSet(integer: 1)) }
            let keys = [
                ViewKey(category: .cell, kind: nil, indexPath: first),
                ViewKey(category: .supplementaryView, kind: ElementKind.sectionHeader, indexPath: first),
                ViewKey(category: .decorationView, kind: background, indexPath: first),
            ]
            for key in keys {
                #expect(view.lastUpdateEnds[UpdateEnd(key: key, appearing: true)]?.frame == SlidingElements.start, "\(key)")
            }
            #expect(view.lastElementChanges["insert decoration " + background] == [first])
            ModelDisplay.advance(frames: 30)
            screen.data.counts = [3]
            view.performBatchUpdates { view.deleteSections(IndexSet(integer: 1)) }
            for key in keys {
                #expect(view.lastUpdateEnds[UpdateEnd(key: key, appearing: false)]?.frame == SlidingElements.end, "\(key)")
            }
            #expect(view.lastElementChanges["delete decoration " + background] == [first])
        }

        @Test func aBatchUpdateAndARotationReachTheLayoutInUIKitsOrder() {
            let log = HookLog()
            let screen = ModelScreen(LayoutKitCollectionViewLayout(log), counts: [6])
            screen.data.counts = [7]
            screen.collectionView.performBatchUpdates { screen.collectionView.insertItems(at: [IndexPath(indexes: [0, 0])]) }
            #expect(log.heard == ["prepare updates", "prepare bounds change", "finalize updates", "finalize bounds change"])
            UIView.animate(withDuration: 0.3, animations: {
                screen.collectionView.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
            })
            #expect(log.heard.suffix(2) == ["prepare bounds change", "finalize bounds change"])
        }
    }
}
