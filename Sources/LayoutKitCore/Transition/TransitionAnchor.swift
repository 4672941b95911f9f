import Foundation

/// Where the content offset goes when the host changes layouts: the offset kept, a given one,
/// or one chosen so that an element (the selected item, the one under the fingers) stays put or
/// is centered. Whatever it asks is then clamped into the new content and handed to the new
/// layout's ``CollectionLayout/targetContentOffset(forProposed:)``, as UIKit does.
///
/// ```swift
/// try host.setLayout(detail, anchor: .centering(.cell(selected)), animation: .navigation)
/// ```
public enum TransitionAnchor: Hashable, Sendable {
    /// The content offset stays what it is.
    case currentOffset
    /// The content offset goes to the given one, in points.
    case offset(CGPoint)
    /// The element stays where it is on screen: the offset moves by as much as the element
    /// moves in the content.
    case element(ElementKey)
    /// The element ends centered in the viewport less the content inset.
    case centering(ElementKey)
}
