// The hint is an inline function in the header; a C target needs one source file.
#include "CacheHint.h"
