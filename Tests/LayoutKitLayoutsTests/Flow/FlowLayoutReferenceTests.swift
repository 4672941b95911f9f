import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Random flows against the independent reference, and queries against brute force.
struct FlowLayoutReferenceTests {
    @Test func randomSectionsMatchTheReference() throws {
        var random = SeededRandom(seed: 7)
        for round in 0..<200 {
            let width = CGFloat(100 + random.next(below: 400))
            let uniform = random.next(below: 3) == 0
            let count = random.next(below: 40)
            let fixed = CGSize(width: CGFloat(10 + random.next(below: 90)), height: CGFloat(10 + random.next(below: 60)))
            let sizes = (0..<count).map { _ in
                uniform
                    ? fixed : CGSize(width: CGFloat(random.next(below: 120)) + 0.5, height: CGFloat(5 + random.next(below: 80)))
            }
            let metrics = FlowSectionMetrics(
                itemSize: fixed, minimumInteritemSpacing: CGFloat(random.next(below: 20)),
                minimumLineSpacing: CGFloat(random.next(below: 20)),
                sectionInset: EdgeInsets(
                    top: CGFloat(random.next(below: 20)), left: CGFloat(random.next(below: 20)),
                    bottom: CGFloat(random.next(below: 20)), right: CGFloat(random.next(below: 20))),
                lineAlignment: FlowLineAlignment.allCases[random.next(below: FlowLineAlignment.allCases.count)])
            let scale = CGFloat(1 + random.next(below: 3))
            let layout = FlowLayout(configuration: FlowConfiguration(metrics: metrics))
            var context = LayoutContext(
                bounds: CGRect(x: 0, y: 0, width: width, height: 500), itemCounts: [count], displayScale: scale)
            if !uniform { context.itemSizeProvider = { sizes[$0.item] } }
            try layout.prepare(context)
            let expected = FlowReference.frames(
                sizes: sizes, metrics: metrics, width: width, top: metrics.sectionInset.top, scale: scale)
            let actual = cellFrames(layout, count: count)
            #expect(actual == expected.frames, "round \(round)")
            #expect(
                layout.contentSize.height
                    == (count == 0 ? metrics.sectionInset.vertical : expected.bottom + metrics.sectionInset.bottom))
        }
    }

    @Test func queriesByRectFindExactlyTheOverlappingElements() throws {
        var configuration = FlowConfiguration.compactGrid()
        configuration.headerReferenceSize = CGSize(width: 0, height: 25)
        configuration.footerReferenceSize = CGSize(width: 0, height: 15)
        let layout = FlowLayout(configuration: configuration)
        let counts = [17, 0, 40, 3]
        var context = phoneContext(counts)
        context.itemSizeProvider = { CGSize(width: 30 + CGFloat($0.item % 5) * 9, height: 20 + CGFloat(($0.item * 7919) % 60)) }
        try layout.prepare(context)
        var everything: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            everything += (0..<count).compactMap { layout.attributes(at: IndexPath(item: $0, section: section)) }
            for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
                everything += [layout.supplementaryAttributes(ofKind: kind, at: IndexPath(item: 0, section: section))].compactMap
                { $0 }
            }
        }
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let rect = CGRect(
                x: random.unit() * 320 - 20, y: random.unit() * layout.contentSize.height - 50,
                width: random.unit() * 200, height: random.unit() * 400)
            let expected = Set(everything.filter { $0.frame.intersects(rect) }.map(\.key))
            let found = layout.attributes(in: rect).map(\.key)
            #expect(Set(found) == expected)
            #expect(found.count == expected.count, "no element twice")
        }
    }

    @Test func transposingTheVerticalLayoutGivesTheHorizontalOne() throws {
        var vertical = FlowConfiguration.cardRow(scrollDirection: .vertical)
        vertical.metrics = vertical.metrics.transposedForTest
        let wrapped = FlowLayout(configuration: vertical).transposed()
        let horizontal = FlowLayout(configuration: .cardRow())
        let context = phoneContext([60])
        try wrapped.prepare(context)
        try horizontal.prepare(context)
        let rect = CGRect(x: 500, y: 0, width: 320, height: 568)
        #expect(wrapped.attributes(in: rect).map(\.frame) == horizontal.attributes(in: rect).map(\.frame))
        #expect(wrapped.contentSize == horizontal.contentSize)
    }
}

extension FlowSectionMetrics {
    /// The metrics with axes exchanged, written out here rather than borrowed from the library.
    var transposedForTest: FlowSectionMetrics {
        var copy = self
        copy.itemSize = CGSize(width: itemSize.height, height: itemSize.width)
        copy.sectionInset = EdgeInsets(
            top: sectionInset.left, left: sectionInset.top, bottom: sectionInset.right, right: sectionInset.bottom)
        copy.headerReferenceSize = CGSize(width: headerReferenceSize.height, height: headerReferenceSize.width)
        copy.footerReferenceSize = CGSize(width: footerReferenceSize.height, height: footerReferenceSize.width)
        return copy
    }
}
