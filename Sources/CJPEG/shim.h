#ifndef LETTERSOLVE_CJPEG_SHIM_H
#define LETTERSOLVE_CJPEG_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#endif
