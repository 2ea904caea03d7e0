// Loaded into each test file's process when TEST_CPU_REPORT names a file (scripts/test.mjs): at
// exit, appends the file's wall time and CPU, its own and its waited-for children's (servers,
// Chromium), as one JSON line, so that a run says where the CPU goes on a machine too busy for wall times.
import { appendFileSync, readFileSync } from 'node:fs'
import process from 'node:process'

const report = process.env.TEST_CPU_REPORT
const file = process.argv[1] ?? ''
if (report && file.includes('test-bundles-')) {
  const started = Date.now()
  process.on('exit', (code) => {
    // /proc/self/stat after the command's closing parenthesis: utime, stime, cutime, cstime are fields 14-17, in clock ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number)
    const line = {
      file: file.slice(file.indexOf('test-bundles-')).replace(/^test-bundles-[^/]+\//, '').replace(/\.mjs$/, '.ts'),
      code,
      wallS: (Date.now() - started) / 1000,
      cpuS: (utime + stime) / 100,
      childrenCpuS: (cutime + cstime) / 100,
      load: readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
    }
    appendFileSync(report, JSON.stringify(line) + '\n')
  })
}
