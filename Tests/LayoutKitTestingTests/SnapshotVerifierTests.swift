import Foundation
import LayoutKitTesting
import Testing

/// The snapshot verifier's record / compare / CI rules and its line diff.
struct SnapshotVerifierTests {
    @Test func recordModesFollowTheEnvironment() {
        #expect(SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["LAYOUTKIT_RECORD": "all"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "true", "LAYOUTKIT_RECORD": "all"]) == .never)
        #expect(SnapshotRecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(SnapshotRecordMode.fromEnvironment(["LAYOUTKIT_RECORD": "al"]) == nil, "a typo names no mode")
    }

    @Test func anUnknownRecordSettingFailsEveryComparisonNamingIt() {
        let verifier = SnapshotVerifier(environment: ["LAYOUTKIT_RECORD": "yes"])
        let outcome = verifier.verify("a\n", named: "scene", testFilePath: "/nowhere/SomeTests.swift")
        #expect(verifier.unknownRecordSetting == "yes")
        #expect(outcome.failureMessage?.contains("LAYOUTKIT_RECORD=yes names no record mode") == true)
    }

    @Test func theVerifierRecordsComparesAndNeverRecordsOnCI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutkit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("SomeTests.swift").path
        let path = SnapshotVerifier.referencePath(named: "scene", testFilePath: testFile)
        #expect(path.hasSuffix("/__Snapshots__/SomeTests/scene.txt"))

        #expect(SnapshotVerifier(mode: .never).verify("a\n", named: "scene", testFilePath: testFile) == .missing(path: path))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            SnapshotVerifier(mode: .missing).verify("a\nb\n", named: "scene", testFilePath: testFile) == .recorded(path: path))
        #expect(SnapshotVerifier(mode: .never).verify("a\nb\n", named: "scene", testFilePath: testFile) == .matched)
        let outcome = SnapshotVerifier(mode: .never).verify("a\nc\n", named: "scene", testFilePath: testFile)
        #expect(outcome == .mismatched(path: path, diff: "  a\n- b\n+ c\n  "))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\n")
        #expect(SnapshotVerifier(mode: .all).verify("a\nc\n", named: "scene", testFilePath: testFile) == .recorded(path: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nc\n")
        #expect(
            SnapshotVerifier(mode: .all).verify("a\nc\n", named: "scene", testFilePath: testFile) == .matched,
            "re-recording a reference that matches passes")
        #expect(outcome.failureMessage?.hasPrefix("Snapshot 'scene' differs from its reference") == true, "the headline names it")
    }

    @Test func theDiffKeepsContextAroundChangesOnly() {
        let old = (1...10).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "7", with: "seven")
        #expect(LineDiff.diff(expected: old, actual: new, context: 1) == "  ...\n  6\n- 7\n+ seven\n  8\n  ...")
        #expect(LineDiff.diff(expected: old, actual: old).isEmpty)
    }

    @Test func aBlockOfChangedLinesReadsPairByPair() {
        let old = "cell [0, 0] frame 0\ncell [0, 1] frame 10\ncell [0, 2] frame 20"
        let new = "cell [0, 0] frame 0\ncell [0, 1] frame 11\ncell [0, 2] frame 21"
        #expect(
            LineDiff.diff(expected: old, actual: new)
                == "  cell [0, 0] frame 0\n- cell [0, 1] frame 10\n+ cell [0, 1] frame 11\n- cell [0, 2] frame 20\n+ cell [0, 2] frame 21"
        )
    }
}
