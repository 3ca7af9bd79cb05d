#include "CPNGBaseline.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The same steps as Image(contentsOfFile:): read the whole file, decode it
 * from memory with libpng's simplified API into a fresh buffer, taking
 * 16-bit samples without gamma information as sRGB (some corpus screenshots
 * are 16-bit). */
size_t baseline_decode_png_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return 0;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  unsigned char *bytes = malloc((size_t)size);
  size_t read = bytes != NULL ? fread(bytes, 1, (size_t)size, file) : 0;
  fclose(file);
  size_t pixels = 0;
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (read == (size_t)size && png_image_begin_read_from_memory(&image, bytes, read)) {
    image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
    image.format = PNG_FORMAT_RGBA;
    png_bytep buffer = malloc(PNG_IMAGE_SIZE(image));
    if (buffer != NULL && png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
      pixels = (size_t)image.width * image.height;
    }
    free(buffer);
  }
  png_image_free(&image);
  free(bytes);
  return pixels;
}
