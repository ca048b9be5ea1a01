/*
 * bench.explain's bridge to Debian's hsdis (package libhsdis0-fcml): that library exports only the
 * old entry point, decode_instructions, and JDK 17 and later look for decode_instructions_virtual
 * (else they print raw bytes). The JVM always disassembles code in its own memory, where the
 * virtual address is the buffer's, so the old entry point decodes the same bytes.
 */
#include <stdint.h>

typedef void* (*event_callback_t)(void*, const char*, void*);
typedef int (*printf_callback_t)(void*, const char*, ...);

extern void* decode_instructions(void* start, void* end, event_callback_t event_callback, void* event_stream,
                                 printf_callback_t printf_callback, void* printf_stream, const char* options);

void* decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char* buffer, uintptr_t length,
                                  event_callback_t event_callback, void* event_stream,
                                  printf_callback_t printf_callback, void* printf_stream,
                                  const char* options, int newline) {
  (void) start_va; (void) end_va; (void) newline;
  return decode_instructions(buffer, buffer + length, event_callback, event_stream, printf_callback, printf_stream,
                             options);
}
