/// The page at `/`: plain HTML, CSS and JavaScript built into the binary.
///
/// The files are in `Page/` (index.html, page.css, page.js), embedded in the
/// code at build time (SwiftPM's `embedInCode`), so the binary serves them
/// with nothing beside it. Nothing is fetched from elsewhere. Choose, drop or
/// paste a screenshot; the board is drawn with the move's tiles numbered in
/// tap order; tap a tile to change its letter or colour and solve again. Each
/// game's history (its boards, the answers and the words learnt) is kept in
/// the browser's localStorage, keyed by the game's letters, and sent with the
/// next board of that game: the server keeps none.
enum Page {
  /// The page's HTML.
  static let html: [UInt8] = PackageResources.index_html
  /// Its style sheet, `/page.css`.
  static let css: [UInt8] = PackageResources.page_css
  /// Its script, `/page.js`.
  static let javascript: [UInt8] = PackageResources.page_js
}
