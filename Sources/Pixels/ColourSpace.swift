internal import CLCMS2

// The only file that touches Little CMS 2. The reader's transforms are built
// without lcms2's precomputed tables (cmsFLAGS_NOOPTIMIZE, about 0.5 ms
// instead of 2.5) and without its one-pixel cache (cmsFLAGS_NOCACHE, which
// makes one transform safe to share between threads): the reader converts
// the thousand-odd colours it samples, not whole images (a 1170x2532 image
// takes about 100 ms even with the tables).

/// What an image's pixel values mean, and how to turn them into sRGB.
///
/// Decoders set it from the file: a PNG's `cICP`, `iCCP`, `sRGB` or `cHRM`
/// chunk, a JPEG's `ICC_PROFILE` markers. Without any, the values are taken
/// to be sRGB (`isTagged` false); a reader may try `displayP3Untagged` too.
///
///     let shown = image.colourSpace.convertedToSRGB([image[10, 10]])
public struct ColourSpace: Sendable {
  /// Which colour space the values are in.
  package enum Name: Sendable, Hashable, CustomStringConvertible {
    case srgb
    case displayP3
    /// Another ICC profile, by its description.
    case profile(String)

    package var description: String {
      switch self {
      case .srgb: "srgb"
      case .displayP3: "display-p3"
      case .profile(let description): "icc (\(description))"
      }
    }
  }

  /// Which colour space the values are in.
  package let name: Name
  /// Whether the file said so (rather than the values being assumed sRGB or
  /// guessed to be Display P3).
  package let isTagged: Bool
  /// Why the file's own colour information was ignored, when it was.
  package let note: String?
  /// The ICC profile to embed when the image is encoded (nil: sRGB).
  package let iccProfile: [UInt8]?
  private let transform: Transform?

  /// Values assumed to be sRGB: nothing in the file says otherwise.
  package static let untagged = ColourSpace(
    name: .srgb, isTagged: false, note: nil, iccProfile: nil, transform: nil)

  /// Display P3 values in a file that does not say so (its profile stripped).
  package static let displayP3Untagged = ColourSpace(
    name: .displayP3, isTagged: false, note: nil, iccProfile: DisplayP3.profileBytes,
    transform: DisplayP3.toSRGB)

  /// Display P3 as today's iPhones save screenshots, with its profile (the
  /// P3 primaries, D65 white, the sRGB curve).
  public static let displayP3 = ColourSpace(
    name: .displayP3, isTagged: true, note: nil, iccProfile: DisplayP3.profileBytes,
    transform: DisplayP3.toSRGB)

  /// The values in sRGB; alpha is kept.
  package func convertedToSRGB(_ colors: [RGBA]) -> [RGBA] {
    transform?.apply(colors) ?? colors
  }

  // MARK: - From a file's colour information

  /// The largest ICC profile accepted: screenshots carry profiles of a few
  /// hundred bytes to a few KiB; a larger one is ignored with a note, which
  /// bounds lcms2's work on hostile data.
  package static let maximumProfileBytes = 1 << 20

  /// The colour space an embedded ICC profile describes, or the untagged one
  /// with a note when the profile is unusable (malformed, not RGB, too large).
  static func fromICCProfile(_ bytes: [UInt8]) -> ColourSpace {
    func ignored(_ reason: String) -> ColourSpace {
      ColourSpace(
        name: .srgb, isTagged: false, note: "ignored the embedded ICC profile: \(reason)",
        iccProfile: nil, transform: nil)
    }
    guard bytes.count <= maximumProfileBytes else {
      return ignored("\(bytes.count) bytes, over the \(maximumProfileBytes)-byte limit")
    }
    if let damage = structuralDamage(ofICCProfile: bytes) { return ignored(damage) }
    guard let profile = Profile(bytes: bytes) else { return ignored("not a valid ICC profile") }
    guard profile.isRGB else { return ignored("not an RGB profile") }
    guard let transform = Transform(from: profile, to: .srgb) else {
      return ignored("Little CMS cannot convert from it")
    }
    return identified(transform, profile: bytes, description: profile.description)
  }

  /// The ICC header's size (bytes 0..<4) and the tag count (128..<132).
  private static let iccHeaderBytes = 128
  /// One tag table entry: signature, offset, size (4 bytes each).
  private static let iccTagEntryBytes = 12

