/**
 * The load of `npm run bench:scale`, in a worker thread so that it has its own event loop (and
 * core) beside the app's: `connections` keep-alive connections each sending GETs of `paths` in
 * turn for `seconds`, while one more connection writes content at `writesPerSecond`. Answers
 * req/s and the p50 and p99 of the reads, and the slowest write.
 */
import { Agent, request } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

export interface LoadSpec {
  port: number
  token: string
  paths: string[]
  connections: number
  seconds: number
  writesPerSecond: number
}

export interface LoadResult {
  requests: number
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  /** answers that were not 200 (reads) or 201 (writes) */
  unexpected: number
  writes: number
  slowestWriteMs: number
}

function send(agent: Agent, spec: LoadSpec, method: 'GET' | 'POST', path: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${spec.token}` }
    if (body) headers['content-type'] = 'application/json'
    const req = request({ host: '127.0.0.1', port: spec.port, method, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections + 1 })
  const latencies: number[] = []
  let unexpected = 0
  let next = 0
  const until = performance.now() + spec.seconds * 1000
  const reader = async () => {
    while (performance.now() < until) {
      const path = spec.paths[next++ % spec.paths.length]!
      const began = performance.now()
      const status = await send(agent, spec, 'GET', path)
      latencies.push(performance.now() - began)
      if (status !== 200) unexpected++
    }
  }
  let writes = 0
  let slowestWriteMs = 0
  const writer = async () => {
    if (spec.writesPerSecond <= 0) return
    const interval = 1000 / spec.writesPerSecond
    while (performance.now() < until) {
      const began = performance.now()
      const status = await send(agent, spec, 'POST', '/api/content', JSON.stringify({ title: `Written under load ${writes}`, status: writes % 2 ? 'published' : 'draft' }))
      const took = performance.now() - began
      slowestWriteMs = Math.max(slowestWriteMs, took)
      writes++
      if (status !== 201) unexpected++
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - took)))
    }
  }
  await Promise.all([...Array.from({ length: spec.connections }, reader), writer()])
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2))
  return { requests: latencies.length, requestsPerSec: Math.round(latencies.length / spec.seconds), p50Ms: at(0.5), p99Ms: at(0.99), unexpected, writes, slowestWriteMs: Number(slowestWriteMs.toFixed(1)) }
}

if (parentPort && workerData) parentPort.postMessage(await load(workerData as LoadSpec))
