// libpng's full read API, needed for the colour chunks (iCCP, sRGB, cHRM,
// cICP) that the simplified png_image API does not expose. Its errors
// longjmp back to the setjmp in png_colour_read; no Swift frame is ever
// between them.
#include "png_colour.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// The cICP chunk's name, NUL-terminated as png_set_keep_unknown_chunks wants.
static const png_byte cicp[] = {'c', 'I', 'C', 'P', 0};

typedef struct {
  const unsigned char *data;
  size_t size;
  size_t position;
  png_colour_info *info;
} reader_state;

static void remember(png_structp png, const char *message) {
  reader_state *state = png_get_io_ptr(png);
  if (state->info->message[0] == 0) {
    strncpy(state->info->message, message, sizeof state->info->message - 1);
  }
}

static void on_error(png_structp png, png_const_charp message) {
  remember(png, message);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { remember(png, message); }

static void read_bytes(png_structp png, png_bytep out, size_t count) {
  reader_state *state = png_get_io_ptr(png);
  if (count > state->size - state->position) png_error(png, "read beyond end of data");
  memcpy(out, state->data + state->position, count);
  state->position += count;
}

int png_colour_read(
    const unsigned char *data, size_t size, size_t profile_limit, png_colour_info *info) {
  memset(info, 0, sizeof *info);
  reader_state state = {data, size, 0, info};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, on_error, on_warning);
  if (png == NULL) return 0;
  png_infop png_info = png_create_info_struct(png);
  if (png_info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    return 0;
  }
  // volatile: modified between setjmp and a longjmp back to it.
  volatile int succeeded = 0;
  if (setjmp(png_jmpbuf(png)) == 0) {
    png_set_read_fn(png, &state, read_bytes);
    png_set_chunk_malloc_max(png, profile_limit);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, cicp, 1);
    png_read_info(png, png_info);
    succeeded = 1;
  }
  png_charp name;
  int compression;
  png_bytep profile;
  png_uint_32 profile_size;
  if (png_get_iCCP(png, png_info, &name, &compression, &profile, &profile_size) != 0 &&
      profile_size > 0 && (info->profile = malloc(profile_size)) != NULL) {
    memcpy(info->profile, profile, profile_size);
    info->profile_size = profile_size;
  }
  int intent;
  info->has_srgb = png_get_sRGB(png, png_info, &intent) != 0;
  info->has_chromaticities =
      png_get_cHRM(png, png_info, &info->white_x, &info->white_y, &info->red_x, &info->red_y,
                   &info->green_x, &info->green_y, &info->blue_x, &info->blue_y) != 0;
  png_unknown_chunkp chunks;
  int chunk_count = png_get_unknown_chunks(png, png_info, &chunks);
  for (int index = 0; index < chunk_count; index++) {
    if (memcmp(chunks[index].name, cicp, 4) == 0 && chunks[index].size == 4) {
      memcpy(info->cicp, chunks[index].data, 4);
      info->has_cicp = 1;
    }
  }
  png_destroy_read_struct(&png, &png_info, NULL);
  return succeeded;
}

void png_colour_free(png_colour_info *info) {
  free(info->profile);
  info->profile = NULL;
  info->profile_size = 0;
}
