import Foundation
import Solving

/// The page at `/`: plain HTML, CSS and JavaScript built into the binary,
/// with what makes it an installable web app (its manifest, icons and
/// service worker).
///
/// The files are in `Page/` (index.html, page.css, page.js,
/// manifest.webmanifest, sw.js), embedded in the code at build time
/// (SwiftPM's `embedInCode`), so the binary serves them with nothing beside
/// it; the icons are drawn by `Picture.appIcon` on first use. Nothing is fetched
/// from elsewhere. Choose, drop, paste or share a screenshot, or type the
/// board's letters; the board is drawn with the move's tiles numbered in
/// tap order; tap a tile to change its letter or colour and solve again;
/// the Words view lists every playable word. Each game's history (its
/// boards, the answers and the words learnt) is kept in the browser's
/// localStorage, keyed by the game's letters, and sent with the next board
/// of that game: the server keeps none.
enum Page {
  /// The page's HTML, its `<body>` carrying the limits its script keeps
  /// to (`data-max-played-words`: the most played words a request may
  /// name), so that the page and the server cannot disagree.
  static let html: [UInt8] = Array(
    String(decoding: PackageResources.index_html, as: UTF8.self).replacingOccurrences(
      of: "<body>", with: #"<body data-max-played-words="\#(GivenWords.limit)">"#
    ).utf8)
  /// Its style sheet, `/page.css`.
  static let css: [UInt8] = PackageResources.page_css
  /// Its script, `/page.js`.
  static let javascript: [UInt8] = PackageResources.page_js
  /// The web app manifest, `/manifest.webmanifest`.
  static let manifest: [UInt8] = PackageResources.manifest_webmanifest
  /// The service worker, `/sw.js`: keeps the page's shell for offline.
  static let serviceWorker: [UInt8] = PackageResources.sw_js

  /// The icons the manifest and the page name, by path: the size in
  /// pixels and whether the icon is maskable (Android crops it to a shape).
  static let iconSizes: [String: (size: Int, maskable: Bool)] = [
    "/icons/icon-192.png": (192, false), "/icons/icon-512.png": (512, false),
    "/icons/maskable-192.png": (192, true), "/icons/maskable-512.png": (512, true),
    // iOS's home screen: 180 px, no transparency, its own rounding.
    "/icons/apple-touch-icon.png": (180, false),
  ]

  /// The icons' PNGs, drawn once, on first use.
  static let icons: [String: [UInt8]] = iconSizes.compactMapValues { size, maskable in
    try? Picture.appIcon(size: size, maskable: maskable).pngData()
  }

  /// The page with `shared` (a screenshot shared to it: the answer, or
  /// the error) in a JSON data block the script shows on load. A data
  /// block runs nothing: the content security policy allows it.
  static func shared(_ shared: SharedScreenshot) -> [UInt8] {
    // `<` escaped, so no text in the JSON can end the block.
    let json = ((try? JSONDocument.data(shared)) ?? Data("{}".utf8)).flatMap { byte in
      byte == UInt8(ascii: "<") ? Array(#"\u003c"#.utf8) : [byte]
    }
    let block = Array(#"<script type="application/json" id="shared">"#.utf8) + json
      + Array("</script>\n".utf8)
    let end = Array("</body>".utf8)
    guard let index = html.indices.last(where: { html[$0...].starts(with: end) }) else {
      return html + block
    }
    return Array(html[..<index]) + block + Array(html[index...])
  }
}

/// What the share target's page shows: the answer for the screenshot
/// shared, or why there is none (the API's error, with its partial
/// reading).
struct SharedScreenshot: Encodable, Sendable {
  var answer: AnswerDocument?
  var error: String?
  var status: Int?
  var reading: ReadingReport?
}
