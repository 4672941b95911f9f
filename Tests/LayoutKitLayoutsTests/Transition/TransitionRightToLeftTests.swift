import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts
import Testing

/// Layout changes read right to left: the anchors work on what is on screen (mirrored).
struct TransitionRightToLeftTests {
    private func sideways(_ side: CGFloat) -> FlowLayout {
        FlowLayout { configuration in
            configuration.scrollDirection = .horizontal
            configuration.itemSize = CGSize(width: side, height: side)
            configuration.minimumLineSpacing = 10
            configuration.minimumInteritemSpacing = 10
        }
    }

    private func shown(_ host: CollectionViewHost, _ item: Int) throws -> CGRect {
        try #require(host.visibleElements.first { $0.key == .cell(IndexPath(item: item, section: 0)) }).frame
    }

    @Test func centeringAnItemCentersItOnScreen() throws {
        let host = try CollectionViewHost(
            layout: sideways(60), frameSize: CGSize(width: 320, height: 200),
            itemCounts: [200], layoutDirection: .rightToLeft)
        try host.advanceFrame()
        try host.setLayout(sideways(90), anchor: .centering(.cell(IndexPath(item: 40, section: 0))))
        let frame = try shown(host, 40)
        #expect(abs(frame.midX - (host.contentOffset.x + 160)) < 1e-9)
    }

    @Test func theAnchorElementStaysWhereItIsOnScreen() throws {
        let host = try CollectionViewHost(
            layout: sideways(60), frameSize: CGSize(width: 320, height: 200),
            itemCounts: [200], layoutDirection: .rightToLeft)
        try host.advanceFrame()
        try host.setContentOffset(CGPoint(x: host.validContentOffsets.maxX - 700, y: 0))
        let before = try shown(host, 30)
        let onScreen = before.midX - host.contentOffset.x
        #expect(onScreen > 0 && onScreen < 320)
        try host.setLayout(sideways(90), anchor: .element(.cell(IndexPath(item: 30, section: 0))))
        let after = try shown(host, 30)
        #expect(abs(after.midX - host.contentOffset.x - onScreen) < 1e-9)
    }
}
