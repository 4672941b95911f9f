import Foundation
import LayoutKitCore

/// Lists as UIKit's list configuration makes them: rows the width of the screen (or of an inset
/// section), plain, grouped or inset grouped, self-sizing from an estimate, headers and footers,
/// separators as decoration views, and swipe actions on either edge of a row.
///
/// The rows are a ``FlowLayout`` of one column (``base``), set up from the ``configuration`` and
/// the screen's width at each pass. On top of it the list adds:
///
/// - a separator below each row but a section's last (``separatorKind``, one pixel high), from the
///   row's content edge (the layout margin) to its trailing edge, moving with the row;
/// - a background behind each section's rows in the grouped appearances
///   (``sectionBackgroundKind``), inset from the sides and given `customValues["cornerRadius"]`
///   when inset grouped;
/// - swipe actions (``leadingSwipeActions``, ``trailingSwipeActions``): a horizontal drag on a row
///   slides it, revealing its actions' buttons (``swipeActionKind``) in the strip it leaves. Let
///   go past half the buttons' width, the row stays open; short of it, it closes; past
///   ``ListConfiguration/fullSwipeShare`` of its width, it slides off and the first action is
///   handed to the app (``LayoutKitCore/LayoutAction``, through the host's `onLayoutAction`). One
///   row is open at a time; a touch elsewhere or a scroll closes it. Each row is a region that
///   scrolls on its own (``LayoutKitCore/NestedScrollingLayout``), so the headless host, the UIKit
///   adapter's pan and the AppKit adapter's wheel move it with the platform's rubber band and
///   deceleration.
///
/// ```swift
/// let list = ListLayout(configuration: ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
/// list.trailingSwipeActions = { _ in
///     SwipeActionsConfiguration(actions: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive)])
/// }
/// ```
///
/// - Complexity: ``prepare(_:)`` is the flow's (O(sections) with estimated rows); a query is the
///   flow's plus O(rows answered) for the separators.
public final class ListLayout: LayoutWrapper {
    /// The decoration kind of the separators.
    public static let separatorKind = "list-separator"
    /// The decoration kind of the swipe actions' buttons; their index paths are
    /// `[section, item, action]`.
    public static let swipeActionKind = "list-swipe-action"
    /// The decoration kind of the grouped appearances' section backgrounds.
    public static let sectionBackgroundKind = "list-section-background"

    /// The one-column flow that places the rows, headers, footers and backgrounds.
    public let base = FlowLayout()
    /// The list's settings; a change takes effect at the next ``prepare(_:)``.
    public var configuration: ListConfiguration
    /// The actions revealed by swiping a row to the right (left to right), by index path; `nil`
    /// or no actions: the row does not swipe that way.
    public var leadingSwipeActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The actions revealed by swiping a row to the left (left to right), by index path.
    public var trailingSwipeActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// Tells the host when a row closes on its own, and what the user's full swipe triggered.
    public let channel: LayoutChannel? = LayoutChannel()

    /// The latest context: the prepared one, with the bounds of the latest bounds change.
    var context: LayoutContext?
    /// The rows swiped open or moving.
    var swipes = ListSwipes()

    /// A list with `configuration`.
    public init(configuration: ListConfiguration = ListConfiguration()) {
        self.configuration = configuration
    }

    /// Checks the settings, sets the rows' flow up for the screen's width, and prepares it.
    ///
    /// - Throws: ``LayoutKitCore/LayoutError/invalidParameter(name:value:reason:)`` naming a bad
    ///   setting (nothing changes then), and what the flow throws.
    public func prepare(_ context: LayoutContext) throws {
        try configuration.validate()
        let flow = flowConfiguration(width: context.insetViewportSize.width)
        if base.configuration != flow { base.configuration = flow }
        try base.prepare(context)
        self.context = context
        swipes.keepRows(of: context.itemCounts)
    }

    /// The rows (moved by their swipes), headers, footers and backgrounds in `rect`, with the
    /// separators below the rows and the buttons of the rows swiped open.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        let answers = base.attributes(in: rect).map(wrapped)
        var extra: [LayoutAttributes] = []
        for cell in answers where cell.category == .cell {
            if let separator = separator(below: cell) { extra.append(separator) }
            extra += swipeButtons(of: cell.indexPath)
        }
        return answers + extra
    }

    /// A row moved by its swipe; inset grouped, a section background with its corner radius, and
    /// headers and footers inside the margins.
    public func wrapped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var shown = attributes
        switch attributes.category {
        case .cell:
            shown.frame.origin.x -= swipes.offset(of: attributes.indexPath)
        case .decorationView(kind: Self.sectionBackgroundKind) where configuration.appearance == .insetGrouped:
            shown.customValues["cornerRadius"] = configuration.cornerRadius
        case .supplementaryView where configuration.appearance == .insetGrouped:
            // Headers and footers line up with their section, inside the margins.
            let margin = configuration.margin(forWidth: context?.insetViewportSize.width ?? attributes.frame.width)
            shown.frame = attributes.frame.insetBy(dx: margin, dy: 0)
        default:
            break
        }
        return shown
    }

    /// A separator (`[section, item]`), a swipe action's button (`[section, item, action]`), or a
    /// section background.
    public func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        switch kind {
        case Self.separatorKind:
            return indexPath.count == 2 ? attributes(at: indexPath).flatMap(separator(below:)) : nil
        case Self.swipeActionKind:
            guard indexPath.count == 3 else { return nil }
            let row = IndexPath(item: indexPath[1], section: indexPath[0])
            return swipeButtons(of: row).first { $0.indexPath == indexPath }
        default:
            return base.decorationAttributes(ofKind: kind, at: indexPath).map(wrapped)
        }
    }

    /// The flow of one column that places the rows on a screen `width` points wide.
    private func flowConfiguration(width: CGFloat) -> FlowConfiguration {
        let settings = configuration
        let margin = settings.margin(forWidth: width)
        let side = settings.appearance == .insetGrouped ? margin : 0
        let (header, footer) = (settings.resolvedHeaderHeight, settings.resolvedFooterHeight)
        let apart: CGFloat = settings.appearance != .plain && settings.headerMode == .none ? 35 : 0
        var flow = FlowConfiguration()
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.sectionInset = EdgeInsets(top: apart, left: side, bottom: 0, right: side)
        flow.headerReferenceSize = CGSize(width: 0, height: header)
        flow.footerReferenceSize = CGSize(width: 0, height: footer)
        flow.sectionHeadersPinToVisibleBounds = settings.appearance == .plain
        let rowWidth = max(1, width - 2 * side)
        switch settings.rowHeight {
        case let .estimated(height): flow.estimatedItemSize = CGSize(width: rowWidth, height: height)
        case let .absolute(height): flow.itemSize = CGSize(width: rowWidth, height: height)
        }
        if settings.appearance != .plain {
            flow.sectionBackground = FlowSectionBackground(
                kind: Self.sectionBackgroundKind,
                inset: EdgeInsets(top: header + apart, left: side, bottom: footer, right: side))
        }
        return flow
    }
}
