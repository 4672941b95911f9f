import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// A row of ten 100 pt cards, 50 pt apart (the card row preset: insets of 100 above and below,
/// so one row in a 320 x 300 viewport), repeated with 50 pt between copies: one copy is
/// 10 x 100 + 9 x 50 + 50 = 1 500 pt, card i of copy c starts at x = 1 500 c + 150 i.
struct LoopingEffectTests {
    static let period: CGFloat = 1500
    static let viewport = CGSize(width: 320, height: 300)

    static func cardStart(_ item: Int, copy: Int) -> CGFloat { CGFloat(copy) * period + CGFloat(item) * 150 }

    static func layout() -> LoopingLayout<FlowLayout> { FlowLayout(configuration: .cardRow()).looping(spacing: 50) }

    @Test func aRectangleAcrossTheSeamShowsTheLastCardsThenTheFirstWithTheDatasIndexPaths() throws {
        let layout = Self.layout()
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.viewport), itemCounts: [10]))
        #expect(layout.period == Self.period && layout.contentSize.width == Self.period * 1001)
        // 200 pt before the seam after copy 7 to 220 pt after it.
        let seam = 8 * Self.period
        let cards = layout.attributes(in: CGRect(x: seam - 200, y: 0, width: 420, height: 300)).filter { $0.category == .cell }
        let expected: [(Int, Int)] = [(0, 8), (1, 8), (9, 7)]  // (item, copy)
        #expect(cards.map(\.indexPath.item) == expected.map(\.0))
        for ((item, copy), card) in zip(expected, cards) { #expect(card.frame.minX == Self.cardStart(item, copy: copy)) }
        // With the screen across that seam, a query by index path answers the copy on screen.
        try layout.prepare(
            LayoutContext(bounds: CGRect(origin: CGPoint(x: seam - 200, y: 0), size: Self.viewport), itemCounts: [10]))
        #expect(layout.attributes(at: IndexPath(item: 0, section: 0))?.frame.minX == Self.cardStart(0, copy: 8))
        #expect(layout.attributes(at: IndexPath(item: 9, section: 0))?.frame.minX == Self.cardStart(9, copy: 7))
        #expect(layout.attributes(in: .infinite).count == 10, "a rectangle with no end answers each element once")
    }

    @Test(arguments: [false, true])
    func dragsInBothDirectionsNeverMeetAnEdgeAndTheOffsetStaysBounded(small: Bool) throws {
        // Small: 7 copies, moved back once 2 copies from the middle: the drags below cross 10
        // copies each way, so the offset is moved back many times under the finger.
        let layout =
            small ? FlowLayout(configuration: .cardRow()).looping(spacing: 50, copies: 7, recenteringBand: 2) : Self.layout()
        let host = try CollectionViewHost(layout: layout, frameSize: Self.viewport, itemCounts: [10])
        try host.advanceFrame()
        var travelled: CGFloat = 0
        for (distance, repeats) in [(-250.0, 40), (250.0, 100)] as [(CGFloat, Int)] {
            for _ in 0..<repeats {
                // A slow pull held still at the end: no fling.
                let start = CGPoint(x: 160 + distance / 2, y: 150), end = CGPoint(x: 160 - distance / 2, y: 150)
                var samples = FingerTrace.line(from: start, to: end, duration: 0.2).samples
                samples.append(FingerTrace.Sample(time: 0.4, location: end))
                try host.drag(FingerTrace(samples))
                try host.advance(frames: 26)
                travelled += distance
            }
        }
        #expect(try host.runUntilIdle(timeout: 2))
        let content = host.layout.contentSize.width
        #expect(host.contentOffset.x >= 0 && host.contentOffset.x <= content - 320, "bounded: \(host.contentOffset.x)")
        // Where the content stands within a copy is where the dragging from 0 leads.
        let phase = host.contentOffset.x.truncatingRemainder(dividingBy: Self.period)
        let expected = (travelled.truncatingRemainder(dividingBy: Self.period) + Self.period).truncatingRemainder(
            dividingBy: Self.period)
        #expect(abs(phase - expected) < 1e-6, "\(phase) vs \(expected)")
        // The cards shown follow one another, 150 pt apart, with valid index paths.
        let cards = host.visibleElements.filter { $0.category == .cell }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(!cards.isEmpty && cards.allSatisfy { (0..<10).contains($0.indexPath.item) })
        for (left, right) in zip(cards, cards.dropFirst()) {
            #expect(abs(right.frame.minX - left.frame.minX - 150) < 1e-6)
            #expect(right.indexPath.item == (left.indexPath.item + 1) % 10)
        }
    }

    @Test func pagingOverItSnapsACardToTheCentreAcrossTheSeam() throws {
        let layout = Self.layout().paging(.center)
        let host = try CollectionViewHost(layout: layout, frameSize: Self.viewport, itemCounts: [10])
        try host.advanceFrame()
        for _ in 0..<12 {
            try host.drag(.line(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.1))
            #expect(try host.runUntilIdle(timeout: 5))
            // A card's centre (its start + 50) is on the viewport's centre (offset + 160).
            let centre = host.contentOffset.x + 160 - 50
            let phase = centre.truncatingRemainder(dividingBy: Self.period).truncatingRemainder(dividingBy: 150)
            #expect(abs(phase) < 1e-6 || abs(phase - 150) < 1e-6, "\(host.contentOffset.x)")
        }
    }

    @Test(arguments: ["springy", "zoomed"])
    func effectsOverItWorkAcrossManyCopies(effect: String) throws {
        let looping = FlowLayout(configuration: .cardRow()).looping(spacing: 50, copies: 7, recenteringBand: 2)
        let layout: any CollectionLayout =
            effect == "springy" ? looping.springy() : looping.zoomed(ZoomConfiguration(snapsToCenter: false))
        let host = try CollectionViewHost(layout: layout, frameSize: Self.viewport, itemCounts: [10])
        try host.advanceFrame()
        for _ in 0..<40 {  // 10 000 pt to the left: several copies, moved back under the finger
            try host.drag(.line(from: CGPoint(x: 285, y: 150), to: CGPoint(x: 35, y: 150), duration: 0.2))
            try host.advance(frames: 15)
        }
        #expect(try host.runUntilIdle(timeout: 20))
        #expect(host.contentOffset.x >= 0 && host.contentOffset.x <= host.layout.contentSize.width - 320)
        // At rest the cards' centres are 150 pt apart and their index paths follow one another.
        let cards = host.visibleElements.filter { $0.category == .cell }.sorted { $0.center.x < $1.center.x }
        #expect(cards.count >= 2)
        for (left, right) in zip(cards, cards.dropFirst()) {
            #expect(abs(right.center.x - left.center.x - 150) < 1e-6, "\(left.indexPath) \(right.indexPath)")
            #expect(right.indexPath.item == (left.indexPath.item + 1) % 10)
        }
    }

    @Test func aBadSpacingIsNamed() {
        let layout = FlowLayout(configuration: .cardRow()).looping(spacing: -1)
        #expect(throws: LayoutError.invalidParameter(name: "spacing", value: -1, reason: "must not be negative")) {
            try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.viewport), itemCounts: [10]))
        }
        let band = FlowLayout(configuration: .cardRow()).looping(copies: 7, recenteringBand: 4)
        #expect(
            throws: LayoutError.invalidParameter(
                name: "recenteringBand", value: 4, reason: "must be at least 1 and less than half the copies")
        ) {
            try band.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.viewport), itemCounts: [10]))
        }
    }
}
