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

        /// A message for a failing test, or `nil` when the text matched.
        public var failureMessage: String? {
            switch self {
            case .matched:
                nil
            case let .recorded(path):
                "Recorded snapshot reference \(path). Review it by eye, then run the test again."
            case let .mismatched(path, diff):
                "Snapshot does not match \(path) (- reference, + actual):\n\(diff)\n"
                    + "If the change is intended, re-record with LAYOUTKIT_RECORD=all and review the new file."
            case let .missing(path):
                "No snapshot reference at \(path), and recording is off (CI is set). Record it locally and commit it."
            case let .failed(path, reason):
                "Snapshot reference \(path) could not be used: \(reason)"
            }
        }
    }

    /// When references are written.
    public var mode: SnapshotRecordMode

    /// Creates a verifier; by default the mode comes from the process environment.
    public init(mode: SnapshotRecordMode = .fromEnvironment(ProcessInfo.processInfo.environment)) {
        self.mode = mode
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
        let exists = FileManager.default.fileExists(atPath: path)
        if mode == .all || (!exists && mode == .missing) {
            return record(text, at: path)
        }
        guard exists else { return .missing(path: path) }
        do {
            let reference = try String(contentsOfFile: path, encoding: .utf8)
            return reference == text ? .matched : .mismatched(path: path, diff: LineDiff.diff(expected: reference, actual: text))
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
