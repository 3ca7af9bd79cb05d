import Hummingbird
import NIOCore

/// A request's context: Hummingbird's, and the connection it came on, so
/// that the work for it stops when its client goes.
package struct ServerContext: RequestContext {
  package var coreContext: CoreRequestContextStorage
  /// The request's connection.
  let channel: any Channel

  package init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
