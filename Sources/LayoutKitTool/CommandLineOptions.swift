/// The `--name value` options and bare words of a command line.
struct CommandLineOptions {
    private(set) var words: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Options that take no value.
    static let flagNames: Set<String> = ["rtl", "help"]

    /// Splits `arguments` into words, `--flag`s and `--option value` pairs.
    ///
    /// - Throws: ``UsageError`` for an option without its value.
    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                words.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            if Self.flagNames.contains(name) {
                flags.insert(name)
            } else if let value = remaining.popFirst() {
                values[name] = value
            } else {
                throw UsageError("option --\(name) needs a value")
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The value of `--name`, or nil; `allowed` lists the options a command knows.
    func string(_ name: String) -> String? { values[name] }

    /// The value of `--name` as a number, or `fallback` when absent.
    ///
    /// - Throws: ``UsageError`` when the value is not a finite number.
    func number(_ name: String, default fallback: Double) throws -> Double {
        guard let text = values[name] else { return fallback }
        guard let value = Double(text), value.isFinite else {
            throw UsageError("--\(name) takes a number, not '\(text)'")
        }
        return value
    }

    /// Throws unless every option given is one of `known`.
    func requireOnly(_ known: Set<String>) throws {
        let unknown = Set(values.keys).union(flags).subtracting(known).subtracting(["help"])
        if let name = unknown.sorted().first { throw UsageError("unknown option --\(name)") }
    }
}
