import LayoutKit
import SwiftUI
import SwiftUIAdapter
import Testing

extension ThroughTheModel {
    /// A LayoutKit layout as a SwiftUI `Layout`, driven as SwiftUI drives a container
    /// (`ModelLayoutContainer`): subviews measured as self-sizing items, placed where the layout
    /// says, sizes for SwiftUI's probing proposals, and a cache made once.
    @MainActor
    struct LayoutKitLayoutThroughSwiftUITests {
        /// Subview i answers its proposed width (120 pt when unspecified, 180 for subview 7) and a
        /// height of 40 + (37 i mod 90) pt, whatever it is proposed.
        static func height(_ item: Int) -> CGFloat { CGFloat(40 + (37 * item) % 90) }

        static func views(_ count: Int) -> [ModelView] {
            (0..<count).map { item in
                ModelView { proposal in
                    CGSize(width: proposal.width ?? (item == 7 ? 180 : 120), height: height(item))
                }
            }
        }

        /// The waterfall's default settings: two columns, 10 pt between columns and items, no
        /// insets; self-sizing puts item i in column i mod 2, each below the previous one of its
        /// column. Worked out here: column width (width − 10) / 2.
        static func waterfallFrames(_ count: Int, width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
            let column = (width - 10) / 2
            var bottoms: [CGFloat] = [0, 0]
            let frames = (0..<count).map { item in
                let frame = CGRect(
                    x: CGFloat(item % 2) * (column + 10), y: bottoms[item % 2], width: column, height: height(item))
                bottoms[item % 2] = frame.maxY + 10
                return frame
            }
            return (frames, (bottoms.max() ?? 10) - 10)
        }

        static func waterfall(_ count: Int) -> ModelLayoutContainer<LayoutKitLayout> {
            ModelLayoutContainer(LayoutKitLayout { WaterfallLayout() }, views: views(count))
        }

        @Test func fortyMeasuredSubviewsArePlacedWhereTheWaterfallPutsThem() throws {
            let container = Self.waterfall(40)
            let bounds = container.layOut(ProposedViewSize(width: 300, height: nil), at: CGPoint(x: 20, y: 50))
            let expected = Self.waterfallFrames(40, width: 300)
            #expect(bounds == CGRect(x: 20, y: 50, width: 300, height: expected.height))
            for (item, view) in container.views.enumerated() {
                let placement = try #require(view.placement, "subview \(item) was not placed")
                let frame = expected.frames[item].offsetBy(dx: 20, dy: 50)
                #expect(placement.frame == frame, "subview \(item)")
                #expect(placement.proposal == ProposedViewSize(frame.size), "subview \(item) is proposed its item's size")
            }
        }

        @Test func anIdealOrAMaximumWidthIsTheWidestSubviewsIdealWidth() {
            let container = Self.waterfall(12)
            let atWidest = Self.waterfallFrames(12, width: 180).height
            #expect(container.sizeThatFits(.unspecified) == CGSize(width: 180, height: atWidest))
            #expect(container.sizeThatFits(.infinity) == CGSize(width: 180, height: atWidest))
            #expect(container.sizeThatFits(ProposedViewSize(width: nil, height: 400)) == CGSize(width: 180, height: atWidest))
            #expect(container.sizeThatFits(.zero) == .zero, "the container can shrink to nothing")
        }

        @Test func theCacheIsMadeOnceMeasuresEachProposalOnceAndStartsAfreshForANewSubview() throws {
            let container = Self.waterfall(40)
            for _ in 0..<5 { container.layOut(ProposedViewSize(width: 300, height: nil)) }
            #expect(container.cacheMakes == 1 && container.cacheUpdates == 0)
            #expect(container.views.allSatisfy { $0.sizeQueries == 1 }, "five passes of one proposal measure once")
            container.layOut(ProposedViewSize(width: 240, height: nil))
            #expect(container.cacheUpdates == 0, "a new proposal is no change of the layout or its subviews")
            #expect(container.views.allSatisfy { $0.sizeQueries == 2 }, "a new width measures again, once")

            container.views += Self.views(41).suffix(1)
            container.layOut(ProposedViewSize(width: 240, height: nil))
            #expect(container.cacheMakes == 1 && container.cacheUpdates == 1)
            let expected = Self.waterfallFrames(41, width: 240).frames
            let added = try #require(container.views.last?.placement)
            #expect(added.frame == expected[40])
            #expect(container.views.dropLast().allSatisfy { $0.sizeQueries == 3 })
        }

        @Test func anIdealProbeBeforeEachPassMeasuresEachExtentOnce() {
            let container = Self.waterfall(10)
            for _ in 0..<3 {
                _ = container.sizeThatFits(.unspecified)
                container.layOut(ProposedViewSize(width: 300, height: nil))
            }
            // Each subview: its ideal size once, then measured at 180 pt and at 300 pt once each.
            #expect(container.views.allSatisfy { $0.sizeQueries == 3 })
            #expect(container.cache?.passCount == 2)
        }

        @Test func aFlowOfFixedSizesProposesEachSubviewItsItemSize() throws {
            let flow = LayoutKitLayout { FlowLayout { $0.lineAlignment = .leading } }
            let container = ModelLayoutContainer(flow, views: Self.views(7))
            container.layOut(ProposedViewSize(width: 200, height: nil))
            // 50 pt items 10 pt apart: three to a 200 pt line, lines 60 pt apart.
            for (item, view) in container.views.enumerated() {
                let placement = try #require(view.placement)
                #expect(placement.proposal == ProposedViewSize(width: 50, height: 50))
                #expect(
                    placement.frame.origin == CGPoint(x: CGFloat(item % 3) * 60, y: CGFloat(item / 3) * 60), "subview \(item)")
            }
        }

        @Test func aLayoutThatCannotPrepareIsATypedErrorAndPlacesNothingOffTheOrigin() throws {
            let broken = LayoutKitLayout { WaterfallLayout(configuration: WaterfallConfiguration(interItemSpacing: -1)) }
            let container = ModelLayoutContainer(broken, views: Self.views(3))
            let bounds = container.layOut(ProposedViewSize(width: 300, height: nil))
            #expect(bounds.size == .zero)
            let error = try #require(container.cache?.lastError as? LayoutError)
            guard case let .invalidParameter(name, value, _) = error else {
                Issue.record("\(error) names no parameter")
                return
            }
            #expect(name == "interItemSpacing" && value == -1)
            #expect(container.views.allSatisfy { $0.placement?.proposal == .zero })
        }
    }
}
