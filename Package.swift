// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "genstrings",
    // (Apple platforms only: `String.replacing(_:with:)`, which the tool uses, needs macOS 13.)
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "genstrings", targets: ["genstrings"]),
        .library(name: "GenstringsKit", targets: ["GenstringsKit"]),
    ],
    targets: [
        .target(
            name: "GenstringsKit",
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
        .executableTarget(name: "genstrings", dependencies: ["GenstringsKit"]),
        .testTarget(
            name: "GenstringsKitTests",
            dependencies: ["GenstringsKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
