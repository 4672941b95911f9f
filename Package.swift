// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LayoutKit",
    products: [
        .library(name: "LayoutKit", targets: ["LayoutKit"]),
        .library(name: "LayoutKitTesting", targets: ["LayoutKitTesting"]),
        .library(name: "LayoutKitUIKit", targets: ["LayoutKitUIKit"]),
        .library(name: "LayoutKitAppKit", targets: ["LayoutKitAppKit"]),
        .executable(name: "layoutkit", targets: ["layoutkit"]),
    ],
    targets: [
        .target(name: "LayoutKitCore", path: "Sources/LayoutKitCore"),
        .target(name: "LayoutKitBehaviors", dependencies: ["LayoutKitCore"], path: "Sources/Behaviors"),
        .target(name: "LayoutKitLayouts", dependencies: ["LayoutKitCore", "LayoutKitBehaviors"], path: "Sources/Layouts"),
        .target(name: "LayoutKitHost", dependencies: ["LayoutKitCore"], path: "Sources/LayoutKitHost"),
        .target(
            name: "LayoutKit",
            dependencies: ["LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts", "LayoutKitHost"],
            path: "Sources/LayoutKit"),
        .target(name: "LayoutKitUIKit", dependencies: ["LayoutKitHost"], path: "Sources/LayoutKitUIKit"),
        .target(name: "LayoutKitAppKit", dependencies: ["LayoutKitHost"], path: "Sources/LayoutKitAppKit"),
        .target(name: "LayoutKitTesting", dependencies: ["LayoutKitCore", "LayoutKitHost"], path: "Sources/LayoutKitTesting"),
        .executableTarget(
            name: "layoutkit",
            dependencies: ["LayoutKit", "LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts", "LayoutKitHost"],
            path: "Sources/LayoutKitTool"
        ),
        .testTarget(name: "LayoutKitCoreTests", dependencies: ["LayoutKitCore", "LayoutKitTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutKitBehaviorsTests", dependencies: ["LayoutKitBehaviors"]),
        .testTarget(name: "LayoutKitLayoutsTests", dependencies: ["LayoutKitLayouts", "LayoutKitHost", "LayoutKitTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutKitHostTests", dependencies: ["LayoutKit", "LayoutKitTesting"]),
        .testTarget(name: "LayoutKitToolTests", dependencies: ["layoutkit", "LayoutKitCore"]),
    ],
    swiftLanguageModes: [.v6]
)
