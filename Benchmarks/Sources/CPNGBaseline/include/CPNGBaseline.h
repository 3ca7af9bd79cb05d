#ifndef LETTERSOLVE_CPNG_BASELINE_H
#define LETTERSOLVE_CPNG_BASELINE_H
#include <stddef.h>

/// Reads the PNG file at `path` into memory and decodes it to 8-bit RGBA
/// with libpng's simplified API, into a buffer it mallocs and frees. Returns
/// the number of pixels decoded, 0 on failure.
size_t baseline_decode_png_file(const char *path);

#endif
