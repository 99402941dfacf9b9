// swift-tools-version:6.0
// ScrollSim: a headless, deterministic simulator of iOS scroll views and the paging screens built on them.
import PackageDescription

/// Every target is compiled in Swift 6 language mode (complete strict concurrency).
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "ScrollSim",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "ScrollSimulator", targets: ["ScrollSimulator"]),
        .library(name: "ScreenModels", targets: ["ScreenModels"]),
        .library(name: "ScrollScenarios", targets: ["ScrollScenarios"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        .executable(name: "scrollsim-bench", targets: ["scrollsim-bench"]),
        .executable(name: "feed-and-carousel", targets: ["feed-and-carousel"]),
    ],
    targets: [
        // Layer 1: pure physics and the motion state machine. No Foundation, no actors.
        .target(name: "ScrollPhysics", swiftSettings: strict),
        // A prefetch hint for the frame loops, in C: Swift cannot express it.
        .target(name: "CacheHint"),
        // Layer 2: the display clock, scroll view actors, event streams, the frame barrier.
        .target(name: "ScrollSimulator", dependencies: ["ScrollPhysics", "CacheHint"], swiftSettings: strict),
        // Layer 3: the seeds' screens (paging container, title bars, navigation bar, tab bar).
        .target(name: "ScreenModels", dependencies: ["ScrollSimulator"], swiftSettings: strict),
        // Layer 4: scenario files, validation, the runner, reports.
        .target(name: "ScrollScenarios", dependencies: ["ScreenModels"], swiftSettings: strict),
        // Layer 5: the command line.
        .executableTarget(name: "scrollsim", dependencies: ["ScrollScenarios"], swiftSettings: strict),
        .executableTarget(
            name: "scrollsim-bench", dependencies: ["ScrollScenarios", "ScrollSimulator"],
            path: "Benchmarks/scrollsim-bench", swiftSettings: strict),
        // A realistic program using the library, whose output the README shows.
        .executableTarget(
            name: "feed-and-carousel", dependencies: ["ScreenModels"],
            path: "Examples/feed-and-carousel", swiftSettings: strict),

        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"], swiftSettings: strict),
        .testTarget(name: "ScrollSimulatorTests", dependencies: ["ScrollSimulator"], swiftSettings: strict),
        .testTarget(name: "ScreenModelsTests", dependencies: ["ScreenModels"], swiftSettings: strict),
        .testTarget(name: "ScrollScenariosTests", dependencies: ["ScrollScenarios"], swiftSettings: strict),
        .testTarget(name: "StressTests", dependencies: ["ScrollScenarios"], swiftSettings: strict),
        // The command line, run as a process: exit statuses, messages, files written.
        .testTarget(name: "ScrollSimCommandTests", dependencies: ["scrollsim"], swiftSettings: strict),
    ]
)
