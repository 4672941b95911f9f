import Foundation
import LayoutKitCore
import Testing

/// The dump format and its picture, written out by hand.
struct LayoutSnapshotTests {
    @Test func theDumpListsElementsInOrderWithOnlyNonDefaultProperties() {
        var header = LayoutAttributes(forSupplementaryViewOfKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        var second = LayoutAttributes(forCellAt: IndexPath(item: 1, section: 0))
        second.frame = CGRect(x: 74, y: 50, width: 44, height: 44)
        second.alpha = 0.5
        second.zIndex = 3
        second.transform3D = Transform3D(scaleX: 2, y: 2)
        var first = LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0))
        first.frame = CGRect(x: -0.001, y: 50, width: 44, height: 44)
        first.isHidden = true
        let snapshot = LayoutSnapshot(
            contentSize: CGSize(width: 320, height: 1000), rect: CGRect(x: 0, y: 0, width: 320, height: 568),
            attributes: [header, second, first])
        #expect(
            snapshot.text == """
                layoutkit-snapshot v1
                content 320.00 1000.00
                rect 0.00 0.00 320.00 568.00
                cell [0, 0] frame 0.00 50.00 44.00 44.00 hidden
                cell [0, 1] frame 74.00 50.00 44.00 44.00 alpha 0.50 z 3 affine 2.0000 0.0000 0.0000 2.0000 0.0000 0.0000
                supplementary(UICollectionElementKindSectionHeader) [0, 0] frame 0.00 0.00 320.00 40.00

                """)
    }

    @Test func theSVGDrawsEveryVisibleElement() {
        var cell = LayoutAttributes(forCellAt: IndexPath(item: 4, section: 2))
        cell.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        var hidden = cell
        hidden.indexPath = IndexPath(item: 5, section: 2)
        hidden.isHidden = true
        let svg = SnapshotSVG.render(
            LayoutSnapshot(contentSize: CGSize(width: 100, height: 100), rect: .zero, attributes: [cell, hidden]))
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(">2.4</text>"))
        #expect(!svg.contains(">2.5</text>"))
        #expect(svg.contains("matrix(1.00 0.00 0.00 1.00 32.00 32.00)"))
    }
}
