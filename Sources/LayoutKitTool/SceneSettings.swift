import Foundation
import LayoutKitCore
import LayoutKitHost

/// The knobs of a built-in scene that the command line can turn.
struct SceneSettings {
    var items: Int
    var viewport: CGSize
    var offset: CGFloat = 0
    var direction: ScrollDirection = .vertical
    var layoutDirection: LayoutDirection = .leftToRight

    /// Applies `--items`, `--width`, `--height`, `--offset`, `--direction` and `--rtl`.
    ///
    /// - Throws: ``UsageError`` for values out of range.
    mutating func apply(_ options: CommandLineOptions) throws {
        let count = try options.number("items", default: Double(items))
        guard count >= 0, count <= 10_000_000, count == count.rounded() else {
            throw UsageError("--items takes a whole number from 0 to 10000000")
        }
        items = Int(count)
        viewport.width = try Self.length("width", options.number("width", default: viewport.width))
        viewport.height = try Self.length("height", options.number("height", default: viewport.height))
        offset = try options.number("offset", default: offset)
        guard offset >= 0 else { throw UsageError("--offset takes a number of points from 0 up, not \(offset)") }
        if let text = options.string("direction") {
            guard let parsed = ScrollDirection(rawValue: text) else {
                throw UsageError("--direction takes vertical or horizontal, not '\(text)'")
            }
            direction = parsed
        }
        if options.has("rtl") { layoutDirection = .rightToLeft }
    }

    /// `value` as the viewport's `name`: above 0, and at most a million points.
    private static func length(_ name: String, _ value: Double) throws -> CGFloat {
        guard value > 0, value <= 1_000_000 else {
            throw UsageError("--\(name) takes a number of points above 0 and up to 1000000, not \(value)")
        }
        return CGFloat(value)
    }

    /// The bounds the scene is looked at through: the viewport at the offset along the scroll axis.
    var bounds: CGRect {
        let origin = direction == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
        return CGRect(origin: origin, size: viewport)
    }
}
