import Foundation

/// Files the tool writes for people to look at.
enum OutputFile {
    /// Writes `text` at `path`, creating its folder; returns the absolute URL written.
    ///
    /// - Throws: ``OutputFileError`` naming the folder or the file that cannot be written.
    static func write(_ text: String, to path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        try prepareFolder(for: path)
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw OutputFileError(what: "cannot write '\(url.path)'", reason: error.localizedDescription)
        }
        return url
    }

    /// Creates the folder of `path` and checks that it can be written, before any long work.
    ///
    /// - Throws: ``OutputFileError`` naming the folder.
    static func prepareFolder(for path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(what: "cannot create the output folder '\(folder.path)'", reason: error.localizedDescription)
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw OutputFileError(what: "cannot write in the output folder '\(folder.path)'", reason: "permission denied")
        }
    }

    /// Tells the person at the terminal, on standard error so the dump on standard output stays clean.
    static func announce(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
