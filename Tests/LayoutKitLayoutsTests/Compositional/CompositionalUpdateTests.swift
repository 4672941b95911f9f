import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Batch updates and bad input: each section layout gets its own share of an update, and a
/// compositional layout that meets a bad section names it and keeps its previous frames.
struct CompositionalUpdateTests {
    static let frameSize = CGSize(width: 390, height: 844)

    @Test func eachSectionLayoutGetsItsShareOfAnUpdate() throws {
        let strips = (0..<3).map { _ in StripLayout(length: 60) }
        let layout = CompositionalLayout { section, _ in CompositionalSection(layout: strips[section]) }
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [3, 2, 2])
        try host.layoutIfNeeded()
        // Insert at [1, 0]; move [0, 1] to [2, 0]; delete [2, 1]: section 0 loses an item, section 1
        // gains one, section 2 gains one and loses one.
        try host.performBatchUpdates(
            BatchUpdate([
                .insertItem(IndexPath(item: 0, section: 1)),
                .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 2)),
                .deleteItem(IndexPath(item: 1, section: 2))
            ]),
            countsAfter: [2, 3, 2])
        #expect(strips[0].plans.last?.updates == [.deleteItem(IndexPath(item: 1, section: 0))])
        #expect(strips[0].plans.last?.countsBefore == [3] && strips[0].plans.last?.countsAfter == [2])
        #expect(strips[1].plans.last?.updates == [.insertItem(IndexPath(item: 0, section: 0))])
        #expect(
            Set(strips[2].plans.last?.updates ?? []) == [
                .insertItem(IndexPath(item: 0, section: 0)), .deleteItem(IndexPath(item: 1, section: 0))
            ])
        #expect(try host.runUntilIdle())
        // At rest: section 0 has 2 rows of 60 (0 to 120), section 1 three (120 to 300), section 2 two.
        let cells = host.visibleElements.filter { $0.category == .cell }
        #expect(
            cells.map(\.indexPath)
                == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1]].map { IndexPath(item: $0[1], section: $0[0]) })
        #expect(cells.map(\.frame.minY) == [0, 60, 120, 180, 240, 300, 360])
    }

    @Test func anInsertedSectionStartsFromItsDataAndTheOthersKeepTheirs() throws {
        var layouts = [StripLayout(length: 60), StripLayout(length: 60)]
        let layout = CompositionalLayout { section, _ in CompositionalSection(layout: layouts[section]) }
        let host = try CollectionViewHost(layout: layout, frameSize: Self.frameSize, itemCounts: [2, 2])
        try host.layoutIfNeeded()
        let inserted = StripLayout(length: 30)
        layouts.insert(inserted, at: 1)
        try host.performBatchUpdates(BatchUpdate([.insertSection(1)]), countsAfter: [2, 4, 2])
        // The old section 1 (now 2) was handed an empty share; the new one no plan at all.
        #expect(layouts[2].plans.last?.updates == [])
        #expect(layouts[2].plans.last?.countsBefore == [2])
        #expect(inserted.plans.isEmpty)
        #expect(try host.runUntilIdle())
        #expect(layout.attributes(at: IndexPath(item: 0, section: 2))?.frame.minY == 240)  // 120 + 4 rows of 30
    }

    @Test func aProviderThatThrowsIsNamedAndThePreviousLayoutStays() throws {
        struct Refusal: Error {}
        let strips = (0..<3).map { _ in StripLayout(length: 50) }
        var refusesSection: Int?
        let layout = CompositionalLayout { section, _ in
            if section == refusesSection { throw Refusal() }
            return CompositionalSection(layout: strips[section])
        }
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [2, 2, 2]))
        let before = layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize))
        refusesSection = 2
        #expect(throws: CompositionalLayoutError.providerFailed(section: 2, reason: "Refusal()")) {
            try layout.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 500, height: 844), itemCounts: [2, 2, 2]))
        }
        #expect(layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize)) == before)
        #expect(layout.contentSize == CGSize(width: 390, height: 300))
    }

    @Test func aSectionLayoutThatFailsIsNamedAndTheSectionsPreparedBeforeItArePutBack() throws {
        let good = StripLayout(length: 50)
        let flow = FlowLayout()
        var spacing: CGFloat = 10
        let layout = CompositionalLayout { section, _ in
            if section == 0 { return CompositionalSection(layout: good) }
            flow.configuration.minimumLineSpacing = spacing
            return CompositionalSection(layout: flow)
        }
        try layout.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [2, 4]))
        let before = layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize))
        spacing = -.infinity
        let wider = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 500, height: 844), itemCounts: [2, 4])
        #expect {
            try layout.prepare(wider)
        } throws: { error in
            guard case let .invalidSection(1, problem) = error as? CompositionalLayoutError,
                case .invalidParameter = problem
            else { return false }
            return true
        }
        #expect(layout.attributes(in: CGRect(origin: .zero, size: Self.frameSize)) == before)
        // The first section was prepared with the new width, then put back to 390.
        #expect(good.contexts.last?.bounds.width == 390)
    }

    @Test func badDescriptionsAreNamed() throws {
        let shared = StripLayout(length: 40)
        #expect(throws: CompositionalLayoutError.layoutShared(section: 1, otherSection: 0)) {
            try CompositionalLayout { _, _ in CompositionalSection(layout: shared) }
                .prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [1, 1]))
        }
        #expect(throws: CompositionalLayoutError.scrollDirectionMismatch(section: 0, expected: .horizontal)) {
            try CompositionalLayout { _, _ in CompositionalSection(layout: StripLayout(length: 40), orthogonalScrolling: .paging)
            }
            .prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [1]))
        }
        let nan = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect {
            try CompositionalLayout { _, _ in CompositionalSection(layout: StripLayout(length: 40), contentInsets: nan) }
                .prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [1]))
        } throws: { error in
            guard case let .invalidSection(0, .invalidParameter(name, _, _)) = error as? CompositionalLayoutError else {
                return false
            }
            return name == "contentInsets.top"
        }
        let global = CompositionalConfiguration(boundaryItems: [
            BoundarySupplementaryItem(kind: "header", height: 10, alignment: .top)
        ])
        #expect(throws: CompositionalLayoutError.kindClash(section: 0, kind: "header")) {
            try CompositionalLayout(configuration: global) { _, _ in
                CompositionalSection(
                    layout: StripLayout(length: 40),
                    boundaryItems: [BoundarySupplementaryItem(kind: "header", height: 10, alignment: .top)])
            }.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [1]))
        }
        #expect(throws: LayoutError.invalidParameter(name: "boundaryItems[0].height", value: -1, reason: "must not be negative"))
        {
            try CompositionalLayout(
                configuration: CompositionalConfiguration(
                    boundaryItems: [BoundarySupplementaryItem(kind: "banner", height: -1, alignment: .top)])
            ) { _, _ in
                CompositionalSection(layout: StripLayout(length: 40))
            }.prepare(LayoutContext(bounds: CGRect(origin: .zero, size: Self.frameSize), itemCounts: [1]))
        }
    }
}

