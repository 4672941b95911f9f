import Foundation

/// Renders a ``LayoutSnapshot`` as an SVG picture: the queried rectangle dashed with a margin
/// around it (the whole content when the rectangle is empty), the content area in grey, each
/// element as a box with its transform, alpha and index label.
///
/// Cells are blue, supplementary views green, decoration views grey, so a picture reads at a
/// glance in the docs or in a review.
public enum SnapshotSVG {
    /// The SVG document for `snapshot`, scaled so its longer side is at most `maximumSide` px.
    public static func render(_ snapshot: LayoutSnapshot, maximumSide: CGFloat = 1200) -> String {
        let content = CGRect(origin: .zero, size: snapshot.contentSize)
        let focus = snapshot.rect.isEmpty ? content : snapshot.rect.insetBy(dx: -40, dy: -40)
        let view = focus.insetBy(dx: -8, dy: -8)
        let scale = min(1, maximumSide / max(1, max(view.width, view.height)))
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(view.width * scale))" height="\(n(view.height * scale))" \
            viewBox="\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))" font-family="Helvetica, Arial, sans-serif">
            <rect x="\(n(view.minX))" y="\(n(view.minY))" width="\(n(view.width))" height="\(n(view.height))" fill="white"/>
            <rect x="0" y="0" width="\(n(snapshot.contentSize.width))" height="\(n(snapshot.contentSize.height))" \
            fill="#f4f4f4" stroke="#bbbbbb"/>

            """
        for attributes in snapshot.attributes.sorted(by: { $0.zIndex < $1.zIndex }) where !attributes.isHidden {
            svg += element(attributes)
        }
        svg += """
            <rect x="\(n(snapshot.rect.minX))" y="\(n(snapshot.rect.minY))" width="\(n(snapshot.rect.width))" \
            height="\(n(snapshot.rect.height))" fill="none" stroke="#d0021b" stroke-dasharray="6 4"/>
            </svg>

            """
        return svg
    }

    private static func element(_ attributes: LayoutAttributes) -> String {
        let (fill, stroke): (String, String) =
            switch attributes.category {
            case .cell: ("#4a90e2", "#1d4f91")
            case .supplementaryView: ("#7ed321", "#417505")
            case .decorationView: ("#9b9b9b", "#4a4a4a")
            }
        let size = attributes.size
        let label = attributes.indexPath.map(String.init).joined(separator: ".")
        let fontSize = max(4, min(12, min(size.width, size.height) / 3))
        return """
            <g transform="\(placement(attributes))" opacity="\(n(attributes.alpha))">\
            <rect x="\(n(-size.width / 2))" y="\(n(-size.height / 2))" width="\(n(size.width))" height="\(n(size.height))" \
            rx="3" fill="\(fill)" fill-opacity="0.75" stroke="\(stroke)"/>\
            <text x="0" y="\(n(fontSize / 3))" font-size="\(n(fontSize))" text-anchor="middle" fill="white">\(label)</text></g>

            """
    }

    /// The SVG transform that puts a box centered on the origin where the attributes say: the
    /// 2D part of the transform about the center, then the center. Perspective and 3D rotation
    /// are drawn flat (their 2D part only).
    private static func placement(_ attributes: LayoutAttributes) -> String {
        let t = attributes.transform3D.affineComponents
        let c = attributes.center
        return "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(c.x + t.tx)) \(n(c.y + t.ty)))"
    }

    private static func n(_ value: CGFloat) -> String { LayoutSnapshot.number(value, digits: 2) }
}
