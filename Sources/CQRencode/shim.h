#ifndef LETTERSOLVE_CQRENCODE_SHIM_H
#define LETTERSOLVE_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
