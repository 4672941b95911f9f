import Foundation
import LayoutKitCore
import LayoutKitHost

/// `layoutkit-tool` with no command: records every scene of ``GalleryCatalog`` and writes the
/// gallery page, then prints its path and one line per scene.
enum GalleryCommand {
    static let title = "LayoutKit gallery"
    static let intro =
        "Every scene was recorded by `swift run layoutkit-tool` in LayoutKit's headless collection view "
        + "(or its dynamics animator), frame by frame at 60 Hz, with scripted gestures. The dashed red frame is "
        + "the screen, red circles are fingers, each element is labelled with its index path. Click a scene's "
        + "name to see it alone at full size."

    static func run(options: CommandLineOptions) throws {
        try options.requireOnly(["html"])
        let path = options.string("html") ?? "layoutkit-output/index.html"
        try OutputFile.prepareFolder(for: path)
        var clips: [GalleryClip] = []
        var lines: [String] = []
        for scene in GalleryCatalog.scenes {
            let clip = try scene.clip()
            clips.append(clip)
            lines.append(line(clip))
        }
        let page = GalleryPage.render(clips, title: title, intro: intro)
        let url = try OutputFile.write(page, to: path)
        print("\(url.path) (\(clips.count) scenes, \(String(format: "%.1f", Double(page.utf8.count) / 1_000_000)) MB)")
        for line in lines { print(line) }
    }

    /// `layoutkit-tool record <scene>`: the page of one scene.
    static func record(scene name: String, options: CommandLineOptions) throws {
        try options.requireOnly(["html"])
        let scene = try GalleryCatalog.scene(named: name)
        let path = options.string("html") ?? "layoutkit-output/\(name).html"
        try OutputFile.prepareFolder(for: path)
        let clip = try scene.clip()
        let page = GalleryPage.render([clip], title: "layoutkit-tool record \(name)", intro: scene.caption)
        let url = try OutputFile.write(page, to: path)
        print(url.path)
        print(line(clip))
    }

    /// The line printed for `clip`: name (whole, in a column as wide as the longest scene's),
    /// frames, duration and title.
    static func line(_ clip: GalleryClip) -> String {
        let seconds = (clip.frames.last?.time ?? 0) - (clip.frames.first?.time ?? 0)
        let column = max(clip.name.count, GalleryCatalog.names.map(\.count).max() ?? 0) + 2
        let name = clip.name.padding(toLength: column, withPad: " ", startingAt: 0)
        return "  \(name)\(String(format: "%5d frames %6.2f s", clip.frames.count, seconds))  \(clip.title)"
    }
}
