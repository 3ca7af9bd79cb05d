import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import Solving

/// Hummingbird's HTTP/1.1 channel with the server's limits on the request
/// head and its times, and a `RequestGuard` between the HTTP parser and
/// the application.
///
/// It sets up the pipeline as `HTTP1Channel` does, with the parser's head
/// limits from `ServerLimits` and Hummingbird's idle timeout (a connection
/// that sends no request part for `idleTimeout` is closed: an idle
/// keep-alive, a head that never ends, a body that stalls), then adds
/// the guard, which `HTTP1Channel` has no place for (its extra handlers
/// come after the HTTP/1 types are gone).
struct GuardedHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
  typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

  let responder: HTTPChannelHandler.Responder
  let limits: ServerLimits
  /// Where the requests the parser refuses are counted, as the router
  /// counts the others.
  let metrics: ServerMetrics

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      var decoderLimits = NIOHTTPDecoderLimitConfiguration()
      decoderLimits.maxHeaderFieldSize = limits.maxHeadBytes
      decoderLimits.maxHeaderListSize = limits.maxHeadBytes
      decoderLimits.maxHeaderFieldCount = limits.maxHeaderCount
      let pipeline = channel.pipeline.syncOperations
      try pipeline.configureHTTPServerPipeline(
        withPipeliningAssistance: false, withErrorHandling: false,
        withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
        withDecoderLimitConfiguration: decoderLimits)
      try pipeline.addHandler(
        RequestGuard(bodyTimeout: limits.bodyTimeout, metrics: metrics, logger: logger))
      try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
      try pipeline.addHandler(
        HTTPConnectionStateHandler(idleTimeout: limits.idleTimeout, logger: logger))
      return try NIOAsyncChannel(
        wrappingChannelSynchronously: channel,
        configuration: .init(isOutboundHalfClosureEnabled: true))
    }
  }

  func handle(value: Value, logger: Logger) async {
    await handleHTTP(asyncChannel: value, logger: logger)
  }
}

