#ifndef LETTERSOLVE_CCAIRO_SHIM_H
#define LETTERSOLVE_CCAIRO_SHIM_H
#include <cairo.h>
#endif
