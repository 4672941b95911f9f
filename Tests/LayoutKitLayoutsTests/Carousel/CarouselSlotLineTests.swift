import Foundation
import LayoutKitCore
import Testing

@testable import LayoutKitLayouts

/// The carousel's closed-form slots against the horizontal flow they stand in for.
struct CarouselSlotLineTests {
    @Test(arguments: [0, 1, 2, 7, 300])
    func theLineGivesTheFlowsSlots(count: Int) throws {
        for (viewport, inset) in [
            (CGSize(width: 320, height: 568), EdgeInsets.zero),
            (CGSize(width: 568, height: 320), EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        ] {
            let context = LayoutContext(bounds: CGRect(origin: .zero, size: viewport), contentInset: inset, itemCounts: [count])
            let flow = FlowLayout {
                $0.scrollDirection = .horizontal
                $0.itemSize = CGSize(width: 100, height: 100)
                $0.minimumLineSpacing = 10
                $0.sectionInset.top = max(0, context.insetViewportSize.height - 100)
            }
            let line = CarouselSlotLine(itemSize: CGSize(width: 100, height: 100), spacing: 10)
            try flow.prepare(context)
            try line.prepare(context)
            #expect(line.contentSize == flow.contentSize)
            for item in 0..<count {
                let path = IndexPath(item: item, section: 0)
                #expect(line.attributes(at: path) == flow.attributes(at: path))
            }
            for rect in [
                CGRect(x: 0, y: 0, width: 320, height: 568), CGRect(x: 1234, y: 400, width: 568, height: 50),
                CGRect(x: -50, y: 0, width: 20, height: 568), CGRect(x: 105, y: 0, width: 5, height: 568),
                // Far out: more slots away than an Int holds.
                CGRect(x: -1e300, y: 0, width: 2e300, height: 568), CGRect(x: 1e300, y: 0, width: 1e300, height: 568)
            ] {
                #expect(
                    line.attributes(in: rect).sorted { $0.key < $1.key } == flow.attributes(in: rect).sorted { $0.key < $1.key })
            }
            #expect(line.attributes(at: IndexPath(item: count, section: 0)) == nil)
        }
    }
}
