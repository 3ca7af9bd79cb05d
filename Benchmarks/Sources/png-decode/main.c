/* png-decode FILE: decodes one PNG with libpng and exits, the whole-process
 * baseline for `lettersolve read` (exit 0 when decoded, 1 when not, 64 for
 * a usage error). */
#include "CPNGBaseline.h"

int main(int argc, char **argv) {
  if (argc != 2) return 64;
  return baseline_decode_png_file(argv[1]) > 0 ? 0 : 1;
}
