// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutKit",
    products: [
        .library(name: "LayoutKit", targets: ["LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts"]),
        .library(name: "LayoutKitTesting", targets: ["LayoutKitTesting"]),
        .executable(name: "layoutkit", targets: ["layoutkit"]),
    ],
    targets: [
        .target(name: "LayoutKitCore", path: "Sources/LayoutKitCore"),
        .target(name: "LayoutKitBehaviors", dependencies: ["LayoutKitCore"], path: "Sources/Behaviors"),
        .target(name: "LayoutKitLayouts", dependencies: ["LayoutKitCore", "LayoutKitBehaviors"], path: "Sources/Layouts"),
        .target(name: "LayoutKitTesting", dependencies: ["LayoutKitCore"], path: "Sources/LayoutKitTesting"),
        .executableTarget(
            name: "layoutkit",
            dependencies: ["LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts"],
            path: "Sources/layoutkit"
        ),
        .testTarget(name: "LayoutKitCoreTests", dependencies: ["LayoutKitCore", "LayoutKitTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutKitBehaviorsTests", dependencies: ["LayoutKitBehaviors"]),
        .testTarget(name: "LayoutKitLayoutsTests", dependencies: ["LayoutKitLayouts", "LayoutKitTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutKitToolTests", dependencies: ["layoutkit"]),
    ],
    swiftLanguageModes: [.v6]
)
