import Foundation
import LayoutKitCore

/// `layoutkit record <scene>`: plays ``HostTour`` on a built-in scene in the headless host and
/// writes the frames as an HTML page that plays them; `--dump N` prints frame N's snapshot dump.
enum RecordCommand {
    static func run(scene name: String, options: CommandLineOptions) throws {
        try options.requireOnly(["items", "width", "height", "direction", "rtl", "html", "dump"])
        let host = try SceneCatalog.scene(name, options: options).makeHost()
        host.startRecording()
        try HostTour.play(on: host)
        let recording = host.stopRecording()
        if options.string("dump") != nil {
            let index = Int(try options.number("dump", default: 0))
            guard let frame = recording.frames.first(where: { $0.index == index }) else {
                throw UsageError("--dump takes a frame number from 1 to \(recording.frames.count)")
            }
            print(frame.snapshot.text, terminator: "")
        }
        let path = options.string("html") ?? "layoutkit-output/\(name)-record.html"
        let url = try OutputFile.write(recording.html(title: "layoutkit record \(name)"), to: path)
        OutputFile.announce("\(recording.frames.count) frames over \(String(format: "%.2f", host.time)) s written to \(url.path)")
    }
}
