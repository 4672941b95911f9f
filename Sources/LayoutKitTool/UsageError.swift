/// A command line the tool cannot run; printed with the usage text.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
