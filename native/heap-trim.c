/*
 * glibc's malloc_trim(0) for Node (src/core/heap-trim.ts says why). `npm install` builds it on
 * Linux with glibc (scripts/build-heap-trim.mjs, node-gyp, binding.gyp); Node-API, so one build
 * serves every Node version. Built by hand against another C library (musl, macOS), it compiles
 * and exports nothing.
 */
#include <node_api.h>
#ifdef __GLIBC__
#include <malloc.h>

/* trim(): whether any memory was given back to the system. */
static napi_value Trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released;
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}
#endif

NAPI_MODULE_INIT() {
#ifdef __GLIBC__
  napi_value trim;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &trim) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", trim) != napi_ok) return NULL;
#endif
  return exports;
}
