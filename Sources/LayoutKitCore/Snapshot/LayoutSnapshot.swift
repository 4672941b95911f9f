import Foundation

/// A deterministic text dump of what a layout shows in a rectangle: its content size and the
/// attributes of every element there, one element a line, in a stable order, at fixed precision.
///
/// Compare it with a reference file in a unit test (see `LayoutKitTesting`), or render it as SVG
/// with ``SnapshotSVG`` to look at it.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: layout, in: context.visibleRect, context: context)
/// print(snapshot.text)
/// // layoutkit-snapshot v1
/// // content 320.00 1670.00
/// // rect 0.00 0.00 320.00 568.00
/// // cell [0, 0] frame 10.00 10.00 44.00 44.00
/// // ...
/// ```
public struct LayoutSnapshot: Hashable, Sendable {
    /// The format's version, written on the first line; it changes when the format does.
    public static let version = 1

    /// The layout's content size, in points.
    public var contentSize: CGSize
    /// The rectangle the attributes were asked for, in content coordinates.
    public var rect: CGRect
    /// The attributes, sorted by ``ElementKey``.
    public var attributes: [LayoutAttributes]

    /// Creates a snapshot from its parts; the attributes are sorted by ``ElementKey``.
    public init(contentSize: CGSize, rect: CGRect, attributes: [LayoutAttributes]) {
        self.contentSize = contentSize
        self.rect = rect
        self.attributes = attributes.sorted { $0.key < $1.key }
    }

    /// Takes a snapshot of what `layout` shows in `rect`, as a host with `context` displays it
    /// (mirrored for right to left when the layout flips).
    public init(of layout: any CollectionLayout, in rect: CGRect, context: LayoutContext) {
        self.init(
            contentSize: layout.contentSize, rect: rect,
            attributes: layout.displayedAttributes(in: rect, context: context))
    }

    /// The dump: a header line, the content size, the rectangle, then one line per element.
    ///
    /// An element line gives the category, index path and frame; alpha, z index, hidden and a
    /// transform follow only when they differ from their defaults. Numbers have two decimals
    /// (four for transform entries); negative zero prints as zero.
    public var text: String {
        var lines = [
            "layoutkit-snapshot v\(Self.version)",
            "content \(Self.number(contentSize.width)) \(Self.number(contentSize.height))",
            "rect \(Self.numbers([rect.minX, rect.minY, rect.width, rect.height]))"
        ]
        lines += attributes.map(Self.line)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ attributes: LayoutAttributes) -> String {
        let frame = attributes.frame
        var line = "\(attributes.key) frame \(numbers([frame.minX, frame.minY, frame.width, frame.height]))"
        if attributes.alpha != 1 { line += " alpha \(number(attributes.alpha))" }
        if attributes.zIndex != 0 { line += " z \(attributes.zIndex)" }
        if attributes.isHidden { line += " hidden" }
        let transform = attributes.transform3D
        if !transform.isIdentity {
            if transform.isAffine2D {
                let t = transform.affineComponents
                line += " affine \(numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], digits: 4))"
            } else {
                line += " transform3d \(numbers(transform.entries, digits: 4))"
            }
        }
        return line
    }

    private static func numbers(_ values: [CGFloat], digits: Int = 2) -> String {
        values.map { number($0, digits: digits) }.joined(separator: " ")
    }

    /// `value` with `digits` decimals; negative zero prints as zero and non-finite values by name.
    static func number(_ value: CGFloat, digits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let text = String(format: "%.\(digits)f", Double(value))
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(text.dropFirst()) : text
    }
}
