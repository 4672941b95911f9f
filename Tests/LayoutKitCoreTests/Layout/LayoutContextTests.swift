import Foundation
import LayoutKitCore
import Testing

struct LayoutContextTests {
    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: -1, height: 10), "bounds.size.width"),
        (CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan), "bounds.size.height"),
        (CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10), "bounds.origin.x")
    ])
    func badBoundsAreNamed(bounds: CGRect, name: String) {
        let context = LayoutContext(bounds: bounds, itemCounts: [1])
        #expect {
            try context.validate()
        } throws: { error in
            guard case let LayoutError.invalidParameter(reported, _, _) = error else { return false }
            return reported == name
        }
    }

    @Test func negativeCountsAndScalesAreRejected() {
        #expect(throws: LayoutError.self) {
            try LayoutContext(bounds: .zero, itemCounts: [2, -1]).validate()
        }
        #expect(throws: LayoutError.self) {
            try LayoutContext(bounds: .zero, itemCounts: [], displayScale: 0).validate()
        }
    }

    @Test func transposingSwapsEverythingGeometric() {
        var context = LayoutContext(
            bounds: CGRect(x: 1, y: 2, width: 3, height: 4), contentInset: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8),
            itemCounts: [1], itemSizeProvider: { _ in CGSize(width: 10, height: 20) },
            touch: TouchState(location: CGPoint(x: 9, y: 11), velocity: CGPoint(x: 12, y: 13)))
        context = context.transposed
        #expect(context.bounds == CGRect(x: 2, y: 1, width: 4, height: 3))
        #expect(context.contentInset == EdgeInsets(top: 6, left: 5, bottom: 8, right: 7))
        #expect(context.itemSizeProvider?(IndexPath(item: 0, section: 0)) == CGSize(width: 20, height: 10))
        #expect(context.touch == TouchState(location: CGPoint(x: 11, y: 9), velocity: CGPoint(x: 13, y: 12)))
    }

    @Test func pixelRoundingFollowsTheScale() {
        let context = LayoutContext(bounds: .zero, itemCounts: [], displayScale: 3)
        #expect(abs(context.roundedToPixel(10.2) - 31.0 / 3) < 1e-12)
    }
}
