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
        viewport.width = try options.number("width", default: viewport.width)
        viewport.height = try options.number("height", default: viewport.height)
        offset = try options.number("offset", default: offset)
        if let text = options.string("direction") {
            guard let parsed = ScrollDirection(rawValue: text) else {
                throw UsageError("--direction takes vertical or horizontal, not '\(text)'")
            }
            direction = parsed
        }
        if options.has("rtl") { layoutDirection = .rightToLeft }
    }

    /// The bounds the scene is looked at through: the viewport at the offset along the scroll axis.
    var bounds: CGRect {
        let origin = direction == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
        return CGRect(origin: origin, size: viewport)
    }
}
