#ifndef LETTERSOLVE_CLCMS2_SHIM_H
#define LETTERSOLVE_CLCMS2_SHIM_H
#include <lcms2.h>

/// TYPE_RGBA_8 and TYPE_RGB_8 are compound macros, which Swift does not import.
static const cmsUInt32Number CLCMS2_TYPE_RGBA_8 = TYPE_RGBA_8;

#endif
