export interface UploadProgress {
  /** bytes of the body sent so far */
  sent: number
  /** the body's size in bytes */
  total: number
}

/**
 * A fetch that reports how much of the request body has been sent, through XMLHttpRequest:
 * fetch itself has no upload progress. It answers a standard Response, so that the client
 * reads the envelope and its errors exactly as for any other call. Browsers only.
 */
export function progressFetch(onProgress: (progress: UploadProgress) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      if (typeof XMLHttpRequest === 'undefined') throw new TypeError('Upload progress needs XMLHttpRequest (a browser)')
      const signal = init.signal
      if (signal?.aborted) return reject(signal.reason)
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'GET', String(input))
      xhr.responseType = 'blob'
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total })
      }
      const abort = () => xhr.abort()
      signal?.addEventListener('abort', abort, { once: true })
      xhr.onload = () => {
        signal?.removeEventListener('abort', abort)
        const headers = new Headers()
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const colon = line.indexOf(':')
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
        }
        resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }))
      }
      // As fetch does: a network failure is a TypeError, an abort the signal's reason.
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'))
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
    })
}
