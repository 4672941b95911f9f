import Foundation
import LayoutKit

extension FuzzRun {
    /// After every step: the host's counts are the app's, every value shown is finite and in
    /// range, and every element shown that is not leaving names an item of the data.
    func check() {
        if host.itemCounts != counts && !host.isMovingItem {
            fail("the host shows counts \(host.itemCounts), the data has \(counts)")
        }
        let offset = host.contentOffset
        if !offset.x.isFinite || !offset.y.isFinite { fail("content offset \(offset)") }
        for element in host.visibleElements where !Self.isSane(element) {
            fail("\(element.key) shown at \(element.frame), alpha \(element.alpha)")
            return
        }
        for element in host.presentedElements where element.category == .cell {
            let path = element.indexPath
            guard path.count == 2, host.itemCounts.indices.contains(path.section), path.item < host.itemCounts[path.section]
            else {
                fail("a cell shown at \(path), not an item of \(host.itemCounts)")
                return
            }
        }
    }

    /// At rest: the host shows exactly what the layout answers for the visible rectangle.
    func checkAtRest() {
        let answers = host.core.elements(in: host.bounds)
        if host.visibleElements != answers {
            let shown = Set(host.visibleElements.map(\.key)), answered = Set(answers.map(\.key))
            fail(
                "at rest the host shows \(host.visibleElements.count) elements, the layout answers \(answers.count) "
                    + "(only shown: \(shown.subtracting(answered).sorted().prefix(3)), only answered: \(answered.subtracting(shown).sorted().prefix(3)))"
            )
        }
    }

    private static func isSane(_ element: LayoutAttributes) -> Bool {
        let frame = element.frame
        let t = element.transform3D
        let entries = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
        ]
        return frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && frame.width >= 0 && frame.height >= 0 && element.alpha >= -1e-9 && element.alpha <= 1 + 1e-9
            && entries.allSatisfy(\.isFinite) && element.customValues.values.allSatisfy(\.isFinite)
    }
}
