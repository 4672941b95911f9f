import Foundation
import LayoutKitCore
import LayoutKitHost

/// A test layout that puts cell `i` at `frames[i]` (items beyond the frames or the counts are
/// not shown), with appearing and disappearing answers given per element, and that writes the
/// transition hooks it hears into a shared log as "<name> <hook>".
final class FixedLayout: CollectionLayout {
    let name: String
    let frames: [CGRect]
    let contentSize: CGSize
    var appearing: [ElementKey: LayoutAttributes] = [:]
    var disappearing: [ElementKey: LayoutAttributes] = [:]
    let log: HookLog
    private var count = 0

    init(_ name: String, frames: [CGRect], contentSize: CGSize, log: HookLog = HookLog()) {
        self.name = name
        self.frames = frames
        self.contentSize = contentSize
        self.log = log
    }

    /// Rows of `columns` cells of `width` x `height` pt, `count` of them, the content `width`
    /// times `columns` wide.
    static func grid(
        _ name: String, columns: Int, width: CGFloat, height: CGFloat, count: Int,
        log: HookLog = HookLog()
    ) -> FixedLayout {
        let frames = (0..<count).map {
            CGRect(x: CGFloat($0 % columns) * width, y: CGFloat($0 / columns) * height, width: width, height: height)
        }
        let rows = (count + columns - 1) / columns
        return FixedLayout(
            name, frames: frames, contentSize: CGSize(width: width * CGFloat(columns), height: CGFloat(rows) * height), log: log)
    }

    func prepare(_ context: LayoutContext) throws {
        count = min(frames.count, context.numberOfItems(inSection: 0))
        log.entries.append("\(name) prepare \(context.itemCounts)")
    }

    func attributes(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { frames[$0].intersects(rect) ? cell($0) : nil }
    }

    func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        indexPath.section == 0 && (0..<count).contains(indexPath.item) ? cell(indexPath.item) : nil
    }

    func initialAttributes(forAppearing element: ElementKey) -> LayoutAttributes? { appearing[element] }
    func finalAttributes(forDisappearing element: ElementKey) -> LayoutAttributes? { disappearing[element] }

    func targetContentOffset(forProposed proposed: CGPoint) -> CGPoint {
        log.entries.append("\(name) target")
        return proposed
    }

    func prepare(forTransitionFrom layout: any CollectionLayout) { log.entries.append("\(name) from") }
    func prepare(forTransitionTo layout: any CollectionLayout) { log.entries.append("\(name) to") }
    func finalizeTransition() { log.entries.append("\(name) finalize") }

    private func cell(_ item: Int) -> LayoutAttributes {
        LayoutAttributes(indexPath: IndexPath(item: item, section: 0), category: .cell, frame: frames[item])
    }
}

/// The hooks several layouts heard, in order.
final class HookLog {
    var entries: [String] = []
}
