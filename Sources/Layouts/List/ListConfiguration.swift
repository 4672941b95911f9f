import Foundation
import LayoutKitCore

/// The settings of a ``ListLayout``, as UIKit's `UICollectionLayoutListConfiguration`: the
/// appearance, the rows' height, the headers and footers, and the separators.
///
/// Apple documents no numbers for its lists; LayoutKit's defaults are close to what iOS 17 draws:
/// rows estimated 44 pt tall, a layout margin of 16 pt on a screen narrower than 414 pt and 20 pt
/// from there (the content's leading edge, where separators start), plain headers 28 pt tall and
/// pinned, grouped headers 38 pt and footers 17 pt, 35 pt between grouped sections without
/// headers, and inset-grouped sections rounded by 10 pt.
///
/// ```swift
/// var settings = ListConfiguration(appearance: .insetGrouped)
/// settings.headerMode = .supplementary
/// let list = ListLayout(configuration: settings)
/// ```
public struct ListConfiguration: Hashable, Sendable {
    /// The look.
    public var appearance: ListAppearance
    /// How tall rows are (estimated 44 pt, self-sizing).
    public var rowHeight: ListRowHeight
    /// Whether sections have headers (none).
    public var headerMode: ListSupplementaryMode
    /// Whether sections have footers (none).
    public var footerMode: ListSupplementaryMode
    /// The headers' height in points, or `nil` for the appearance's (28 plain, 38 grouped).
    public var headerHeight: CGFloat?
    /// The footers' height in points, or `nil` for the appearance's (28 plain, 17 grouped).
    public var footerHeight: CGFloat?
    /// Whether rows have separators below them (not below a section's last row).
    public var showsSeparators: Bool
    /// How far from the row's leading edge its separator starts, in points, or `nil` for the
    /// layout margin, where the row's content starts.
    public var separatorLeadingInset: CGFloat?
    /// How far from the row's trailing edge its separator ends, in points (0).
    public var separatorTrailingInset: CGFloat
    /// The layout margin in points, or `nil` for the screen's (16, or 20 from 414 pt wide).
    public var layoutMargin: CGFloat?
    /// The corner radius of an inset-grouped section's background, in points (10), given to the
    /// background decoration as `customValues["cornerRadius"]`.
    public var cornerRadius: CGFloat
    /// How far a row must be swiped across, as a share of its width, for a full swipe to perform
    /// the first action on release (0.6).
    public var fullSwipeShare: CGFloat

    /// Creates list settings; the defaults are those above, in the plain appearance.
    public init(
        appearance: ListAppearance = .plain, rowHeight: ListRowHeight = .estimated(44),
        headerMode: ListSupplementaryMode = .none, footerMode: ListSupplementaryMode = .none,
        headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil, showsSeparators: Bool = true,
        separatorLeadingInset: CGFloat? = nil, separatorTrailingInset: CGFloat = 0, layoutMargin: CGFloat? = nil,
        cornerRadius: CGFloat = 10, fullSwipeShare: CGFloat = 0.6
    ) {
        self.appearance = appearance
        self.rowHeight = rowHeight
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.showsSeparators = showsSeparators
        self.separatorLeadingInset = separatorLeadingInset
        self.separatorTrailingInset = separatorTrailingInset
        self.layoutMargin = layoutMargin
        self.cornerRadius = cornerRadius
        self.fullSwipeShare = fullSwipeShare
    }

    /// Checks every setting.
    ///
    /// - Throws: ``LayoutKitCore/LayoutError/invalidParameter(name:value:reason:)`` naming the bad one.
    public func validate() throws {
        switch rowHeight {
        case let .estimated(height), let .absolute(height):
            try LayoutError.requirePositive(height, named: "rowHeight")
        }
        let lengths: [(String, CGFloat?)] = [
            ("headerHeight", headerHeight), ("footerHeight", footerHeight), ("separatorLeadingInset", separatorLeadingInset),
            ("separatorTrailingInset", separatorTrailingInset), ("layoutMargin", layoutMargin), ("cornerRadius", cornerRadius)
        ]
        for case let (name, value?) in lengths { try LayoutError.requireNonNegative(value, named: name) }
        guard fullSwipeShare.isFinite, fullSwipeShare > 0, fullSwipeShare <= 1 else {
            throw LayoutError.invalidParameter(
                name: "fullSwipeShare", value: Double(fullSwipeShare), reason: "must be above 0 and at most 1")
        }
    }

    /// The layout margin on a screen `width` points wide.
    func margin(forWidth width: CGFloat) -> CGFloat { layoutMargin ?? (width >= 414 ? 20 : 16) }

    /// The headers' height, when sections have them.
    var resolvedHeaderHeight: CGFloat {
        headerMode == .none ? 0 : headerHeight ?? (appearance == .plain ? 28 : 38)
    }

    /// The footers' height, when sections have them.
    var resolvedFooterHeight: CGFloat {
        footerMode == .none ? 0 : footerHeight ?? (appearance == .plain ? 28 : 17)
    }
}
