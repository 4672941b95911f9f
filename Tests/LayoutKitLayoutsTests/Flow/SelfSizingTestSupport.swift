import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// A self-sizing list: one column of 300 pt wide items estimated 44 pt tall, 10 pt apart, inset
/// 10 pt, in a 320 pt wide viewport (the self-sizing benchmark's scene).
enum SelfSizingList {
    static let estimate = CGSize(width: 300, height: 44)
    static let spacing: CGFloat = 10
    static let inset: CGFloat = 10

    static func layout() -> FlowLayout {
        FlowLayout { configuration in
            configuration.estimatedItemSize = estimate
            configuration.minimumLineSpacing = spacing
            configuration.sectionInset = EdgeInsets(all: inset)
        }
    }

    /// The benchmark's true heights: 20 to 119 pt.
    static func trueHeight(_ item: Int) -> CGFloat { 20 + CGFloat((item * 7919) % 100) }

    /// A host on `layout` whose cells measure `height(item)` and count the measurements.
    static func host(
        _ layout: FlowLayout, items: Int, height: @escaping (Int) -> CGFloat = trueHeight,
        counter: MeasureCounter
    ) throws -> CollectionViewHost {
        let host = try CollectionViewHost(layout: layout, frameSize: CGSize(width: 320, height: 568), itemCounts: [items])
        host.preferredLayoutAttributesFitting = { attributes in
            counter.count += 1
            var preferred = attributes
            preferred.frame.size.height = height(attributes.indexPath.item)
            return preferred
        }
        return host
    }
}

/// Counts the cells measured.
final class MeasureCounter {
    var count = 0
}
