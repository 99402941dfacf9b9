#ifndef SCROLLSIM_CACHE_HINT_H
#define SCROLLSIM_CACHE_HINT_H

/// Asks the processor to start loading the cache line at `address` for reading, without waiting
/// for it (a hint: it never faults, and may be ignored). Swift has no way to say this itself.
static inline __attribute__((always_inline)) void scrollsim_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
