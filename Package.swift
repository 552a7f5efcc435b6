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
            // Release builds reach the metadata of generic types (`Set<Int>`, `[String: String]`)
            // through accessors that are given the conformances, not by their mangled names: the
            // runtime resolved each such name's conformances by going through every conformance
            // record in the executable, about 0.05 ms a time, 14 to 16 times a run
            // (Docs/benchmarks.md, fortieth round).
            swiftSettings: [.unsafeFlags(["-Ounchecked", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                                         .when(configuration: .release))]
        ),
        .executableTarget(name: "genstrings", dependencies: ["GenstringsKit"]),
        .testTarget(
            name: "GenstringsKitTests",
            dependencies: ["GenstringsKit"],
            exclude: ["Fixtures"]
        ),
    ]
)
