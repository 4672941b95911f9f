import Foundation
import LayoutKitCore

/// Compares a snapshot text with its reference file, recording it when the mode says so.
///
/// References live beside the test file, under `__Snapshots__/<TestFile>/<name>.txt`, as in
/// swift-snapshot-testing. The test adapters of this module turn the outcome into an
/// XCTest failure or a Swift Testing issue.
///
/// ```swift
/// let verifier = SnapshotVerifier()
/// let outcome = verifier.verify(snapshot.text, named: "springy-flow", testFilePath: #filePath)
/// ```
public struct SnapshotVerifier: Sendable {
    /// What a comparison found.
    public enum Outcome: Equatable, Sendable {
        /// The text equals the reference.
        case matched
        /// The reference was written (missing, or re-recorded); review it and run again.
        case recorded(path: String)
        /// The text differs from the reference; `diff` shows how (`-` reference, `+` actual).
        case mismatched(path: String, diff: String)
        /// No reference exists and the mode forbids recording (as on CI).
        case missing(path: String)
        /// The reference could not be read or written.
        case failed(path: String, reason: String)

        /// A message for a failing test, or `nil` when the text matched. Its first line names the
        /// snapshot and what happened, as a test report's headline.
        public var failureMessage: String? {
            switch self {
            case .matched:
                nil
            case let .recorded(path):
                "Snapshot '\(Self.name(of: path))' recorded: review \(path) by eye (`layoutkit-tool svg` draws it), "
                    + "then run the test again."
            case let .mismatched(path, diff):
                "Snapshot '\(Self.name(of: path))' differs from its reference \(path) (- reference, + actual):\n\(diff)\n"
                    + "If the change is intended, re-record with LAYOUTKIT_RECORD=all and review the new file."
            case let .missing(path):
                "Snapshot '\(Self.name(of: path))' has no reference at \(path), and recording is off (CI is set). "
                    + "Record it locally and commit it."
            case let .failed(path, reason):
                "Snapshot '\(Self.name(of: path))' could not be checked against \(path): \(reason)"
            }
        }

        /// The snapshot's name: its reference file's, without the extension.
        private static func name(of path: String) -> String {
            URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
    }

    /// When references are written.
    public var mode: SnapshotRecordMode
    /// The environment's `LAYOUTKIT_RECORD` when it names no mode: every comparison then fails,
    /// naming it, and nothing is written.
    public private(set) var unknownRecordSetting: String?

    /// Creates a verifier that records as `mode` says.
    public init(mode: SnapshotRecordMode) {
        self.mode = mode
    }

    /// Creates a verifier whose mode the process environment sets
    /// (``SnapshotRecordMode/fromEnvironment(_:)``).
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// Creates a verifier whose mode `environment` sets (``SnapshotRecordMode/fromEnvironment(_:)``).
    public init(environment: [String: String]) {
        let asked = SnapshotRecordMode.fromEnvironment(environment)
        mode = asked ?? .never
        if asked == nil { unknownRecordSetting = environment["LAYOUTKIT_RECORD"] }
    }

    /// The reference path for snapshot `name` of the test file at `testFilePath`.
    public static func referencePath(named name: String, testFilePath: String) -> String {
        let file = URL(fileURLWithPath: testFilePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name + ".txt").path
    }

    /// Compares `text` with the reference `name` of the test file at `testFilePath`.
    public func verify(_ text: String, named name: String, testFilePath: String) -> Outcome {
        let path = Self.referencePath(named: name, testFilePath: testFilePath)
        if let unknownRecordSetting {
            return .failed(
                path: path, reason: "LAYOUTKIT_RECORD=\(unknownRecordSetting) names no record mode: use missing, all or never")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return mode == .never ? .missing(path: path) : record(text, at: path)
        }
        do {
            let reference = try String(contentsOfFile: path, encoding: .utf8)
            if reference == text { return .matched }
            return mode == .all
                ? record(text, at: path) : .mismatched(path: path, diff: LineDiff.diff(expected: reference, actual: text))
        } catch {
            return .failed(path: path, reason: "\(error)")
        }
    }

    private func record(_ text: String, at path: String) -> Outcome {
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return .recorded(path: path)
        } catch {
            return .failed(path: path, reason: "\(error)")
        }
    }
}
