import Foundation

extension LayoutAttributes {
    /// Numbers a layout attaches to an element beyond its geometry (a corner radius, a blur, a
    /// parallax offset), by key: animations and transitions interpolate them like the geometry,
    /// as UIKit interpolates the keys a transition layout is given with `updateValue(_:forAnimatedKey:)`.
    ///
    /// A value only one end has is shown as that end has it all the way.
    ///
    /// ```swift
    /// attributes.customValues["cornerRadius"] = 12
    /// ```
    public var customValues: [String: CGFloat] {
        get { customValueStorage?.values.mapValues { CGFloat($0) } ?? [:] }
        set { customValueStorage = newValue.isEmpty ? nil : CustomValueStorage(newValue.mapValues { Double($0) }) }
    }

    /// The custom values a fraction `progress` of the way to `target`'s: those both have
    /// interpolated, the others kept.
    func customValues(to target: LayoutAttributes, progress: CGFloat) -> [String: CGFloat] {
        let (start, end) = (customValues, target.customValues)
        return start.merging(end) { a, b in a + (b - a) * progress }
    }
}
