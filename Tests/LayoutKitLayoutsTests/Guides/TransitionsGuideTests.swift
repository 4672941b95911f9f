import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// The examples of Docs/Transitions.md, run with flow layouts so the guide stays true.
struct TransitionsGuideTests {
    /// `columns` columns of square items filling a 300 pt width, no spacing.
    static func columns(_ count: Int) -> FlowLayout {
        let side = CGFloat(300 / count)
        return FlowLayout(
            configuration: FlowConfiguration(
                metrics: FlowSectionMetrics(
                    itemSize: CGSize(width: side, height: side), minimumInteritemSpacing: 0, minimumLineSpacing: 0)))
    }

    @Test func theNavigationCase() throws {
        let grid = Self.columns(3)
        let pages = FlowLayout(
            configuration: FlowConfiguration(
                metrics: FlowSectionMetrics(
                    itemSize: CGSize(width: 300, height: 568), minimumLineSpacing: 0)))
        let host = try CollectionViewHost(layout: grid, frameSize: CGSize(width: 300, height: 568), itemCounts: [40])
        try host.pushLayout(pages, itemCounts: [5], anchor: .centering(.cell(IndexPath(item: 2, section: 0))))
        try host.runUntilIdle()
        // Pages of 568 pt: item 2 from 1136, centered at offset 1136.
        #expect(host.layout === pages && host.contentOffset == CGPoint(x: 0, y: 1136))
        try host.popLayout()
        try host.runUntilIdle()
        #expect(host.layout === grid && host.itemCounts == [40] && host.contentOffset == .zero)
    }

    @Test func anAnimatedAnInteractiveAndAPinchDrivenChange() throws {
        let (three, five) = (Self.columns(3), Self.columns(5))
        let host = try CollectionViewHost(layout: three, frameSize: CGSize(width: 300, height: 480), itemCounts: [60])
        let selected = IndexPath(item: 7, section: 0)
        try host.setLayout(five, anchor: .element(.cell(selected)), animation: HostAnimation(duration: 0.4))
        try host.runUntilIdle()
        #expect(host.layout === five)

        let transition = try host.startInteractiveTransition(to: three)
        try transition.updateInteractiveTransition(0.3)
        try host.advanceFrame()
        try host.finishInteractiveTransition()
        try host.runUntilIdle()
        #expect(host.layout === three)

        let pinch = PinchTrace.spread(center: CGPoint(x: 150, y: 240), from: 200, to: 80, duration: 0.4)
        try host.pinchTransition(to: five, scaleAtEnd: 0.6, trace: pinch)
        try host.runUntilIdle()
        #expect(host.layout === five)
    }
}
