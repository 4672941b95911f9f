import Foundation

/// One line of a flow layout, in vertical (canonical) coordinates: its first item (a flat index
/// over all sections) and its extent along the scroll axis. The line's items run up to the next
/// line's first item.
struct FlowLine: Hashable, Sendable {
    var firstItem: Int
    var minY: CGFloat
    var maxY: CGFloat
}
