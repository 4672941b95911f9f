/// When a snapshot comparison writes its reference file.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a reference only where none exists (the default on a developer's machine).
    case missing
    /// Write every reference anew (set `LAYOUTKIT_RECORD=all` to re-record after a reviewed change).
    case all
    /// Never write; a missing reference is a failure (always so when `CI` is set).
    case never

    /// The mode the environment asks for: `never` whenever `CI` is set (to anything but `0` or
    /// `false`), whatever else it says; otherwise `LAYOUTKIT_RECORD` (`missing`, `all` or
    /// `never`); otherwise ``missing``.
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotRecordMode {
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        return environment["LAYOUTKIT_RECORD"].flatMap(SnapshotRecordMode.init(rawValue:)) ?? .missing
    }
}
