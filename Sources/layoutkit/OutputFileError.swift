/// A file the tool cannot write: names the path and says why.
struct OutputFileError: Error, CustomStringConvertible {
    /// The folder or file that could not be written.
    var path: String
    /// What the system said.
    var reason: String

    var description: String { "cannot write to '\(path)': \(reason)" }
}
