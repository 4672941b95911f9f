import Foundation
import LayoutKitCore
import LayoutKitLayouts
import Testing

/// The waterfall against the naive reference on seeded random inputs, and its queries by
/// rectangle against filtering every frame.
struct WaterfallLayoutReferenceTests {
    /// A random case: sections (some empty), columns (up to 20, so the column tree is deep),
    /// spacings, insets, display scale and natural sizes (some of zero width or height).
    struct Case {
        var counts: [Int]
        var width: CGFloat
        var scale: CGFloat
        var configuration: WaterfallConfiguration
        var sizes: [[CGSize]]

        init(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            counts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? Int.random(in: 0...3, using: &generator) : Int.random(in: 0...300, using: &generator)
            }
            width = CGFloat.random(in: 200...900, using: &generator).rounded()
            scale = [1, 2, 3].randomElement(using: &generator) ?? 1
            let columns: GridColumns =
                Bool.random(using: &generator)
                ? .fixed(Int.random(in: 1...20, using: &generator))
                : .minimumWidth(CGFloat.random(in: 20...300, using: &generator))
            configuration = WaterfallConfiguration(
                columns: columns, interItemSpacing: CGFloat.random(in: 0...12, using: &generator),
                columnSpacing: CGFloat.random(in: 0...12, using: &generator),
                sectionInsets: EdgeInsets(
                    top: CGFloat.random(in: 0...20, using: &generator), left: CGFloat.random(in: 0...20, using: &generator),
                    bottom: CGFloat.random(in: 0...20, using: &generator), right: CGFloat.random(in: 0...20, using: &generator)))
            sizes = counts.map { count in
                (0..<count).map { _ in
                    switch Int.random(in: 0..<20, using: &generator) {
                    case 0: CGSize(width: 0, height: CGFloat.random(in: 0...80, using: &generator))
                    case 1: CGSize(width: CGFloat.random(in: 1...400, using: &generator), height: 0)
                    default:
                        CGSize(
                            width: CGFloat.random(in: 1...400, using: &generator),
                            height: CGFloat.random(in: 1...400, using: &generator))
                    }
                }
            }
        }

        var context: LayoutContext {
            let sizes = sizes
            var context = gridContext(counts, width: width) { sizes[$0.section][$0.item] }
            context.displayScale = scale
            return context
        }
    }

    @Test(arguments: 0..<40)
    func placesEveryItemWhereTheNaiveReferenceDoes(seed: Int) throws {
        let random = Case(seed: UInt64(seed))
        let layout = WaterfallLayout(configuration: random.configuration)
        try layout.prepare(random.context)
        let reference = WaterfallReference.frames(
            counts: random.counts, width: random.width, configuration: random.configuration, scale: random.scale
        ) { random.sizes[$0.section][$0.item] }
        #expect(abs(layout.contentSize.height - reference.height) < 1e-6)
        #expect(layout.contentSize.width == random.width)
        let frames = allCellFrames(layout, counts: random.counts)
        #expect(frames.count == reference.frames.count)
        for (indexPath, expected) in reference.frames {
            let frame = try #require(frames[indexPath])
            let close =
                abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
                && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
            #expect(close, "\(indexPath): \(frame) instead of \(expected)")
        }
    }

    @Test(arguments: 0..<10)
    func rectangleQueriesFindWhatFilteringEveryFrameFinds(seed: Int) throws {
        var random = Case(seed: 1_000 + UInt64(seed))
        // Items of positive size, so that overlapping means sharing area.
        random.sizes = random.sizes.map { $0.map { CGSize(width: max($0.width, 1), height: max($0.height, 1)) } }
        random.configuration.columns = .fixed(1 + seed % 7)
        let layout = WaterfallLayout(configuration: random.configuration)
        try layout.prepare(random.context)
        var generator = SeededGenerator(seed: UInt64(seed))
        #expect(rectQueryMismatches(layout, counts: random.counts, count: 300, generator: &generator).isEmpty)
    }
}
