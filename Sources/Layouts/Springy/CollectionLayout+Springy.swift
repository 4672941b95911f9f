import Foundation
import LayoutKitCore

extension CollectionLayout {
    /// This layout with its cells hung on springs that lag behind the finger as the content
    /// scrolls (see ``SpringyLayout``).
    ///
    /// ```swift
    /// let wobbly = FlowLayout(configuration: .compactGrid(scrollDirection: .horizontal)).springy()
    /// let overview = ListLayout().springy(.overview)   // resistance along the scroll axis / 500
    /// ```
    public func springy(_ configuration: SpringyConfiguration = SpringyConfiguration()) -> SpringyLayout<Self> {
        SpringyLayout(self, configuration: configuration)
    }
}
