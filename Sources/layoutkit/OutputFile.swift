import Foundation

/// Files the tool writes for people to look at.
enum OutputFile {
    /// Writes `text` at `path`, creating its folder; returns the absolute URL written.
    static func write(_ text: String, to path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Tells the person at the terminal, on standard error so the dump on standard output stays clean.
    static func announce(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
