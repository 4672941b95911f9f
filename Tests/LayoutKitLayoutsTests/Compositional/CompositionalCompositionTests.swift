import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// What else must keep working over a compositional layout: effects inside one section, springs
/// over a section, self-sizing in one section, transitions between two compositional layouts.
struct CompositionalCompositionTests {
    static let frameSize = CGSize(width: 390, height: 844)

    @Test func aZoomInAnOrthogonalSectionMeasuresFromTheSectionsVisibleMiddle() throws {
        // Cards 100 pt square, 150 pt apart (the card row), zoomed by 30 % within 100 pt of the middle.
        let cards = FlowLayout(configuration: .cardRow()).zoomed()
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(layout: cards, orthogonalScrolling: .continuous, orthogonalHeight: 300)
        }
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [10]))
        layout.scrollNested(0, to: 100)
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [10]))
        // The section shows x 100 to 490 of its cards: the middle is 295. Card 2's centre (350) is
        // 55 away: 1 + 0.3 × (1 - 0.55) = 1.135; card 1's (200) 95 away: 1.015; card 0's (50): 1.
        func scale(_ item: Int) -> CGFloat? { layout.attributes(at: IndexPath(item: item, section: 0))?.transform3D.m11 }
        #expect(abs((scale(2) ?? 0) - 1.135) < 1e-9)
        #expect(abs((scale(1) ?? 0) - 1.015) < 1e-9)
        #expect(scale(0) == 1)
        // A continuous section rests where its layout snaps: card 2 centred, 350 - 195 = 155.
        #expect(layout.targetNestedOffset(for: 0, proposed: 130, velocity: 0) == 155)
    }

    @Test func aSpringySectionAnimatesThroughTheLayoutsChannelAndComesToRestAtItsFrames() throws {
        let springy = FlowLayout(configuration: .compactGrid()).springy()
        let plain = FlowLayout(configuration: .compactGrid())
        let top = StripLayout(length: 100), plainTop = StripLayout(length: 100)
        func compositional(_ first: StripLayout, _ second: any CollectionLayout) -> CompositionalLayout {
            CompositionalLayout { section, _ in CompositionalSection(layout: section == 0 ? first : second) }
        }
        let layout = compositional(top, springy)
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [2, 300])
        try host.drag(.line(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.2))
        var animated = false
        for _ in 0..<12 {
            try host.advanceFrame()
            animated = animated || host.isLayoutAnimating
        }
        #expect(animated)
        #expect(try host.runUntilIdle(timeout: 20))
        let reference = compositional(plainTop, plain)
        var context = host.context
        context.bounds = CGRect(origin: host.contentOffset, size: Self.frameSize)
        try reference.prepare(context)
        let shown = host.visibleElements.filter { $0.category == .cell }
        #expect(!shown.isEmpty)
        for element in shown {
            let expected = reference.attributes(at: element.indexPath)?.frame
            #expect(
                expected.map { abs($0.minX - element.frame.minX) < 0.5 && abs($0.minY - element.frame.minY) < 0.5 } == true,
                "\(element.indexPath): \(element.frame) against \(String(describing: expected))")
        }
    }

    @Test func cellsSizeThemselvesInTheirOwnSectionOnly() throws {
        let list = FlowLayout { configuration in
            configuration.estimatedItemSize = CGSize(width: 370, height: 44)
            configuration.minimumLineSpacing = 10
            configuration.sectionInset = EdgeInsets(all: 10)
        }
        let strip = StripLayout(length: 50)
        let layout = CompositionalLayout { section, _ in CompositionalSection(layout: section == 0 ? strip : list) }
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [2, 40])
        host.preferredLayoutAttributesFitting = { attributes in
            guard attributes.indexPath.section == 1 else { return attributes }
            var preferred = attributes
            preferred.frame.size.height = 20 + 3 * CGFloat(attributes.indexPath.item)
            return preferred
        }
        try host.advanceFrame()
        #expect(try host.runUntilIdle())
        // Section 1 starts at 100; rows at 110, then each 10 below the one before, 20 + 3i high:
        // 110, 140, 173, 209, 248.
        let rows = (0..<5).compactMap { layout.attributes(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(rows.map(\.minY) == [110, 140, 173, 209, 248])
        #expect(rows.map(\.height) == [20, 23, 26, 29, 32])
        #expect(layout.attributes(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(host.measuredItems.contains(IndexPath(item: 4, section: 1)))
        #expect(!host.measuredItems.contains(IndexPath(item: 39, section: 1)))
    }

    /// A compositional grid of `columns` square cells across 390 pt.
    static func grid(columns: Int) -> CompositionalLayout {
        CompositionalLayout { _, _ in
            let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1 / CGFloat(columns))),
                repeating: .item(cell), count: columns)
            return CompositionalSection(group: row)
        }
    }

    @Test func aTransitionFromThreeColumnsToFiveLandsOnTheFiveColumnFrames() throws {
        let three = Self.grid(columns: 3), five = Self.grid(columns: 5)
        let host = try CollectionViewHost(layout: three, frameSize: Self.frameSize, itemCounts: [60])
        try host.layoutIfNeeded()
        try host.setLayout(five, animation: HostAnimation(duration: 0.4, curve: .linear))
        try host.advance(frames: 12)
        // Halfway (linear): item 4 goes from column 1 of row 1 (130, 130) to column 4 of row 0 (312, 0).
        let halfway = host.visibleElements.first { $0.indexPath == IndexPath(item: 4, section: 0) }?.frame
        #expect(abs((halfway?.minX ?? 0) - 221) < 1e-6 && abs((halfway?.minY ?? 0) - 65) < 1e-6)
        #expect(try host.runUntilIdle())
        #expect(host.layout === five)
        let item4 = host.visibleElements.first { $0.indexPath == IndexPath(item: 4, section: 0) }?.frame
        #expect(item4 == CGRect(x: 312, y: 0, width: 78, height: 78))
    }
}