  /// What is wrong with a profile's framing, or nil.
  ///
  /// Checked as libpng checks an iCCP chunk's (so JPEG profiles get the same scrutiny): the declared
  /// size must be the real one and every tag must lie inside the profile.
  /// lcms2 reads tags lazily and would accept such a profile.
  static func structuralDamage(ofICCProfile bytes: [UInt8]) -> String? {
    func word(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let tableStart = iccHeaderBytes + 4
    guard bytes.count >= tableStart else { return "\(bytes.count) bytes, shorter than its header" }
    guard word(0) == bytes.count else {
      return "its header declares \(word(0)) bytes, it has \(bytes.count)"
    }
    let tagCount = word(iccHeaderBytes)
    guard tagCount <= (bytes.count - tableStart) / iccTagEntryBytes else {
      return "its \(tagCount) tags do not fit in it"
    }
    for tag in 0..<tagCount {
      let entry = tableStart + tag * iccTagEntryBytes
      let (offset, size) = (word(entry + 4), word(entry + 8))
      guard offset <= bytes.count, size <= bytes.count - offset else {
        return "tag \(tag + 1) lies outside it"
      }
    }
    return nil
  }

  /// The colour space of primaries and a white point from a PNG `cHRM`
  /// chunk, with the sRGB curve (libpng's simplified API has applied the
  /// `gAMA` already).
  static func fromChromaticities(_ chromaticities: Chromaticities) -> ColourSpace {
    guard let profile = Profile(chromaticities: chromaticities),
      let transform = Transform(from: profile, to: .srgb)
    else {
      return ColourSpace(
        name: .srgb, isTagged: false, note: "ignored the PNG's cHRM chunk: not a colour space",
        iccProfile: nil, transform: nil)
    }
    return identified(transform, profile: profile.bytes, description: "cHRM chunk")
  }

  /// The colour space of a PNG's `sRGB` chunk or an sRGB `cICP`.
  static let taggedSRGB = ColourSpace(
    name: .srgb, isTagged: true, note: nil, iccProfile: nil, transform: nil)

  /// An untagged colour space with a note saying what was ignored.
  static func ignoring(_ note: String) -> ColourSpace {
    ColourSpace(name: .srgb, isTagged: false, note: note, iccProfile: nil, transform: nil)
  }

  /// The probe colours that tell sRGB and Display P3 from other spaces:
  /// primaries, a secondary, greys and two mixed colours.
  private static let probes: [RGBA] = [
    RGBA(red: 255, green: 0, blue: 0), RGBA(red: 0, green: 255, blue: 0),
    RGBA(red: 0, green: 0, blue: 255), RGBA(red: 255, green: 255, blue: 0),
    RGBA(red: 255, green: 255, blue: 255), RGBA(red: 128, green: 128, blue: 128),
    RGBA(red: 32, green: 32, blue: 32), RGBA(red: 64, green: 128, blue: 192),
    RGBA(red: 200, green: 60, blue: 30),
  ]
  /// Converted probes within this (in every channel, 0...255) of a known
  /// space's are that space: rounding in lcms2 and in profiles' fixed-point
  /// numbers moves them by one or two.
  private static let probeTolerance = 2

  /// Names the space a profile's transform converts from: sRGB when it
  /// changes no probe (and is then dropped), Display P3 when it converts them
  /// as Display P3 does, otherwise the profile's description.
  private static func identified(
    _ transform: Transform, profile: [UInt8], description: String
  ) -> ColourSpace {
    let converted = transform.apply(probes)
    func matches(_ expected: [RGBA]) -> Bool {
      zip(converted, expected).allSatisfy { pair in
        abs(Int(pair.0.red) - Int(pair.1.red)) <= probeTolerance
          && abs(Int(pair.0.green) - Int(pair.1.green)) <= probeTolerance
          && abs(Int(pair.0.blue) - Int(pair.1.blue)) <= probeTolerance
      }
    }
    if matches(probes) { return taggedSRGB }
    let name: Name =
      DisplayP3.toSRGB.map { matches($0.apply(probes)) } == true
      ? .displayP3 : .profile(description)
    return ColourSpace(
      name: name, isTagged: true, note: nil, iccProfile: profile, transform: transform)
  }
}

extension Image {
  /// This sRGB image's colours expressed in `space` and tagged with it.
  ///
  /// How a phone saves an app's sRGB drawing in a Display P3 screenshot (alpha
  /// is kept). Converts every pixel, with lcms2's precomputed tables.
  public func convertedFromSRGB(to space: ColourSpace) -> Image {
    var converted = self
    converted.colourSpace = space
    guard let profile = space.iccProfile,
      let transform = Transform(from: .srgb, to: Profile(bytes: profile), optimized: true)
    else { return converted }
    converted = Image(width: width, height: height, pixels: transform.apply(pixels))
    converted.colourSpace = space
    return converted
  }
}

/// A PNG `cHRM` chunk's white point and primaries (CIE xy).
struct Chromaticities {
  var white: (x: Double, y: Double)
  var red: (x: Double, y: Double)
  var green: (x: Double, y: Double)
  var blue: (x: Double, y: Double)
}

/// Display P3 built from its definition, once per process.
private enum DisplayP3 {
  /// CIE xy of the D65 white point.
  static let white = (x: 0.3127, y: 0.3290)
  /// CIE xy of the P3 primaries.
  static let primaries = Chromaticities(
    white: white, red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
  static let profile = Profile(chromaticities: primaries)
  static let profileBytes = profile?.bytes
  static let toSRGB = profile.flatMap { Transform(from: $0, to: .srgb) }
}

/// An lcms2 profile handle, closed with its owner.
private final class Profile: @unchecked Sendable {
  let handle: cmsHPROFILE

