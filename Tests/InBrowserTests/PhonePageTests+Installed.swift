import Foundation
import Pixels
import Testing
import _TestSupport

/// The installed page, and the ways a screenshot comes in besides the
/// page's own picker: the web app manifest and its icons, the service
/// worker and the shell it keeps (opened without the server), Android's
/// share target as Chrome sends it (and the same form from another site,
/// refused), and the iPhone Shortcut's request.
extension PhonePageTests {
  /// The path of Debian's Chromium when it and chromedriver are here.
  static var chromium: String? {
    let browser = BrowserTests.browsers.first { FileManager.default.isExecutableFile(atPath: $0) }
    return FileManager.default.isExecutableFile(atPath: BrowserTests.chromedriver) ? browser : nil
  }

  /// The page installed, then opened with its server stopped: the shell
  /// the worker kept shows, saying that the server is needed, and a
  /// screenshot chosen then is not solved but says so too.
  @Test func theInstalledPageOpensWithoutItsServer() async throws {
    guard let browser = Self.chromium else {
      Issue.record(
        "Chromium was not found: run `make setup` (chromium-headless-shell, chromium-driver)")
      return
    }
    let server = try ServerProcess.start(options: ["--jobs", "1", "--host", "127.0.0.1"])
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/"
    let driver = try ChromeDriver.start()
    defer { driver.stop() }
    let session = try await WebDriver.connect(
      port: driver.port, browser: browser, windowSize: "390,844")
    do {
      try await checkTheServiceWorker(session: session, url: url)
      server.stop()
      #expect(throws: (any Error).self, "the server still answers") {
        _ = try HTTP.exchange("GET", url + "healthz", body: Data())
      }
      // The installed page opens at its start_url.
      try await session.open(url)
      // (waitForStatus fails the test if it never says so.)
      _ = try await Self.waitForStatus(session) { $0.contains("needs its server") }
      #expect(try await session.script("return location.href") as? String == url)
      // The shell whole: its style, its script (which wrote the status),
      // the way to a screenshot; no board, no bar.
      #expect(try await Self.visible(session, "#drop"))
      #expect(
        try await session.script("return getComputedStyle(document.body).margin") as? String
          == "0px", "page.css is not applied")
      for selector in ["#board", "#win-bar", "#result"] {
        #expect(try await Self.visible(session, selector) == false, "\(selector) offline")
      }
      _ = try await session.script("document.getElementById('status').textContent = ''; return 0")
      try await session.sendKeys(Self.sample, to: session.element("#file"))
      // "Reading…", then what the page says once the upload fails.
      _ = try await Self.waitForStatus(session) { $0.contains("needs its server") }
      #expect(try await Self.visible(session, "#board") == false)
      try BrowserTests.save(try await session.screenshot(), as: "phone-offline.png")
    } catch {
      try? await session.quit()
      throw error
    }
    try await session.quit()
  }

  /// The service worker registers, takes the page and keeps its shell.
  func checkTheServiceWorker(session: WebDriver, url: String) async throws {
    try await session.open(url)
    let state =
      try await session.scriptAsync(
        """
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.ready.then((r) => done(r.active ? r.active.state : 'none'));
        """) as? String
    #expect(state == "activated" || state == "activating", "\(String(describing: state))")
    // The page under its control, with the shell kept.
    _ = try await Self.waitFor(
      session,
      "return navigator.serviceWorker.controller !== null && caches.has('lettersolve-shell-1')"
    ) { $0 as? Bool == true }
    _ = try await Self.waitFor(
      session,
      "return caches.open('lettersolve-shell-1').then((c) => c.keys()).then((k) => k.length)"
    ) { ($0 as? Int ?? 0) >= 6 }
  }

  // MARK: - The share target

  /// A screenshot as Chrome on Android shares it to the installed page:
  /// the form Chromium builds (`web_share_target::ComputeMultipartBody`,
  /// its boundary from `net::GenerateMimeMultipartBoundary`), the file
  /// under the manifest's name with its type and gallery file name.
  static func sharedForm() throws -> (contentType: String, body: Data) {
    let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    let boundary =
      "----MultipartBoundary--"
      + String((0..<43).map { _ in characters[Int.random(in: 0..<characters.count)] }) + "----"
    var body = Data("--\(boundary)\r\n".utf8)
    body += Data(
      "Content-Disposition: form-data; name=\"screenshot\"; filename=\"Screenshot_20261128-101500.png\"\r\nContent-Type: image/png\r\n\r\n"
        .utf8)
    body += try Data(contentsOf: URL(fileURLWithPath: Self.sample))
    body += Data("\r\n--\(boundary)--\r\n".utf8)
    return ("multipart/form-data; boundary=\(boundary)", body)
  }

  /// The share target's POST with exactly the headers Android's Chrome
  /// sends (`checkTheShareTarget` says why), answered with the page and
  /// the answer in its data block.
  func checkTheShareTargetsPOST(url: String) throws {
    let form = try Self.sharedForm()
    let (status, page) = try HTTP.exchange(
      "POST", url + "share", body: form.body, contentType: form.contentType,
      headers: [
        "Origin: null", "Sec-Fetch-Site: none", "Sec-Fetch-Mode: navigate", "Sec-Fetch-User: ?1",
        "Sec-Fetch-Dest: document", "Upgrade-Insecure-Requests: 1",
      ])
    let html = String(decoding: page, as: UTF8.self)
    #expect(status == 200, "\(html.prefix(300))")
    #expect(html.contains(#"<script type="application/json" id="shared">{"#), "\(html.suffix(300))")
    #expect(html.contains(#""moves":[{"#))
  }

  /// The share target in the browser, as Chrome on Android opens it.
  ///
  /// A share is no page's form: Chromium navigates the installed page
  /// itself (`webapk::NavigateShareTargetPost`: a browser-initiated
  /// navigation, no initiator, a user gesture, the form as its body and
  /// only `Content-Type` added), so the POST leaves with
  /// `Sec-Fetch-Site: none`, `Sec-Fetch-User: ?1` and, having no origin
  /// behind it, `Origin: null`. Here the browser starts that navigation
  /// itself (DevTools' `Page.navigate`), DevTools holds it on its way out
  /// and makes it that POST (the form and the two headers), and the
  /// headers it leaves with, the browser's own `Sec-Fetch-*` among them,
  /// are read back. The page it opens shows the move, the chance and all
  /// 25 tiles on one screen.
  func checkTheShareTarget(session: WebDriver, url: String) async throws {
    _ = try await session.script("localStorage.clear(); return 0")
    let devTools = try DevTools.connect(to: session.debuggerAddress)
    defer { devTools.close() }
    try devTools.call("Network.enable")
    try devTools.call(
      "Fetch.enable", ["patterns": [["urlPattern": url + "share", "requestStage": "Request"]]])
    try devTools.send("Page.navigate", ["url": url + "share"])
    let held = try devTools.event("Fetch.requestPaused")
    let form = try Self.sharedForm()
    let headers = (held["request"] as? [String: Any])?["headers"] as? [String: String] ?? [:]
    try devTools.call(
      "Fetch.continueRequest",
      [
        "requestId": held["requestId"] as? String ?? "", "method": "POST",
        "postData": form.body.base64EncodedString(),
        "headers": headers.map { ["name": $0.key, "value": $0.value] } + [
          ["name": "Content-Type", "value": form.contentType], ["name": "Origin", "value": "null"],
        ],
      ])
    let (sent, answered) = try Self.sentAndAnswered(held["networkId"] as? String, in: devTools)
    try devTools.call("Fetch.disable")
    try devTools.call("Network.disable")
    #expect(
      ["sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user", "origin"].map {
        sent[$0]
      }
        == ["none", "navigate", "document", "?1", "null"], "\(sent)")
    #expect(sent["content-type"] == form.contentType && sent["referer"] == nil, "\(sent)")
    #expect((answered["response"] as? [String: Any])?["status"] as? Int == 200, "\(answered)")
    let move = try await session.waitForMove(differentFrom: nil)
    #expect(move.spelled == move.word)
    let outside = try await Self.answerOutsideViewport(session)
    #expect(outside["count"] as? Int == 25)
    #expect((outside["outside"] as? [String] ?? ["?"]).isEmpty, "outside the viewport: \(outside)")
    #expect(try await session.script("return location.pathname") as? String == "/")
    try BrowserTests.save(try await session.screenshot(), as: "phone-shared.png")
  }

  /// The same form posted by another site's page is refused (403) and
  /// solves nothing: a page of `http://attacker.example/` (given by
  /// DevTools in place of the network) posts a screenshot to /share, and
  /// the browser says where it comes from (`Sec-Fetch-Site: cross-site`).
  func checkACrossSiteShareIsRefused(session: WebDriver, url: String) async throws {
    let devTools = try DevTools.connect(to: session.debuggerAddress)
    defer { devTools.close() }
    try devTools.call("Network.enable")
    try devTools.call(
      "Fetch.enable",
      ["patterns": [["urlPattern": "http://attacker.example/*", "requestStage": "Request"]]])
    try devTools.send("Page.navigate", ["url": "http://attacker.example/"])
    let held = try devTools.event("Fetch.requestPaused")
    let page = """
      <!doctype html><form method="post" enctype="multipart/form-data" action="\(url)share">
      <input type="file" name="screenshot" id="shared-file"></form>
      """
    try devTools.call(
      "Fetch.fulfillRequest",
      [
        "requestId": held["requestId"] as? String ?? "", "responseCode": 200,
        "responseHeaders": [["name": "Content-Type", "value": "text/html"]],
        "body": Data(page.utf8).base64EncodedString(),
      ])
    try devTools.call("Fetch.disable")
    _ = try await Self.waitFor(session, "return document.getElementById('shared-file') !== null") {
      $0 as? Bool == true
    }
    try await session.sendKeys(Self.sample, to: session.element("#shared-file"))
    _ = try await session.script("document.querySelector('form').submit(); return 0")
    let post = try devTools.event("Network.requestWillBeSent") {
      let request = $0["request"] as? [String: Any]
      return request?["url"] as? String == url + "share" && request?["method"] as? String == "POST"
    }
    let (sent, answered) = try Self.sentAndAnswered(post["requestId"] as? String, in: devTools)
    try devTools.call("Network.disable")
    #expect(
      sent["sec-fetch-site"] == "cross-site" && sent["origin"] == "http://attacker.example",
      "\(sent)")
    #expect((answered["response"] as? [String: Any])?["status"] as? Int == 403, "\(answered)")
    let shown =
      try await Self.waitFor(session, "return document.body ? document.body.innerText : ''") {
        ($0 as? String ?? "").contains("another site")
      } as? String ?? ""
    #expect(shown.contains("is refused"), "\(shown)")
    #expect(
      try await session.script("return document.getElementById('answer') === null") as? Bool == true
    )
  }

  /// The headers `request` left with (lowercased) and the response event
  /// it got, from DevTools' network events.
  static func sentAndAnswered(_ request: String?, in devTools: DevTools) throws -> (
    sent: [String: String], answered: [String: Any]
  ) {
    let sent = try headers(
      of: devTools.event("Network.requestWillBeSentExtraInfo") {
        $0["requestId"] as? String == request
      })
    let answered = try devTools.event("Network.responseReceived") {
      $0["requestId"] as? String == request
    }
    return (sent, answered)
  }

  /// A DevTools event's `headers`, by lower-case name.
  static func headers(of event: [String: Any]) -> [String: String] {
    let headers = event["headers"] as? [String: String] ?? [:]
    return Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
  }

  /// The manifest is JSON with the fields an install needs, and every
  /// icon it names is a PNG of its size.
  func checkTheManifest(url: String) throws {
    let (status, data) = try HTTP.exchange("GET", url + "manifest.webmanifest", body: Data())
    #expect(status == 200)
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      manifest["start_url"] as? String == "/" && manifest["display"] as? String == "standalone")
    let share = manifest["share_target"] as? [String: Any] ?? [:]
    #expect(share["action"] as? String == "/share" && share["method"] as? String == "POST")
    #expect(share["enctype"] as? String == "multipart/form-data")
    let icons = manifest["icons"] as? [[String: Any]] ?? []
    #expect(Set(icons.compactMap { $0["sizes"] as? String }) == ["192x192", "512x512"])
    #expect(icons.contains { $0["purpose"] as? String == "maskable" })
    let html = String(decoding: try HTTP.exchange("GET", url, body: Data()).1, as: UTF8.self)
    let touchIcon = html.contains(#"href="/icons/apple-touch-icon.png""#)
    #expect(touchIcon)
    for icon in icons + [["src": "/icons/apple-touch-icon.png", "sizes": "180x180"]] {
      let source = icon["src"] as? String ?? ""
      let (iconStatus, png) = try HTTP.exchange("GET", url + source.dropFirst(), body: Data())
      #expect(iconStatus == 200, "\(source)")
      let image = try Image(pngData: Array(png))
      #expect("\(image.width)x\(image.height)" == icon["sizes"] as? String, "\(source)")
    }
  }

  /// The iPhone Shortcut's request (Documentation/server.md): the screenshot as the body
  /// of a POST to /api/solve?format=text, or as a form's file; the answer
  /// comes back as `solve` prints it.
  func checkTheShortcutsRequest(url: String) throws {
    let png = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
    let (status, text) = try HTTP.exchange(
      "POST", url + "api/solve?format=text", body: png, contentType: "image/png")
    let answer = String(decoding: text, as: UTF8.self)
    #expect(status == 200, "\(answer)")
    #expect(answer.hasPrefix("Play ") && answer.contains("\n  Tap "), "\(answer)")
    // The same words as the CLI's: with a fixed depth, so that a busy
    // machine's time cap cannot change either answer.
    let (_, fixed) = try HTTP.exchange(
      "POST", url + "api/solve?format=text&depth=1", body: png, contentType: "image/png")
    let cli = try CommandRunner.run([
      Self.sample, "--no-history", "--dict", "letterpress", "--depth", "1",
    ])
    #expect(
      String(decoding: fixed, as: UTF8.self) == cli.standardOutput,
      "the server:\n\(String(decoding: fixed, as: UTF8.self))\nthe CLI:\n\(cli.standardOutput)")
    let boundary = "Boundary-5E9A1C3B"
    var form = Data(
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"IMG_0001.png\"\r\nContent-Type: image/png\r\n\r\n"
        .utf8)
    form += png + Data("\r\n--\(boundary)--\r\n".utf8)
    let (formStatus, formText) = try HTTP.exchange(
      "POST", url + "api/solve?format=text&depth=1", body: form,
      contentType: "multipart/form-data; boundary=\(boundary)")
    #expect(formStatus == 200 && formText == fixed)
    let (badStatus, _) = try HTTP.exchange(
      "POST", url + "api/solve?format=yaml", body: png, contentType: "image/png")
    #expect(badStatus == 400)
  }
}
