import Foundation
import LayoutKitCore

extension CompositionalLayout {
    /// A compositional layout that scrolls horizontally: sections side by side from left to
    /// right, each laid out by its layout as described (a group section repeats its group to the
    /// right, or downward when it scrolls orthogonally).
    ///
    /// It is the vertical layout seen transposed, its sections' layouts transposed inside it, so
    /// every description keeps its meaning in the screen's coordinates: sizes, insets, the
    /// environment and the visible-items handler's frames are the screen's. Boundary items are
    /// the exception: their ``BoundarySupplementaryItem/Alignment/top`` is the leading edge and
    /// their height a width (a header stands at the left of its section, as tall as the section).
    ///
    /// ```swift
    /// let shelf = CompositionalLayout.horizontal { _, environment in
    ///     let page = LayoutSize(width: .absolute(environment.containerSize.width * 0.9), height: .fractionalHeight(1))
    ///     return CompositionalSection(group: .vertical(size: page, repeating: .item(LayoutItem(size: LayoutSize(
    ///         width: .fractionalWidth(1), height: .fractionalHeight(0.5)))), count: 2))
    /// }
    /// ```
    public static func horizontal(
        configuration: CompositionalConfiguration = CompositionalConfiguration(),
        sectionProvider: @escaping SectionProvider
    ) -> TransposedLayout<CompositionalLayout> {
        var inner = configuration
        inner.contentInsets = configuration.contentInsets.transposed
        let layout = CompositionalLayout(transposedConfiguration: inner) { index, environment in
            try transposed(sectionProvider(index, environment.transposed))
        }
        return TransposedLayout(layout)
    }

    /// A section described in the screen's coordinates, as the transposed layout sees it.
    private static func transposed(_ section: CompositionalSection) -> CompositionalSection {
        var seen = section
        seen.contentInsets = section.contentInsets.transposed
        seen.background?.insets = section.background?.insets.transposed ?? .zero
        if let handler = section.visibleItemsHandler {
            seen.visibleItemsHandler = { elements, visible in
                var onScreen = elements.map(\.transposed)
                handler(&onScreen, visible.transposed)
                elements = onScreen.map(\.transposed)
            }
        }
        return seen
    }
}

extension LayoutEnvironment {
    /// The environment with its axes exchanged.
    var transposed: LayoutEnvironment {
        LayoutEnvironment(
            containerSize: containerSize.transposed, contentInset: contentInset.transposed,
            layoutDirection: layoutDirection, displayScale: displayScale)
    }
}

extension VisibleSection {
    /// The section seen with its axes exchanged.
    var transposed: VisibleSection {
        VisibleSection(
            section: section, frame: frame.transposed, visibleFrame: visibleFrame.transposed,
            orthogonalOffset: orthogonalOffset)
    }
}

/// A group layout seen transposed still says where its groups are (transposed).
extension TransposedLayout: GroupedLayout where Base: GroupedLayout {
    public func groupFrames(in rect: CGRect) -> [CGRect] {
        base.groupFrames(in: rect.transposed).map(\.transposed)
    }
}
