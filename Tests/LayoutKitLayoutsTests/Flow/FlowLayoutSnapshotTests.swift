import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import LayoutKitTesting
import Testing

/// Snapshot dumps of the seed scenes, reviewed by eye (their SVGs are in Docs/images).
struct FlowLayoutSnapshotTests {
    @Test func springyFlowFirstScreen() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let context = phoneContext([120])
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "springy-flow")
    }

    @Test func zoomFlowScrolledSideways() throws {
        let layout = FlowLayout(configuration: .cardRow())
        var context = phoneContext([60])
        context.bounds.origin.x = 400
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "zoom-flow")
    }

    @Test func sectionsWithPinnedHeadersScrolled() throws {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 40)
        configuration.footerReferenceSize = CGSize(width: 0, height: 20)
        configuration.sectionHeadersPinToVisibleBounds = true
        configuration.sectionMetrics[1] = FlowSectionMetrics(
            itemSize: CGSize(width: 90, height: 60), sectionInset: EdgeInsets(all: 10),
            headerReferenceSize: CGSize(width: 0, height: 40), footerReferenceSize: CGSize(width: 0, height: 20))
        let layout = FlowLayout(configuration: configuration)
        let context = phoneContext([12, 7, 5], offset: 150)
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "pinned-sections")
    }

    @Test func rightToLeftSizedItems() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        var context = phoneContext([40])
        context.layoutDirection = .rightToLeft
        context.itemSizeProvider = { CGSize(width: 44, height: 20 + CGFloat(($0.item * 7919) % 60)) }
        try layout.prepare(context)
        expectLayoutSnapshot(layout, in: context.visibleRect, context: context, named: "rtl-sized")
    }
}
