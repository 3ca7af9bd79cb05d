// swift-tools-version: 6.1
// The libFuzzer target, a package of its own so that `swift build` and
// `swift test` at the top never build it: it only links with
// `-Xswiftc -sanitize=fuzzer`. Run it with `make fuzz FORMAT=png SECONDS=600`
// from the top folder.
import PackageDescription

let package = Package(
  name: "lettersolve-fuzz",
  dependencies: [
    .package(name: "lettersolve", path: "..")
  ],
  targets: [
    // Declares libFuzzer's driver; no library to link beyond the sanitizer's.
    .systemLibrary(name: "CLibFuzzer"),
    .executableTarget(
      name: "lettersolve-fuzz",
      dependencies: [
        "CLibFuzzer",
        .product(name: "Pixels", package: "lettersolve"),
        .product(name: "BoardReader", package: "lettersolve"),
        .product(name: "Words", package: "lettersolve"),
        .product(name: "Solving", package: "lettersolve"),
      ]
    ),
  ]
)
