{
  "targets": [
    { "target_name": "heap_trim", "sources": ["native/heap-trim.c"] }
  ]
}