/// Effects over a whole compositional layout: springs and paging wrap it as they wrap any layout.
struct CompositionalWrappedTests {
    static func grid() -> CompositionalLayout { CompositionalCompositionTests.grid(columns: 3) }

    @Test func springsOverTheWholeLayoutComeToRestAtItsFrames() throws {
        let plain = Self.grid()
        let host = try CollectionViewHost(
            layout: Self.grid().springy(), frameSize: CGSize(width: 390, height: 844), itemCounts: [90])
        try host.drag(.line(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.25))
        try host.advance(frames: 15)
        #expect(host.isLayoutAnimating, "the springs move the cells while the finger drags")
        #expect(try host.runUntilIdle(timeout: 20))
        var context = host.context
        context.bounds.origin = host.contentOffset
        try plain.prepare(context)
        for element in host.visibleElements where element.category == .cell {
            let expected = plain.attributes(at: element.indexPath)?.frame
            #expect(
                expected.map { abs($0.minY - element.frame.minY) < 0.5 && abs($0.minX - element.frame.minX) < 0.5 } == true,
                "\(element.indexPath)")
        }
    }

    @Test func pagingOverTheWholeLayoutRestsOnARow() throws {
        // Rows of 130 pt (three square cells across 390): a fling comes to rest with a row's top at the top.
        let host = try CollectionViewHost(
            layout: Self.grid().paging(PagingConfiguration(alignment: .leading)),
            frameSize: CGSize(width: 390, height: 844), itemCounts: [90])
        try host.drag(.line(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 520), duration: 0.2))
        #expect(try host.runUntilIdle())
        let offset = host.contentOffset.y
        #expect(offset > 0)
        #expect(abs(offset / 130 - (offset / 130).rounded()) < 1e-6, "rested at \(offset), not on a row")
    }
}
