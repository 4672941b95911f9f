// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LayoutKit",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "LayoutKit", targets: ["LayoutKit"]),
        .library(name: "LayoutKitTesting", targets: ["LayoutKitTesting"]),
        .library(name: "LayoutKitUIKit", targets: ["LayoutKitUIKit"]),
        .library(name: "LayoutKitAppKit", targets: ["LayoutKitAppKit"]),
        .library(name: "LayoutKitSwiftUI", targets: ["LayoutKitSwiftUI"]),
        .executable(name: "layoutkit-tool", targets: ["LayoutKitTool"])
    ],
    targets: [
        .target(name: "LayoutKitCore", path: "Sources/LayoutKitCore"),
        .target(name: "LayoutKitBehaviors", dependencies: ["LayoutKitCore"], path: "Sources/Behaviors"),
        .target(name: "LayoutKitLayouts", dependencies: ["LayoutKitCore", "LayoutKitBehaviors"], path: "Sources/Layouts"),
        // The collection-view brain every host shares (the adapters, the headless host), and the
        // headless host built on it: the adapters link the brain alone.
        .target(
            name: "LayoutKitCollectionViewCore", dependencies: ["LayoutKitCore"], path: "Sources/LayoutKitCollectionViewCore"),
        .target(
            name: "LayoutKitHost", dependencies: ["LayoutKitCore", "LayoutKitCollectionViewCore"], path: "Sources/LayoutKitHost"),
        .target(
            name: "LayoutKit",
            dependencies: [
                "LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts", "LayoutKitCollectionViewCore", "LayoutKitHost"
            ],
            path: "Sources/LayoutKit"),
        // The adapters compile only where their framework exists (UIKit's not on watchOS, where
        // UICollectionView is unavailable); on Linux their files run against a model of UIKit and
        // AppKit (Tools/PlatformModel).
        .target(
            name: "LayoutKitUIKit", dependencies: ["LayoutKitCore", "LayoutKitCollectionViewCore"],
            path: "Sources/LayoutKitUIKit",
            linkerSettings: [.linkedFramework("UIKit", .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst]))]),
        .target(
            name: "LayoutKitAppKit", dependencies: ["LayoutKitCore", "LayoutKitCollectionViewCore"],
            path: "Sources/LayoutKitAppKit",
            linkerSettings: [.linkedFramework("AppKit", .when(platforms: [.macOS]))]),
        // The SwiftUI doors compile only where SwiftUI exists; on Linux their files run against a
        // model of SwiftUI (Tools/PlatformModel).
        .target(
            name: "LayoutKitSwiftUI", dependencies: ["LayoutKitCore", "LayoutKitCollectionViewCore", "LayoutKitUIKit"],
            path: "Sources/LayoutKitSwiftUI"),
        .target(name: "LayoutKitTesting", dependencies: ["LayoutKitCore", "LayoutKitHost"], path: "Sources/LayoutKitTesting"),
        .executableTarget(
            name: "LayoutKitTool",
            dependencies: [
                "LayoutKit", "LayoutKitCore", "LayoutKitBehaviors", "LayoutKitLayouts", "LayoutKitCollectionViewCore",
                "LayoutKitHost"
            ],
            path: "Sources/LayoutKitTool"
        ),
        .testTarget(name: "LayoutKitCoreTests", dependencies: ["LayoutKitCore", "LayoutKitTesting"]),
        .testTarget(
            name: "LayoutKitTestingTests", dependencies: ["LayoutKitCore", "LayoutKitLayouts", "LayoutKitTesting"],
            exclude: ["__Snapshots__", "Examples/__Snapshots__"]),
        .testTarget(name: "LayoutKitBehaviorsTests", dependencies: ["LayoutKitBehaviors"]),
        .testTarget(
            name: "LayoutKitLayoutsTests", dependencies: ["LayoutKit", "LayoutKitLayouts", "LayoutKitHost", "LayoutKitTesting"],
            exclude: [
                "Compositional/__Snapshots__", "Dynamics/__Snapshots__", "Effects/__Snapshots__", "Flow/__Snapshots__",
                "Grid/__Snapshots__", "Guides/__Snapshots__",
                "Springy/__Snapshots__", "Transition/__Snapshots__"
            ]),
        .testTarget(name: "LayoutKitCollectionViewCoreTests", dependencies: ["LayoutKitCore", "LayoutKitCollectionViewCore"]),
        .testTarget(name: "LayoutKitHostTests", dependencies: ["LayoutKit", "LayoutKitTesting"]),
        .testTarget(name: "LayoutKitToolTests", dependencies: ["LayoutKitTool", "LayoutKitCore"]),
        .testTarget(name: "LayoutKitFuzzTests", dependencies: ["LayoutKit"])
    ],
    swiftLanguageModes: [.v6]
)
