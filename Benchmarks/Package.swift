// swift-tools-version: 6.1
import PackageDescription

// A separate package so that `swift build` and `swift test` at the top never
// resolve or build benchmark code. Run it with `make bench` (release).
let package = Package(
  name: "lettersolve-benchmarks",
  dependencies: [
    .package(name: "lettersolve", path: "..")
  ],
  targets: [
    // libpng called directly from C: the baseline for the Pixels wrapper.
    .target(
      name: "CPNGBaseline",
      linkerSettings: [.linkedLibrary("png")]
    ),
    // A whole process that only decodes a PNG: the baseline for `read`.
    .executableTarget(name: "png-decode", dependencies: ["CPNGBaseline"]),
    .executableTarget(
      name: "lettersolve-bench",
      dependencies: [
        "CPNGBaseline",
        .product(name: "Pixels", package: "lettersolve"),
        .product(name: "BoardReader", package: "lettersolve"),
        .product(name: "BoardRendering", package: "lettersolve"),
        .product(name: "Letterpress", package: "lettersolve"),
        .product(name: "Words", package: "lettersolve"),
        .product(name: "Strategy", package: "lettersolve"),
        .product(name: "Solving", package: "lettersolve"),
      ]
    ),
  ]
)