/// Reordering across sections of a compositional layout: two grids of three 130 x 100 columns.
struct CompositionalReorderingTests {
    @Test func anItemDraggedIntoAnotherSectionMovesThere() throws {
        let layout = CompositionalLayout { _, _ in
            CompositionalSection(
                group: .horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                    repeating: .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))),
                    count: 3))
        }
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [5, 4])
        try host.layoutIfNeeded()
        try host.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        // Section 0 holds two rows (0 to 200); item [1, 2] is at column 2 of section 1's first row:
        // its middle is (260 + 65, 200 + 50).
        try host.updateInteractiveMovementTargetPosition(CGPoint(x: 325, y: 250))
        #expect(try host.runUntilIdle())
        let move = try host.endInteractiveMovement()
        #expect(move.items == [.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 1))])
        #expect(host.itemCounts == [4, 5])
        #expect(try host.runUntilIdle())
        #expect(layout.attributes(at: IndexPath(item: 2, section: 1))?.frame == CGRect(x: 260, y: 200, width: 130, height: 100))
        #expect(layout.attributes(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 100, width: 130, height: 100))
    }
}

/// An update that leaves every count as it was still reaches the section layouts.
struct CompositionalSameCountUpdateTests {
    @Test func aMoveWithinASectionReachesItsLayout() throws {
        let strips = [StripLayout(length: 60), StripLayout(length: 60)]
        let layout = CompositionalLayout { section, _ in CompositionalSection(layout: strips[section]) }
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 390, height: 844), itemCounts: [3, 3])
        try host.layoutIfNeeded()
        try host.performBatchUpdates(
            BatchUpdate([.moveItem(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))]),
            countsAfter: [3, 3])
        #expect(
            strips[1].plans.last?.updates == [.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))]
        )
        #expect(strips[0].plans.last?.updates == [])
    }
}
