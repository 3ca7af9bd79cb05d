// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "lettersolve",
  products: [
    .executable(name: "lettersolve", targets: ["lettersolve"]),
    .library(name: "FileSystem", targets: ["FileSystem"]),
    .library(name: "Pixels", targets: ["Pixels"]),
    .library(name: "Letterpress", targets: ["Letterpress"]),
    .library(name: "BoardGeometry", targets: ["BoardGeometry"]),
    .library(name: "BoardReader", targets: ["BoardReader"]),
    .library(name: "BoardRendering", targets: ["BoardRendering"]),
    .library(name: "Words", targets: ["Words"]),
    .library(name: "Strategy", targets: ["Strategy"]),
    .library(name: "JSONSchemaGenerator", targets: ["JSONSchemaGenerator"]),
    .library(name: "Solving", targets: ["Solving"]),
    .library(name: "GameHistory", targets: ["GameHistory"]),
    .library(name: "SolveServer", targets: ["SolveServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // The server of `lettersolve serve`; the traits we do not use are left out.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Hummingbird's own NIO: the server's HTTP/1 pipeline is set up with its parts.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // The HTTP statuses and fields the server's handlers name (Hummingbird's own).
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    // `serve`'s /metrics: swift-metrics' types, kept in a Prometheus registry.
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
  ],
  targets: [
    // C libraries from Debian, each wrapped by exactly one Swift file in Pixels.
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"])]
    ),
    .systemLibrary(
      name: "CLCMS2",
      pkgConfig: "lcms2",
      providers: [.apt(["liblcms2-dev"])]
    ),
    // libpng's full API for the colour chunks, its setjmp kept inside C.
    .target(name: "CPNGColour", dependencies: ["CPNG"]),
    // The QR code `serve` prints, wrapped by one Swift file in SolveServer.
    .systemLibrary(
      name: "CQRencode",
      pkgConfig: "libqrencode",
      providers: [.apt(["libqrencode-dev"])]
    ),
    .systemLibrary(
      name: "CJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),
    // Every picture BoardRendering draws, wrapped by one Swift file there; its
    // text in DejaVu Sans, which Cairo finds through fontconfig.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "fonts-dejavu-core"])]
    ),

    // Layers, dependencies pointing one way (each arrow: "is used by"):
    // FileSystem (atomic writes, the data folder, a lock) -> Pixels, BoardReader, Words
    // CPNG, CPNGColour, CJPEG, CLCMS2 -> Pixels;  Letterpress has no dependency
    // Pixels, Letterpress -> BoardGeometry -> BoardReader, BoardRendering
    // Letterpress -> Words -> Strategy; GRDB, Letterpress -> GameHistory
    // all of the above -> Solving -> SolveServer, lettersolve (and the fuzz target, the
    // benchmarks): the front ends import Solving and Letterpress, nothing under them
    // JSONSchemaGenerator (Foundation only) -> Solving, SolveServer (the OpenAPI document)
    .target(name: "FileSystem", exclude: ["README.md"]),
    .target(
      name: "Pixels", dependencies: ["CPNG", "CPNGColour", "CJPEG", "CLCMS2", "FileSystem"],
      exclude: ["README.md"]),
    .target(name: "Letterpress", exclude: ["README.md"]),
    .target(
      name: "BoardGeometry",
      dependencies: ["Pixels", "Letterpress"],
      exclude: ["README.md"]
    ),
    .target(
      name: "BoardReader",
      dependencies: ["Pixels", "Letterpress", "BoardGeometry", "FileSystem"],
      exclude: ["README.md"]
    ),
    .target(
      name: "BoardRendering",
      dependencies: ["Pixels", "Letterpress", "BoardGeometry", "CCairo"],
      exclude: ["README.md"]
    ),
    .target(name: "Words", dependencies: ["Letterpress", "FileSystem"], exclude: ["README.md"]),
    .target(
      name: "Strategy",
      dependencies: ["Letterpress", "Words"],
      exclude: ["README.md"]
    ),
    // Each game's states and played words in SQLite (Debian libsqlite3-dev).
    .target(
      name: "GameHistory",
      dependencies: ["Letterpress", .product(name: "GRDB", package: "GRDB.swift")],
      exclude: ["README.md"]
    ),
    // The JSON Schema of a Decodable type, worked out from its init(from:).
    .target(name: "JSONSchemaGenerator", exclude: ["README.md"]),
    // The one place the pipeline is wired: image or board + options -> reading + solution.
    .target(
      name: "Solving",
      dependencies: [
        "FileSystem", "Pixels", "Letterpress", "BoardGeometry", "BoardReader", "BoardRendering",
        "Words", "Strategy", "GameHistory", "JSONSchemaGenerator",
      ],
      exclude: ["README.md"]
    ),
    // `lettersolve serve`: the JSON API and the page, on Hummingbird.
    .target(
      name: "SolveServer",
      dependencies: [
        "Solving", "Letterpress", "JSONSchemaGenerator", "CQRencode",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "CoreMetrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ],
      exclude: ["README.md"],
      // The page's files, compiled into the binary as byte arrays.
      resources: [
        .embedInCode("Page/index.html"), .embedInCode("Page/page.css"),
        .embedInCode("Page/page.js"), .embedInCode("Page/manifest.webmanifest"),
        .embedInCode("Page/sw.js"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .executableTarget(
      name: "lettersolve",
      dependencies: [
        "Solving", "Letterpress", "SolveServer",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),

    // Tests by level. Unit targets (a plain `swift test` runs only these):
    // each module's own; LettersolveTests, the executable's parts in process;
    // small fixtures only. Above them, skipped unless
    // LETTERSOLVE_TEST_LEVELS=all (`make test`): CorpusTests (in process, the
    // real screenshots of ../shared/corpus and the game's whole list),
    // EndToEndTests (they start the lettersolve binary), InBrowserTests (the
    // page in headless Chromium), SystemTests (nginx, stalled uploads, the
    // whole corpus through `batch`). Shared runners and fixtures are in
    // _TestSupport.
    .target(
      name: "_TestSupport",
      dependencies: ["Letterpress", "Pixels", "Words", "CJPEG", "BoardReader", "BoardRendering"],
      path: "Tests/_TestSupport"
    ),
    // PixelsTests compresses its own JPEGs through CJPEG.
    .testTarget(name: "PixelsTests", dependencies: ["Pixels", "CJPEG", "_TestSupport"]),
    .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
    .testTarget(name: "LetterpressTests", dependencies: ["Letterpress", "_TestSupport"]),
    .testTarget(
      name: "BoardReaderTests",
      dependencies: [
        "BoardReader", "BoardRendering", "BoardGeometry", "Pixels", "Letterpress", "_TestSupport",
      ]
    ),
    .testTarget(name: "WordsTests", dependencies: ["Words", "Letterpress", "_TestSupport"]),
    .testTarget(
      name: "StrategyTests",
      dependencies: ["Strategy", "Words", "Letterpress", "_TestSupport"]
    ),
    .testTarget(
      name: "GameHistoryTests",
      dependencies: [
        "GameHistory", "Letterpress", "_TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "SolvingTests",
      dependencies: [
        "Solving", "BoardGeometry", "BoardReader", "BoardRendering", "GameHistory", "Pixels",
        "JSONSchemaGenerator", "Letterpress", "Strategy", "Words", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "SolveServerTests",
      dependencies: [
        "SolveServer", "Solving", "BoardReader", "BoardRendering", "Pixels", "Letterpress", "Words",
        "_TestSupport",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ]
    ),
    .testTarget(
      name: "LettersolveTests",
      dependencies: [
        "lettersolve", "BoardReader", "GameHistory", "Letterpress", "Pixels", "SolveServer",
        "Solving", "Words", "_TestSupport",
      ],
      exclude: ["HostileImages"]
    ),
    .testTarget(
      name: "CorpusTests",
      dependencies: [
        "BoardReader", "BoardRendering", "GameHistory", "Letterpress", "Pixels", "Solving",
        "Strategy", "Words", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "lettersolve", "BoardReader", "BoardRendering", "Letterpress", "Pixels", "SolveServer",
        "Solving", "Words", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "InBrowserTests",
      dependencies: ["lettersolve", "BoardRendering", "Letterpress", "Pixels", "_TestSupport"]
    ),
    .testTarget(name: "SystemTests", dependencies: ["lettersolve", "_TestSupport"]),
  ]
)
