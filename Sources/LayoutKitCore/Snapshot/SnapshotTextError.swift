/// A snapshot text that ``LayoutSnapshot/init(parsing:)`` cannot read: the line (counted from 1)
/// and what is wrong with it.
public struct SnapshotTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, counted from 1.
    public var line: Int
    /// What is wrong with it.
    public var problem: String

    /// An error at `line` (counted from 1), saying `problem`.
    public init(line: Int, problem: String) {
        (self.line, self.problem) = (line, problem)
    }

    public var description: String { "line \(line) of the snapshot: \(problem)" }
}
