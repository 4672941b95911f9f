import Foundation
import LayoutKitCore

extension GalleryClip {
    /// The fields of an element in the compact format, in order, and their values before an
    /// element's first frame: center x and y, width and height (tenths of a point), alpha
    /// (hundredths), the map of its plane's a, b, c, d (thousandths), the z-index, and the
    /// perspective g, h (millionths per point): a point (x, y) from the center is drawn at
    /// `(cx + (a x + c y) / W, cy + (b x + d y) / W)`, `W = 1 + g x + h y` (``planeMap(of:)``).
    package static let elementFields = ["cx", "cy", "w", "h", "alpha", "a", "b", "c", "d", "z", "g", "h"]
    package static let elementStart = [0, 0, 0, 0, 100, 1000, 0, 0, 1000, 0, 0, 0]

    /// The clip as one compact JSON object, as the gallery page's player reads it.
    ///
    /// - `stage`: ``stageSize`` in tenths of a point; `fixtures`: `[x, y, w, h, radius]` in tenths;
    /// - `keys`: `[label, category]` per element (label = index path joined by dots, category
    ///   `c`ell, `s`upplementary or `d`ecoration); elements are numbered by first appearance;
    /// - `times`: each frame's clock time in milliseconds;
    /// - `rects`: the visible rectangles, `x, y, w, h` in tenths, each the difference from the previous;
    /// - `touches`: per frame, the fingers' `x, y` in tenths;
    /// - `frames`: per frame, for each element drawn that overlaps the stage, its number, a bit
    ///   mask of the fields of ``elementFields`` that changed since its last frame, and the
    ///   changes. Transform translations are folded into the center; hidden elements are left out.
    ///
    /// - Complexity: O(elements over all frames).
    package var json: String {
        var keys: [ElementKey: Int] = [:]
        var labels: [String] = []
        var last: [[Int]] = []
        var frameTexts: [String] = []
        var rects: [Int] = []
        var previousRect = [0, 0, 0, 0]
        for frame in frames {
            let rect = Self.tenths([
                frame.visibleRect.minX, frame.visibleRect.minY,
                frame.visibleRect.width, frame.visibleRect.height
            ])
            rects += zip(rect, previousRect).map { $0 - $1 }
            previousRect = rect
            let stage = stage(at: frame)
            var numbers: [Int] = []
            for element in frame.elements where !element.isHidden && element.isFinite {
                guard Self.boundingBox(of: element).intersects(stage) else { continue }
                let id: Int
                if let known = keys[element.key] {
                    id = known
                } else {
                    id = labels.count
                    keys[element.key] = id
                    labels.append(Self.keyJSON(element))
                    last.append(Self.elementStart)
                }
                let values = Self.quantized(element)
                var mask = 0
                var changes: [Int] = []
                for field in values.indices where values[field] != last[id][field] {
                    mask |= 1 << field
                    changes.append(values[field] - last[id][field])
                }
                last[id] = values
                numbers += [id, mask] + changes
            }
            frameTexts.append("[" + numbers.map(String.init).joined(separator: ",") + "]")
        }
        let stage = stageSize
        let fixtureTexts = fixtures.map { fixture in
            let r = fixture.rect
            return "["
                + Self.tenths([r.minX, r.minY, r.width, r.height, fixture.cornerRadius])
                .map(String.init).joined(separator: ",") + "]"
        }
        let touchTexts = frames.map { frame in
            "[" + Self.tenths(frame.touches.flatMap { [$0.x, $0.y] }).map(String.init).joined(separator: ",") + "]"
        }
        let times = frames.map { String(Int(($0.time * 1000).rounded())) }
        return "{\"name\":\(Self.quoted(name)),\"title\":\(Self.quoted(title)),"
            + "\"article\":\(Self.quoted(article)),\"caption\":\(Self.quoted(caption)),"
            + "\"stage\":[\(Self.tenths([stage.width, stage.height]).map(String.init).joined(separator: ","))],"
            + "\"fixtures\":[\(fixtureTexts.joined(separator: ","))],"
            + "\"keys\":[\(labels.joined(separator: ","))],"
            + "\"times\":[\(times.joined(separator: ","))],"
            + "\"rects\":[\(rects.map(String.init).joined(separator: ","))],"
            + "\"touches\":[\(touchTexts.joined(separator: ","))],"
            + "\"frames\":[\(frameTexts.joined(separator: ",\n"))]}"
    }

    /// The rectangle `element` covers once transformed, in points.
    package static func boundingBox(of element: LayoutAttributes) -> CGRect { element.drawnBounds }

    /// How `element`'s plane is drawn: a point (x, y) from its center goes to
    /// `(center.x + (a x + c y) / W, center.y + (b x + d y) / W)` with `W = 1 + g x + h y`. The
    /// transform's action on the plane z = 0, its translation folded into the center: exact for
    /// a turn in perspective as for a 2D transform (where g = h = 0).
    static func planeMap(of element: LayoutAttributes)
        -> (center: CGPoint, a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, g: CGFloat, h: CGFloat)
    {
        let t = element.transform3D
        let w = t.m44 == 0 ? 1 : t.m44
        let (tx, ty, g, h) = (t.m41 / w, t.m42 / w, t.m14 / w, t.m24 / w)
        // (a x + c y + tx) / W - tx = ((a - tx g) x + (c - tx h) y) / W, and alike for y.
        return (
            CGPoint(x: element.center.x + tx, y: element.center.y + ty), t.m11 / w - tx * g, t.m12 / w - ty * g,
            t.m21 / w - tx * h, t.m22 / w - ty * h, g, h
        )
    }

    /// The fields of ``elementFields`` for `element`, as integers.
    static func quantized(_ element: LayoutAttributes) -> [Int] {
        let map = planeMap(of: element)
        let place = tenths([map.center.x, map.center.y, element.size.width, element.size.height])
        let turn = scaled([map.a, map.b, map.c, map.d], by: 1000)
        return place + scaled([element.alpha], by: 100) + turn + [element.zIndex] + scaled([map.g, map.h], by: 1_000_000)
    }

    /// `values` in tenths of a point, rounded.
    static func tenths(_ values: [CGFloat]) -> [Int] { scaled(values, by: 10) }

    /// `values` times `factor`, rounded; 0 for a value that is not finite or would not fit.
    static func scaled(_ values: [CGFloat], by factor: CGFloat) -> [Int] {
        values.map { value in
            let scaled = (value * factor).rounded()
            return scaled.isFinite && abs(scaled) < 1e15 ? Int(scaled) : 0
        }
    }

    /// `[label, category]` of `element` as JSON.
    private static func keyJSON(_ element: LayoutAttributes) -> String {
        let label = element.indexPath.map(String.init).joined(separator: ".")
        let category =
            switch element.category {
            case .cell: "c"
            case .supplementaryView: "s"
            case .decorationView: "d"
            }
        return "[\(quoted(label)),\"\(category)\"]"
    }

    /// `text` as a JSON string that is also safe inside an HTML script element.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
