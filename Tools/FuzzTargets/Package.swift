// swift-tools-version: 6.0
// Coverage-guided fuzz targets (libFuzzer, which the Swift toolchain ships) over LayoutKit's entry
// points that take data. Each target turns bytes into calls of the public API and checks
// invariants, trapping on a violation. `Tools/fuzz` builds them with
// `--sanitize=fuzzer --sanitize=address` and runs them; nothing here is part of LayoutKit's products.
import PackageDescription

/// A fuzz target: libFuzzer supplies `main`, the target only `LLVMFuzzerTestOneInput`.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzSupport", .product(name: "LayoutKit", package: "LayoutKit")],
        path: "Sources/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "Fuzz",
    dependencies: [.package(name: "LayoutKit", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "LayoutKit", package: "LayoutKit")], path: "Sources/FuzzSupport"),
        fuzzTarget("FuzzSnapshots"),
        fuzzTarget("FuzzBatchUpdates"),
        fuzzTarget("FuzzLayouts"),
        fuzzTarget("FuzzGestures"),
        fuzzTarget("FuzzCompositional"),
        fuzzTarget("FuzzDynamics"),
    ],
    swiftLanguageModes: [.v6]
)
