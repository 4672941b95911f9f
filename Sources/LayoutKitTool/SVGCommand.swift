import Foundation
import LayoutKitCore

/// `layoutkit-tool svg <reference.txt>`: draws a stored snapshot reference as an SVG picture, to
/// review a reference a test recorded.
enum SVGCommand {
    static func run(reference path: String, options: CommandLineOptions) throws {
        try options.requireOnly(["svg"])
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw UsageError("cannot read the snapshot reference \(path)")
        }
        let snapshot = try LayoutSnapshot(parsing: text)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let url = try OutputFile.write(SnapshotSVG.render(snapshot), to: options.string("svg") ?? "layoutkit-output/\(name).svg")
        OutputFile.announce("svg written to \(url.path)")
    }
}
