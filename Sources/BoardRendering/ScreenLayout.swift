/// Where a rendered screenshot puts the board, after the shapes of real
/// devices' screenshots, at any width.
public enum ScreenLayout: String, Hashable, Sendable, CaseIterable {
  /// An iPhone 5 (640x1136 shape): the board flush with the sides and bottom.
  case phone
  /// An iPhone 4 (640x960 shape): a shorter header above the board.
  case shortPhone
  /// An iPhone X (1125x2436 shape): a home-indicator strip below the board.
  case tallPhone
  /// An iPad in portrait (1536x2048 shape): the board inset and centred.
  case tablet

  /// The image's height and the board's top-left corner and side, in pixels,
  /// for an image `width` pixels wide.
  package func frame(width: Int) -> (height: Int, boardX: Double, boardY: Double, boardSide: Double)
  {
    let w = Double(width)
    switch self {
    case .phone:
      let height = (w * 1136 / 640).rounded()
      return (Int(height), 0, height - w, w)
    case .shortPhone:
      let height = (w * 960 / 640).rounded()
      return (Int(height), 0, height - w, w)
    case .tallPhone:
      return (Int((w * 2436 / 1125).rounded()), 0, w * 1179 / 1125, w)
    case .tablet:
      let side = w * 1140 / 1536
      return (Int((w * 2048 / 1536).rounded()), (w - side) / 2, w * 708 / 1536, side)
    }
  }
}
