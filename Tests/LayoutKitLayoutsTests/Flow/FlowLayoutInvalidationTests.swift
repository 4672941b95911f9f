import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// What a bounds change or an invalidation makes the flow layout recompute.
struct FlowLayoutInvalidationTests {
    @Test func aPureScrollRecomputesNothing() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        var context = phoneContext([1000])
        try layout.prepare(context)
        #expect(layout.layoutPassCount == 1)
        for step in 1...50 {
            let next = CGRect(x: 0, y: CGFloat(step) * 37, width: 320, height: 568)
            #expect(!layout.shouldInvalidate(forBoundsChange: next, in: context))
            context.bounds = next
        }
        try layout.prepare(context)
        #expect(layout.layoutPassCount == 1)
    }

    @Test func aNewWidthRecomputesEverything() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        let context = phoneContext([10])
        try layout.prepare(context)
        let rotated = CGRect(x: 0, y: 0, width: 568, height: 320)
        #expect(layout.shouldInvalidate(forBoundsChange: rotated, in: context))
        #expect(layout.invalidationContext(forBoundsChange: rotated, in: context).invalidateEverything)
        try layout.prepare(phoneContext([10], width: 568, height: 320))
        #expect(layout.layoutPassCount == 2)
        // 548 pt of room: ten 44 pt items use 440 + 90 = 530; 18 left over, so gaps of 12.
        #expect(cellFrames(layout, count: 2).map(\.minX) == [10, 66])
    }

    @Test func pinnedHeadersInvalidateOnlyThemselvesOnScroll() throws {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.sectionHeadersPinToVisibleBounds = true
        let layout = FlowLayout(configuration: configuration)
        let context = phoneContext([50, 50])
        try layout.prepare(context)
        let scrolled = CGRect(x: 0, y: 200, width: 320, height: 568)
        #expect(layout.shouldInvalidate(forBoundsChange: scrolled, in: context))
        let invalidation = layout.invalidationContext(forBoundsChange: scrolled, in: context)
        #expect(!invalidation.requiresFullLayout)
        #expect(invalidation.invalidatedSupplementaryElements[ElementKind.sectionHeader]?.count == 2)
        layout.invalidate(with: invalidation)
        try layout.prepare(phoneContext([50, 50], offset: 200))
        #expect(layout.layoutPassCount == 1)
        #expect(
            layout.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY
                == 200)
    }

    @Test func changingTheConfigurationOrTheCountsRecomputes() throws {
        let layout = FlowLayout(configuration: .compactGrid())
        try layout.prepare(phoneContext([10]))
        layout.configuration.minimumLineSpacing = 30
        try layout.prepare(phoneContext([10]))
        #expect(layout.layoutPassCount == 2)
        #expect(layout.attributes(at: IndexPath(item: 5, section: 0))?.frame.minY == 84)
        try layout.prepare(phoneContext([11]))
        #expect(layout.layoutPassCount == 3)
        layout.invalidate(with: .dataSourceCounts)
        try layout.prepare(phoneContext([11]))
        #expect(layout.layoutPassCount == 4)
    }
}
