extension StringProtocol {
  /// The text as an error message quotes it: whole when it has at most
  /// `limit` characters, otherwise its first `limit` and its length, so
  /// that no message repeats a long input back.
  ///
  ///     "quilt".excerpt()                                  // quilt
  ///     String(repeating: "a", count: 70_000).excerpt()    // aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa... (70000 characters)
  ///
  /// - Complexity: O(*limit*) when the text is longer, O(*n*) otherwise.
  package func excerpt(limit: Int = 32) -> String {
    let head = prefix(limit)
    guard head.endIndex < endIndex else { return String(self) }
    return "\(head)... (\(count) characters)"
  }
}
