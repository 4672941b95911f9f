/// A file or folder the tool cannot write: names it and says why.
struct OutputFileError: Error, CustomStringConvertible {
    /// What failed, naming the path: "cannot create the output folder '/x'".
    var what: String
    /// What the system said.
    var reason: String

    var description: String { "\(what): \(reason)" }
}
