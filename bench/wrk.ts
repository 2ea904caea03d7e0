/**
 * Load from wrk, pinned to core 1 while the server under test has core 0: wrk is C and sends
 * requests far faster than a Node load generator on the same core could, so what is measured
 * is the server. A case becomes a Lua script (requests prepared once, then rotated over ids,
 * tokens and bodies); wrk's own report gives req/s, the latency percentiles and the answers
 * that were not 2xx/3xx.
 */
import { spawn, spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RequestSpec } from './cases.js'

export interface WrkResult {
  requestsPerSec: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** answers wrk counts as "Non-2xx or 3xx responses" */
  non2xx: number
  /** connect, read, write and timeout errors together: requests that got no answer */
  socketErrors: number
}

export interface WrkRun {
  url: string
  script: string
  connections: number
  seconds: number
}

/** Whether wrk can be run. */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['-v'], { stdio: 'ignore' }).error === undefined
}

/** Lua's string literal for ASCII text (paths, tokens); JSON's escapes of `"` and `\` are Lua's too. */
function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII, cannot go into the Lua script: ${text.slice(0, 80)}`)
  return JSON.stringify(text)
}

/**
 * Writes `<dir>/<name>.lua` (and `<name>.bodies` beside it when the spec has bodies: any bytes,
 * read by offset, so that binary uploads need no escaping) and answers the script's path.
 * Request i has paths[i % n], tokens[i % n] and bodies[i % n]; the distinct requests are formatted
 * once at start (wrk's init) and then handed out in turn, so the Lua costs wrk almost nothing.
 */
export async function writeScript(dir: string, name: string, spec: RequestSpec): Promise<string> {
  const script = join(dir, `${name}.lua`)
  const lines: string[] = []
  lines.push(`local method = ${luaString(spec.method)}`)
  lines.push(`local paths = {${spec.paths.map(luaString).join(',\n')}}`)
  lines.push(`local tokens = {${(spec.tokens ?? []).map(luaString).join(',\n')}}`)
  lines.push(`local content_type = ${spec.contentType ? luaString(spec.contentType) : 'nil'}`)
  lines.push('local bodies = {}')
  if (spec.bodies?.length) {
    const buffers = spec.bodies.map((body) => (typeof body === 'string' ? Buffer.from(body) : body))
    const data = join(dir, `${name}.bodies`)
    await writeFile(data, Buffer.concat(buffers))
    let offset = 1
    const spans = buffers.map((buffer) => {
      const span = `{${offset},${buffer.length}}`
      offset += buffer.length
      return span
    })
    lines.push(`local spans = {${spans.join(',')}}`)
    lines.push(`local file = assert(io.open(${luaString(data)}, "rb"))`)
    lines.push('local data = file:read("*a")')
    lines.push('file:close()')
    lines.push('for i, span in ipairs(spans) do bodies[i] = data:sub(span[1], span[1] + span[2] - 1) end')
    lines.push('data = nil')
  }
  lines.push(`
local requests = {}
local count = math.max(#paths, #tokens, #bodies)
local next_request = 0

local function pick(list, i)
  if #list == 0 then return nil end
  return list[(i % #list) + 1]
end

function init(args)
  for i = 0, count - 1 do
    local headers = {}
    local token = pick(tokens, i)
    if token then headers["Authorization"] = "Bearer " .. token end
    if content_type then headers["Content-Type"] = content_type end
    requests[i + 1] = wrk.format(method, pick(paths, i), headers, pick(bodies, i))
  end
end

function request()
  next_request = next_request + 1
  if next_request > count then next_request = 1 end
  return requests[next_request]
end
`)
  await writeFile(script, lines.join('\n'))
  return script
}

/** Runs wrk from core 1 (one thread) and parses its report. */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const args = ['-c', '1', 'wrk', '-t1', `-c${run.connections}`, `-d${run.seconds}s`, '--latency', '--timeout', '10s', '-s', run.script, run.url]
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${err || out}`))))
  })
  return parseWrk(output)
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

function duration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text)
  if (!match) throw new Error(`wrk: cannot read the duration ${text}`)
  return Number(match[1]) * UNIT_MS[match[2]!]!
}

/** Reads wrk's report (printed with --latency). */
export function parseWrk(output: string): WrkResult {
  const find = (pattern: RegExp) => pattern.exec(output)
  const rps = find(/^Requests\/sec:\s+([\d.]+)/m)
  const p50 = find(/^\s+50%\s+(\S+)/m)
  const p99 = find(/^\s+99%\s+(\S+)/m)
  const total = find(/^\s+(\d+) requests in /m)
  if (!rps || !p50 || !p99 || !total) throw new Error(`wrk: unexpected report:\n${output}`)
  const sockets = find(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const non2xx = find(/Non-2xx or 3xx responses: (\d+)/)
  return {
    requestsPerSec: Number(rps[1]),
    p50Ms: duration(p50[1]!),
    p99Ms: duration(p99[1]!),
    requests: Number(total[1]),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: sockets ? sockets.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0
  }
}
