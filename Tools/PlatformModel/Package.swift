// swift-tools-version: 6.0
// A model of the part of UIKit, AppKit and SwiftUI that LayoutKit's adapters touch, written from Apple's
// documentation, and the adapters' own source files compiled against it, so that the adapters
// run and are tested on Linux (`swift test --package-path Tools/PlatformModel`). The modules are
// named like the real frameworks; nothing here is part of LayoutKit's products. See README.md.
import PackageDescription

let package = Package(
    name: "PlatformModel",
    dependencies: [.package(name: "LayoutKit", path: "../..")],
    targets: [
        .target(name: "QuartzCore", path: "Sources/QuartzCore"),
        .target(name: "CollectionModel", path: "Sources/CollectionModel"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CollectionModel"], path: "Sources/UIKit"),
        .target(name: "AppKit", dependencies: ["QuartzCore", "CollectionModel"], path: "Sources/AppKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit", "CollectionModel"], path: "Sources/SwiftUI"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
        .target(name: "_Testing_AppKit", path: "Sources/TestingAppKitOverlay"),
        .target(
            name: "UIKitAdapter",
            dependencies: ["UIKit", .product(name: "LayoutKit", package: "LayoutKit")],
            path: "Sources/UIKitAdapter"),
        .target(
            name: "AppKitAdapter",
            dependencies: ["AppKit", .product(name: "LayoutKit", package: "LayoutKit")],
            path: "Sources/AppKitAdapter"),
        .target(
            name: "SwiftUIAdapter",
            dependencies: ["SwiftUI", "UIKitAdapter", .product(name: "LayoutKit", package: "LayoutKit")],
            path: "Sources/SwiftUIAdapter"),
        .testTarget(
            name: "AdapterTests",
            dependencies: [
                "UIKitAdapter", "UIKit", "_Testing_UIKit", "AppKitAdapter", "AppKit", "_Testing_AppKit", "SwiftUIAdapter", "SwiftUI",
                "CollectionModel",
                .product(name: "LayoutKit", package: "LayoutKit"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
