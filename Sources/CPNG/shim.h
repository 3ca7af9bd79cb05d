#ifndef LETTERSOLVE_CPNG_SHIM_H
#define LETTERSOLVE_CPNG_SHIM_H
#include <png.h>

/// PNG_FORMAT_RGBA is a compound macro, which Swift does not import.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
/// 16-bit linear, premultiplied RGBA (also a compound macro).
static const png_uint_32 CPNG_FORMAT_LINEAR_RGB_ALPHA = PNG_FORMAT_LINEAR_RGB_ALPHA;

#endif
