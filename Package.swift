// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "lettersolve",
  products: [
    .executable(name: "lettersolve", targets: ["lettersolve"]),
    .library(name: "Pixels", targets: ["Pixels"]),
    .library(name: "Letterpress", targets: ["Letterpress"]),
    .library(name: "BoardReader", targets: ["BoardReader"]),
    .library(name: "BoardRendering", targets: ["BoardRendering"]),
    .library(name: "Words", targets: ["Words"]),
    .library(name: "Strategy", targets: ["Strategy"]),
    .library(name: "Solving", targets: ["Solving"]),
    .library(name: "GameHistory", targets: ["GameHistory"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // C libraries from Debian, each wrapped by exactly one Swift file in Pixels.
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),

    // Layers, dependencies pointing one way:
    // CPNG, CJPEG <- Pixels <- BoardReader -> Letterpress <- Words <- Strategy <- Solving
    // <- lettersolve (and SolveServer, the fuzz target, the benchmarks)
    .target(name: "Pixels", dependencies: ["CPNG", "CJPEG"], exclude: ["README.md"]),
    .target(name: "Letterpress", exclude: ["README.md"]),
    .target(
      name: "BoardReader",
      dependencies: ["Pixels", "Letterpress"],
      exclude: ["README.md"]
    ),
    .target(
      name: "BoardRendering",
      dependencies: ["Pixels", "Letterpress", "BoardReader"],
      exclude: ["README.md"]
    ),
    .target(name: "Words", dependencies: ["Letterpress"], exclude: ["README.md"]),
    .target(
      name: "Strategy",
      dependencies: ["Letterpress", "Words"],
      exclude: ["README.md"]
    ),
    // Each game's states and played words in SQLite (Debian libsqlite3-dev).
    .target(
      name: "GameHistory",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      exclude: ["README.md"]
    ),
    // The one place the pipeline is wired: image or board + options -> reading + solution.
    .target(
      name: "Solving",
      dependencies: [
        "Pixels", "Letterpress", "BoardReader", "Words", "Strategy", "GameHistory",
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(
      name: "lettersolve",
      dependencies: [
        "Pixels", "Letterpress", "BoardReader", "BoardRendering", "Words", "Strategy", "Solving",
        "GameHistory",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .target(
      name: "_TestSupport",
      dependencies: ["Letterpress", "Pixels"],
      path: "Tests/_TestSupport"
    ),
    // PixelsTests compresses its own JPEGs through CJPEG.
    .testTarget(name: "PixelsTests", dependencies: ["Pixels", "CJPEG", "_TestSupport"]),
    .testTarget(name: "LetterpressTests", dependencies: ["Letterpress", "_TestSupport"]),
    .testTarget(
      name: "BoardReaderTests",
      dependencies: ["BoardReader", "BoardRendering", "Pixels", "Letterpress", "_TestSupport"]
    ),
    .testTarget(name: "WordsTests", dependencies: ["Words", "Letterpress", "_TestSupport"]),
    .testTarget(
      name: "StrategyTests",
      dependencies: ["Strategy", "Words", "Letterpress", "_TestSupport"]
    ),
    .testTarget(
      name: "GameHistoryTests",
      dependencies: ["GameHistory", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "SolvingTests",
      dependencies: ["Solving", "BoardReader", "Pixels", "Letterpress", "Words"]
    ),
    .testTarget(
      name: "LettersolveTests",
      dependencies: ["lettersolve", "_TestSupport"],
      exclude: ["HostileImages"]
    ),
  ]
)
