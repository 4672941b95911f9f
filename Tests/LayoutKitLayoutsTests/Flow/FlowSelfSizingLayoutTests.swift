import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The self-sizing flow layout against the sized flow layout as reference: with the measured
/// sizes given up front, the fixed-size engine (a separate implementation, one pass over every
/// item) must place every element where the estimated geometry does after the measurements
/// arrive one by one.
struct FlowSelfSizingLayoutTests {
    static let counts = [7, 0, 11, 3]

    static func configuration(horizontal: Bool) -> FlowConfiguration {
        var configuration = FlowConfiguration(scrollDirection: horizontal ? .horizontal : .vertical)
        configuration.lineAlignment = .leading
        configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        configuration.headerReferenceSize = CGSize(width: 30, height: 30)
        configuration.footerReferenceSize = CGSize(width: 12, height: 12)
        configuration.sectionMetrics[2] = FlowSectionMetrics(
            minimumInteritemSpacing: 4, minimumLineSpacing: 6, sectionInset: EdgeInsets(all: 8),
            headerReferenceSize: CGSize(width: 20, height: 20), lineAlignment: .leading)
        return configuration
    }

    /// Some measured main-axis lengths, by index path; the rest keep the estimate.
    static let measured: [IndexPath: CGFloat] = [
        IndexPath(item: 0, section: 0): 120, IndexPath(item: 4, section: 0): 20, IndexPath(item: 6, section: 0): 75,
        IndexPath(item: 2, section: 2): 33, IndexPath(item: 3, section: 2): 61, IndexPath(item: 10, section: 2): 90,
        IndexPath(item: 1, section: 3): 15
    ]

    @Test(arguments: [false, true])
    func measurementsOneByOneGiveWhatTheSizedLayoutGivesAtOnce(horizontal: Bool) throws {
        let estimate = CGSize(width: 90, height: 50)
        var estimatedConfiguration = Self.configuration(horizontal: horizontal)
        estimatedConfiguration.estimatedItemSize = horizontal ? estimate.transposed : estimate
        let layout = FlowLayout(configuration: estimatedConfiguration)
        let bounds = horizontal ? CGRect(x: 0, y: 0, width: 568, height: 320) : CGRect(x: 0, y: 0, width: 320, height: 568)
        let context = LayoutContext(bounds: bounds, itemCounts: Self.counts)
        try layout.prepare(context)
        for (indexPath, length) in Self.measured.sorted(by: { $0.key < $1.key }) {
            let original = try #require(layout.attributes(at: indexPath))
            var preferred = original
            preferred.frame.size =
                horizontal ? CGSize(width: length, height: estimate.width) : CGSize(width: estimate.width, height: length)
            #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, withOriginal: original))
            let invalidation = layout.invalidationContext(forPreferredAttributes: preferred, withOriginal: original)
            #expect(!invalidation.requiresFullLayout)
            layout.invalidate(with: invalidation)
            try layout.prepare(context)
        }
        #expect(layout.layoutPassCount == 1)

        let reference = FlowLayout(configuration: Self.configuration(horizontal: horizontal))
        var sized = context
        sized.itemSizeProvider = { indexPath in
            let length = Self.measured[indexPath] ?? estimate.height
            return horizontal ? CGSize(width: length, height: estimate.width) : CGSize(width: estimate.width, height: length)
        }
        try reference.prepare(sized)
        #expect(layout.contentSize == reference.contentSize)
        let everything = CGRect(origin: .zero, size: reference.contentSize).insetBy(dx: -1, dy: -1)
        #expect(
            layout.displayedAttributes(in: everything, context: context)
                == reference.displayedAttributes(in: everything, context: sized))
        // Queries of parts of the content find the same elements.
        for start in stride(from: CGFloat(0), to: horizontal ? reference.contentSize.width : reference.contentSize.height, by: 37)
        {
            let rect =
                horizontal ? CGRect(x: start, y: 0, width: 100, height: 320) : CGRect(x: 0, y: start, width: 320, height: 100)
            #expect(
                layout.displayedAttributes(in: rect, context: context) == reference.displayedAttributes(in: rect, context: sized))
        }
        for (section, count) in Self.counts.enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                #expect(layout.attributes(at: indexPath) == reference.attributes(at: indexPath))
            }
        }
        #expect(layout.attributes(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.attributes(at: IndexPath(item: 3, section: 3)) == nil)
    }

    @Test func theSameSizeAgainInvalidatesNothing() throws {
        let layout = SelfSizingList.layout()
        try layout.prepare(phoneContext([10]))
        let original = try #require(layout.attributes(at: IndexPath(item: 2, section: 0)))
        #expect(!layout.shouldInvalidate(forPreferredAttributes: original, withOriginal: original))
        let fixed = FlowLayout()
        try fixed.prepare(phoneContext([10]))
        var taller = original
        taller.frame.size.height = 90
        #expect(
            !fixed.shouldInvalidate(forPreferredAttributes: taller, withOriginal: original),
            "without an estimate the flow layout keeps its item size")
    }

    @Test func aBadEstimateIsNamed() throws {
        for bad in [CGSize(width: 0, height: 44), CGSize(width: 300, height: -1), CGSize(width: CGFloat.nan, height: 44)] {
            let layout = FlowLayout { $0.estimatedItemSize = bad }
            #expect(throws: LayoutError.self) { try layout.prepare(phoneContext([10])) }
            do {
                try layout.prepare(phoneContext([10]))
            } catch let LayoutError.invalidParameter(name, _, _) {
                #expect(name.hasPrefix("estimatedItemSize"))
            }
        }
    }
}
