import Foundation

/// The process's resident set, read from `/proc/self/statm` (Linux): what a benchmark reports as
/// memory. `nil` where the file cannot be read (another system): the figure is then left out.
enum ResidentMemory {
    /// The resident set in bytes, or `nil`.
    static func bytes() -> Int? {
        let text: String
        do {
            text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        } catch {
            return nil
        }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