/// What the application cannot see or do on its own, at the HTTP/1 level.
///
/// - a request head the parser refuses (too large, too many fields, not
///   HTTP) is answered with the JSON error `{error, status}` (431 or 400)
///   and an `X-Request-Id`, logged and counted in `/metrics` as the router
///   does the others (route `Unparsed`), and the connection closed, where
///   Hummingbird would send an empty 400;
/// - an HTTP/1.0 request without `Connection: keep-alive` is marked
///   `Connection: close`, so the connection closes after its response;
/// - a response marked `Connection: close` closes the connection once
///   written (after a 413, an unread body is not drained);
/// - pipelined requests are answered in order up to the first that asked
///   to close (HTTP/1.0, `Connection: close`), whatever the later ones ask;
/// - a client that closes its side before its answer is gone: the
///   connection closes (and the work for it stops);
/// - a request whose body is not whole `bodyTimeout` after its head closes
///   the connection (a body trickled in slowly, which the idle timeout
///   does not catch).
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private let bodyTimeout: TimeAmount
  private let metrics: ServerMetrics
  private let logger: Logger
  /// When the connection became ready for its current request: opened, or
  /// its last response written.
  private var requestStart = ContinuousClock.now
  /// Whether a request's head came and its end has not.
  private var readingRequest = false
  /// For each request whose head came and whose response is not yet
  /// written, in order: whether it asked to close the connection after its
  /// response (HTTP/1.0, `Connection: close`). Pipelined requests are
  /// answered in order, and the connection closes after the response of
  /// the first that asked, not before.
  private var closeAfter: [Bool] = []
  /// Whether the response being written says `Connection: close`.
  private var responseCloses = false
  /// Responses still to be written (requests whose head came).
  private var pendingResponses: Int { closeAfter.count }
  /// Whether a request head was refused: the connection is closing, and a
  /// later error of the parser is not answered (or counted) again.
  private var refused = false
  private var bodyDeadline: Scheduled<Void>?

  init(bodyTimeout: TimeAmount, metrics: ServerMetrics, logger: Logger) {
    self.bodyTimeout = bodyTimeout
    self.metrics = metrics
    self.logger = logger
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var part = unwrapInboundIn(data)
    switch part {
    case .head(var head):
      readingRequest = true
      closeAfter.append(!head.isKeepAlive)
      if !head.isKeepAlive {
        // Hummingbird stops reading the connection after a request that
        // says so.
        head.headers.replaceOrAdd(name: "connection", value: "close")
        part = .head(head)
      }
      let channel = context.channel
      let logger = logger
      bodyDeadline = context.eventLoop.scheduleTask(in: bodyTimeout) {
        logger.notice("closing a connection whose request body took too long")
        channel.close(promise: nil)
      }
    case .end:
      readingRequest = false
      bodyDeadline?.cancel()
      bodyDeadline = nil
    case .body:
      break
    }
    context.fireChannelRead(wrapInboundOut(part))
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(let head):
      responseCloses = head.headers["connection"].contains { $0.lowercased() == "close" }
      context.write(data, promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      let requestAsked = closeAfter.isEmpty ? false : closeAfter.removeFirst()
      requestStart = .now
      guard requestAsked || responseCloses else { return context.write(data, promise: promise) }
      let channel = context.channel
      context.writeAndFlush(data).whenComplete { result in
        promise?.completeWith(result)
        channel.close(promise: nil)
      }
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // An error in a body the application reads reaches it (a 400 from
    // the route); one in a head, with no response under way, is answered
    // here.
    guard let error = error as? HTTPParserError, !readingRequest, pendingResponses == 0 else {
      return context.fireErrorCaught(error)
    }
    guard !refused else { return }
    refused = true
    bodyDeadline?.cancel()
    let (status, message): (HTTPResponseStatus, String) =
      error == .headerOverflow
      ? (.requestHeaderFieldsTooLarge, "the request's head (its URL and headers) is too large")
      : (.badRequest, "the request is malformed: \(Self.describe(error))")
    let body = Self.errorBody(message, status: Int(status.code))
    let id = RequestID().description
    var headers = HTTPHeaders()
    headers.add(name: "content-type", value: "application/json")
    headers.add(name: "content-length", value: String(body.readableBytes))
    headers.add(name: "connection", value: "close")
    headers.add(name: AccessLog.requestIDHeader.rawName, value: id)
    for (name, value) in SecurityAndErrors.securityHeaders {
      headers.add(name: name.rawName, value: value)
    }
    context.write(
      wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
      promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    let channel = context.channel
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      channel.close(promise: nil)
    }
    var logger = logger
    logger[metadataKey: "hb.request.id"] = "\(id)"
    AccessLog.record(
      AccessLog.Entry(
        method: "-", path: "-", route: AccessLog.unparsedRoute, status: Int(status.code),
        bytes: body.readableBytes, duration: ContinuousClock.now - requestStart),
      metrics: metrics, logger: logger)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // A client that ends its side of the connection before its answer has
    // gone (browsers, curl and proxies never half-close to wait for one):
    // the connection closes, and the work for it stops.
    if let event = event as? ChannelEvent, event == .inputClosed, pendingResponses > 0 {
      context.close(promise: nil)
    }
    context.fireUserInboundEventTriggered(event)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    bodyDeadline?.cancel()
    bodyDeadline = nil
  }

  /// The parser's error in words, without Swift's type names.
  static func describe(_ error: HTTPParserError) -> String {
    switch error {
    case .invalidMethod: "the method is not valid"
    case .invalidURL, .invalidPath, .invalidQueryString, .invalidHost: "the URL is not valid"
    case .invalidVersion: "the HTTP version is not valid"
    case .invalidContentLength, .unexpectedContentLength:
      "the body's length is given twice or with Transfer-Encoding"
    case .invalidChunkSize: "a chunk's size is not valid"
    case .invalidHeaderToken, .invalidCharactersUsed: "a header is not valid"
    default: "it cannot be read as HTTP/1.1"
    }
  }

  /// The JSON body of an error.
  static func errorBody(_ message: String, status: Int) -> ByteBuffer {
    ByteBuffer(
      bytes: (try? JSONDocument.data(APIError.Body(error: message, status: status, reading: nil)))
        ?? Data())
  }
}
