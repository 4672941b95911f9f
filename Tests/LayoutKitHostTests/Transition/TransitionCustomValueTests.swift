import Foundation
import LayoutKitCore
import LayoutKitHost
import Testing

/// Custom values attached to elements interpolate through a transition and a host animation.
struct TransitionCustomValueTests {
    static func layout(radius: CGFloat, blur: CGFloat? = nil) -> AttributeAdjustingLayout<FixedLayout> {
        FixedLayout.grid("list", columns: 1, width: 320, height: 50, count: 10).adjustingAttributes { attributes, _ in
            attributes.customValues["radius"] = radius
            if let blur { attributes.customValues["blur"] = blur }
        }
    }

    @Test func aTransitionInterpolatesTheValuesBothEndsHaveAndKeepsTheOthers() throws {
        let transition = TransitionLayout(from: Self.layout(radius: 4), to: Self.layout(radius: 20, blur: 10))
        try transition.prepare(LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10]))
        try transition.updateInteractiveTransition(0.25)
        let cell = try #require(transition.attributes(at: IndexPath(item: 3, section: 0)))
        // 4 + (20 - 4) / 4 = 8; the blur only the end has is shown as it is.
        #expect(cell.customValues == ["radius": 8, "blur": 10])
        try transition.updateInteractiveTransition(0)
        #expect(transition.attributes(at: IndexPath(item: 3, section: 0))?.customValues == ["radius": 4])
    }

    @Test func attributesWithoutValuesHaveNone() {
        var attributes = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
        #expect(attributes.customValues.isEmpty)
        attributes.customValues["radius"] = 3
        let other = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
        #expect(attributes != other)
        attributes.customValues = [:]
        #expect(attributes == other)
    }
}