  /// sRGB as lcms2 defines it.
  static let srgb = Profile(handle: cmsCreate_sRGBProfile())

  private init?(handle: cmsHPROFILE?) {
    guard let handle else { return nil }
    self.handle = handle
  }

  /// Parses an ICC profile; nil when lcms2 rejects it.
  convenience init?(bytes: [UInt8]) {
    guard let count = UInt32(exactly: bytes.count) else { return nil }
    self.init(handle: bytes.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, count) })
  }

  /// An RGB profile of the given primaries and white point, with the sRGB
  /// transfer curve (IEC 61966-2-1, lcms2's parametric type 4).
  convenience init?(chromaticities: Chromaticities) {
    let srgbCurve: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
    guard let curve = cmsBuildParametricToneCurve(nil, 4, srgbCurve) else { return nil }
    defer { cmsFreeToneCurve(curve) }
    var white = cmsCIExyY(x: chromaticities.white.x, y: chromaticities.white.y, Y: 1)
    var primaries = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: chromaticities.red.x, y: chromaticities.red.y, Y: 1),
      Green: cmsCIExyY(x: chromaticities.green.x, y: chromaticities.green.y, Y: 1),
      Blue: cmsCIExyY(x: chromaticities.blue.x, y: chromaticities.blue.y, Y: 1))
    var curves: [OpaquePointer?] = [curve, curve, curve]
    self.init(handle: cmsCreateRGBProfile(&white, &primaries, &curves))
  }

  deinit { cmsCloseProfile(handle) }

  /// Whether the profile converts RGB values.
  var isRGB: Bool { cmsGetColorSpace(handle) == cmsSigRgbData }

  /// The profile's description (letters, digits, spaces and `()-.,_` kept,
  /// so it can be printed and put in JSON as it is), or "unnamed".
  var description: String {
    var text = [CChar](repeating: 0, count: 256)
    let count = cmsGetProfileInfoASCII(handle, cmsInfoDescription, "en", "US", &text, 256)
    let description =
      count > 0
      ? String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    let kept = description.filter {
      $0.isASCII && ($0.isLetter || $0.isNumber || " ()-.,_".contains($0))
    }
    return kept.isEmpty ? "unnamed" : kept
  }

  /// The profile serialised as ICC bytes (empty if lcms2 cannot).
  var bytes: [UInt8] {
    var count: UInt32 = 0
    guard cmsSaveProfileToMem(handle, nil, &count) != 0, count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: Int(count))
    guard cmsSaveProfileToMem(handle, &bytes, &count) != 0 else { return [] }
    return bytes
  }
}

/// An lcms2 transform between two RGB profiles on 8-bit RGBA pixels.
private final class Transform: @unchecked Sendable {
  // Shared between threads: built with cmsFLAGS_NOCACHE, lcms2's transforms
  // then keep no state between calls.
  private let handle: cmsHTRANSFORM

  /// A transform for a few colours, or with `optimized` for whole images
  /// (lcms2's precomputed tables: slower to build, faster per pixel).
  init?(from source: Profile?, to destination: Profile?, optimized: Bool = false) {
    let flags = (optimized ? 0 : cmsFLAGS_NOOPTIMIZE) | cmsFLAGS_NOCACHE | cmsFLAGS_COPY_ALPHA
    guard let source, let destination,
      let handle = cmsCreateTransform(
        source.handle, CLCMS2_TYPE_RGBA_8, destination.handle, CLCMS2_TYPE_RGBA_8,
        UInt32(INTENT_RELATIVE_COLORIMETRIC), UInt32(flags))
    else { return nil }
    self.handle = handle
  }

  deinit { cmsDeleteTransform(handle) }

  func apply(_ colors: [RGBA]) -> [RGBA] {
    precondition(RGBA.isPackedBytes, "lcms2 reads packed RGBA bytes")
    var converted = colors
    let count = UInt32(colors.count)
    colors.withUnsafeBytes { input in
      converted.withUnsafeMutableBytes { output in
        cmsDoTransform(handle, input.baseAddress, output.baseAddress, count)
      }
    }
    return converted
  }
}
