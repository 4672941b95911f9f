import Foundation
import LayoutKitCore

/// The settings of paging (``PagingLayout``): what a rest position aligns, how far one fling may
/// go, and how fast a fling must be to always move on.
///
/// ```swift
/// let cards = FlowLayout(configuration: .cardRow()).paging(PagingConfiguration(alignment: .center, maxElementsPerFling: 1))
/// ```
public struct PagingConfiguration: Hashable, Sendable {
    /// What a rest position aligns (whole pages by default).
    public var alignment: SnapAlignment
    /// The most elements or pages one fling moves on by (at least 1); `nil` for no limit.
    public var maxElementsPerFling: Int?
    /// The fling speed, in pt/s, above which a fling always moves on by at least one element
    /// (finite, not negative; 300 by default).
    public var flickVelocity: CGFloat

    /// Creates paging settings: whole pages, no limit, 300 pt/s by default.
    public init(alignment: SnapAlignment = .page, maxElementsPerFling: Int? = nil, flickVelocity: CGFloat = 300) {
        self.alignment = alignment
        self.maxElementsPerFling = maxElementsPerFling
        self.flickVelocity = flickVelocity
    }

    /// Flings rest with an element's leading edge on the viewport's leading edge.
    public static let leading = PagingConfiguration(alignment: .leading)
    /// Flings rest with an element centered in the viewport.
    public static let center = PagingConfiguration(alignment: .center)
    /// Flings rest on whole pages (the default).
    public static let page = PagingConfiguration(alignment: .page)
}
