import Foundation
import LayoutKitCore
import LayoutKitHost
import LayoutKitLayouts

/// The transition scenes of `layoutkit-tool dump`: a ``TransitionLayout`` half way between two flow
/// layouts, as a layout-to-layout navigation shows it ("Collection View Animations" by Engin
/// Kurutepe, objc.io issue 12).
enum TransitionScenes {
    static let names = ["transition-grid", "transition-carousel"]

    /// Two columns of 150 x 150 pt, 10 pt apart, inset 5.
    static let grid = FlowConfiguration(
        metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 150, height: 150), minimumInteritemSpacing: 10, minimumLineSpacing: 10,
            sectionInset: EdgeInsets(all: 5)))

    /// A horizontal carousel of 240 x 400 pt cards, 20 pt apart, centered in a 568 pt height.
    static let carousel = FlowConfiguration(
        scrollDirection: .horizontal,
        metrics: FlowSectionMetrics(
            itemSize: CGSize(width: 240, height: 400), minimumLineSpacing: 20,
            sectionInset: EdgeInsets(top: 84, left: 40, bottom: 84, right: 40)))

    /// Scene `name` at progress 0.5 (`transition-grid`: the springy flow to the grid;
    /// `transition-carousel`: the grid to the carousel), looked at through `context`'s bounds at
    /// both ends; `nil` for another name.
    static func scene(_ name: String, context: LayoutContext) -> Scene? {
        let configurations: (FlowConfiguration, FlowConfiguration)
        switch name {
        case "transition-grid": configurations = (.compactGrid(), grid)
        case "transition-carousel": configurations = (grid, carousel)
        default: return nil
        }
        let transition = TransitionLayout(
            from: FlowLayout(configuration: configurations.0), to: FlowLayout(configuration: configurations.1))
        transition.setViewports(from: context.visibleRect, to: context.visibleRect)
        do {
            try transition.updateInteractiveTransition(0.5)
        } catch {
            preconditionFailure("0.5 is a valid progress: \(error)")
        }
        return Scene(layout: transition, context: context)
    }
}
