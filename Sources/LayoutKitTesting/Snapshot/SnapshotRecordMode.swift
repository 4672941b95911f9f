/// When a snapshot comparison writes its reference file.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a reference only where none exists (the default on a developer's machine).
    case missing
    /// Write every reference that differs anew (set `LAYOUTKIT_RECORD=all` to re-record after a
    /// reviewed change); a reference that matches is left as it is and its test passes.
    case all
    /// Never write; a missing reference is a failure (always so when `CI` is set).
    case never

    /// The mode the environment asks for: `never` whenever `CI` is set (to anything but `0` or
    /// `false`), whatever else it says; otherwise `LAYOUTKIT_RECORD` (`missing`, `all` or
    /// `never`), or ``missing`` when it is not set; `nil` when it names no mode (a typo must not
    /// quietly record or quietly not).
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode? {
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        guard let setting = environment["LAYOUTKIT_RECORD"] else { return .missing }
        return SnapshotRecordMode(rawValue: setting)
    }
}
