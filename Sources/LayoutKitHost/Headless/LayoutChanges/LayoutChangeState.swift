import Foundation

/// The host's changes of layout: the one under way, the layouts pushed over, and the visible
/// rectangle of an animated bounds change while it travels.
struct LayoutChangeState {
    /// The change of layout under way, if any.
    var change: LayoutChange?
    /// The layouts pushed over, the root first.
    var navigationStack: [NavigationEntry] = []
    /// The visible rectangle of an animated bounds change, while it travels.
    var viewportAnimation: ViewportAnimation?
}
