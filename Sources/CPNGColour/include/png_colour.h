#ifndef LETTERSOLVE_PNG_COLOUR_H
#define LETTERSOLVE_PNG_COLOUR_H
#include <stddef.h>

/// What a PNG's ancillary chunks say about its colours (the chunks before
/// the first IDAT; the PNG specification puts them all there).
typedef struct {
  /// The zlib-inflated iCCP profile (malloc'ed; NULL without one).
  unsigned char *profile;
  size_t profile_size;
  /// Whether an sRGB chunk is present.
  int has_srgb;
  /// Whether a cHRM chunk is present, and its chromaticities.
  int has_chromaticities;
  double white_x, white_y, red_x, red_y, green_x, green_y, blue_x, blue_y;
  /// Whether a 4-byte cICP chunk is present, and its four code points.
  int has_cicp;
  unsigned char cicp[4];
  /// libpng's first warning or error, "" when there was none.
  char message[160];
} png_colour_info;

/// Reads `data`'s chunks up to the first IDAT with libpng's full API and
/// fills `info` (zeroed first). libpng's setjmp/longjmp error handling stays
/// inside this C function. The inflated profile is limited to
/// `profile_limit` bytes (a larger one is skipped, with a message).
/// Returns 1 when the chunks were read, 0 when libpng gave up (`message`
/// says why; chunks read before the failure are kept).
int png_colour_read(
    const unsigned char *data, size_t size, size_t profile_limit, png_colour_info *info);

/// Frees the profile `png_colour_read` allocated.
void png_colour_free(png_colour_info *info);

#endif
