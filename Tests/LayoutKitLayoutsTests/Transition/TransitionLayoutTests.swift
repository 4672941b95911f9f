import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Layout-to-layout transitions (article 002) against frames interpolated by hand.
struct TransitionLayoutTests {
    /// Two 150 pt columns: inset 5, spacing 10.
    static let grid = FlowConfiguration(
        metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 150, height: 150), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
            sectionInset: EdgeInsets(all: 5)))

    @Test func theEndsAreTheTwoLayoutsAndTheMiddleIsHalfWay() throws {
        let springy = FlowLayout(configuration: .compactGrid())
        let transition = TransitionLayout(from: springy, to: FlowLayout(configuration: Self.grid))
        let context = phoneContext([20])
        try transition.prepare(context)
        let item = IndexPath(item: 1, section: 0)
        #expect(transition.attributes(at: item)?.frame == CGRect(x: 74, y: 10, width: 44, height: 44))
        try transition.updateInteractiveTransition(0.5)
        // From (74, 10, 44, 44) to (165, 5, 150, 150).
        #expect(transition.attributes(at: item)?.frame == CGRect(x: 119.5, y: 7.5, width: 97, height: 97))
        // Content heights: 10 + 4 x 44 + 3 x 10 + 10 = 226 and 5 + 10 x 150 + 9 x 10 + 5 = 1600.
        #expect(transition.contentSize.height == 913)
        try transition.updateInteractiveTransition(1)
        #expect(transition.attributes(at: item)?.frame == CGRect(x: 165, y: 5, width: 150, height: 150))
    }

    @Test func elementsOnlyOneLayoutShowsFade() throws {
        var withHeader = FlowConfiguration.compactGrid()
        withHeader.headerReferenceSize = CGSize(width: 0, height: 40)
        let transition = TransitionLayout(
            from: FlowLayout(configuration: withHeader), to: FlowLayout(configuration: .compactGrid()))
        try transition.prepare(phoneContext([5]))
        try transition.updateInteractiveTransition(0.25)
        let header = transition.supplementaryAttributes(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.alpha == 0.75)
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        let found = transition.attributes(in: CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(found.filter { $0.category == .cell }.count == 5)
        #expect(found.contains { $0.key == header?.key })
    }

    @Test func bothLayoutsHearTheStartAndTheEnd() throws {
        let from = HookSpyFlow(), to = HookSpyFlow()
        let transition = TransitionLayout(from: from, to: to)
        #expect(from.calls == ["to"] && to.calls == ["from"])
        #expect(transition.complete(finished: false) === from)
        #expect(from.calls == ["to", "finalize"] && to.calls == ["from", "finalize"])
        #expect(transition.progress == 0)
    }

    @Test func aProgressThatIsNotANumberIsRefused() throws {
        let transition = TransitionLayout(from: FlowLayout(), to: FlowLayout())
        try transition.updateInteractiveTransition(0.4)
        #expect(throws: LayoutError.self) { try transition.updateInteractiveTransition(CGFloat.nan) }
        #expect(transition.progress == 0.4)
    }
}

/// A layout that records the transition hooks it hears.
final class HookSpyFlow: CollectionLayout {
    private(set) var calls: [String] = []
    var contentSize: CGSize { .zero }
    func attributes(in rect: CGRect) -> [LayoutAttributes] { [] }
    func prepare(forTransitionFrom layout: any CollectionLayout) { calls.append("from") }
    func prepare(forTransitionTo layout: any CollectionLayout) { calls.append("to") }
    func finalizeTransition() { calls.append("finalize") }
}
