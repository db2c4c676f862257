// Which code createAppKit() runs for the first time (issue 13, bench/first-run.mjs: what a first
// run costs grows with it), in Chromium on the built appkit fixture: V8's precise coverage with
// block counts, snapshotted at a breakpoint on the fixture's `bench:create:start` mark and again
// at `bench:create:end`. A function counts when it ran between the two and not before; its
// executed bytes are its minified source minus the blocks that did not run and the functions
// nested in it. Bytes are followed through the fixture's sourcemap and the packages' own to the
// TypeScript source.
//   node bench/create-code.mjs [--top 30]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CHROMIUM_PATH,
  hasChromium,
  isolatedContext,
  launchChromium,
  serveStatic,
} from './browser.mjs'
import {
  createPositionResolver,
  decodeMappings,
  moduleLabel,
  segmentAt,
} from './measure-bundle.mjs'
import { builtFixture } from './peers.mjs'
import { printTable } from './table.mjs'

const topArg = process.argv.indexOf('--top')
const TOP = topArg > 0 ? Number(process.argv[topArg + 1]) : 30

/** Line and column (0-based, UTF-16 units as V8 counts them) of each offset of `text`. */
function positions(text) {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1)
  return (offset) => {
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid] <= offset) lo = mid
      else hi = mid - 1
    }
    return { line: lo, column: offset - starts[lo] }
  }
}

/** Pauses the page at each of `marks` in its entry chunk, in order; `onPause(i)` runs there. */
async function pauseAtMarks(cdp, outDir, marks, onPause) {
  const entry = readdirSync(join(outDir, 'assets')).find((f) => /^index-.*\.js$/.test(f))
  const text = readFileSync(join(outDir, 'assets', entry), 'utf8')
  const at = positions(text)
  await cdp.send('Debugger.enable')
  for (const mark of marks) {
    const { line, column } = at(text.indexOf(mark))
    await cdp.send('Debugger.setBreakpointByUrl', {
      urlRegex: entry.replaceAll('.', '\\.'),
      lineNumber: line,
      columnNumber: column,
    })
  }
  let paused = 0
  cdp.on('Debugger.paused', async () => {
    await onPause(paused++)
    await cdp.send('Debugger.resume')
  })
}

/** Maps a script's offsets to `{ label, line }` of the TypeScript (or npm) source. */
function sourceOf(outDir, file) {
  const path = join(outDir, 'assets', file)
  const text = readFileSync(path, 'utf8')
  const at = positions(text)
  let map
  try {
    map = JSON.parse(readFileSync(`${path}.map`, 'utf8'))
  } catch {
    return { text, locate: () => ({ label: `(${file})`, line: 0 }) }
  }
  const lines = decodeMappings(map.mappings)
  const sources = map.sources.map((s) => join(outDir, 'assets', map.sourceRoot ?? '', s))
  const origin = createPositionResolver()
  return {
    text,
    locate(offset) {
      const { line, column } = at(offset)
      const segment = segmentAt(lines, line, column)
      if (!segment || segment[1] < 0) return { label: '(bundler runtime)', line: 0 }
      const o = origin(sources[segment[1]], segment[2], segment[3])
      return { label: moduleLabel(o.file), line: o.line + 1 }
    },
  }
}

async function main() {
  if (!hasChromium()) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: bench/create-code.mjs skipped.`)
    return
  }
  const { outDir } = await builtFixture('appkit')
  const server = await serveStatic(outDir)
  const browser = await launchChromium()
  const snapshots = []
  try {
    const context = await isolatedContext(browser, server.origin)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true })
    const done = new Promise((resolve) => {
      pauseAtMarks(cdp, outDir, ['bench:create:start', 'bench:create:end'], async (i) => {
        snapshots.push((await cdp.send('Profiler.takePreciseCoverage')).result)
        if (i === 1) resolve()
      })
    })
    await page.goto(`${server.origin}/`)
    await done
    await context.close()
  } finally {
    await browser.close()
    await server.close()
  }
  const [before, during] = snapshots
  const ranBefore = new Set()
  for (const script of before)
    for (const f of script.functions)
      if (f.ranges[0].count > 0) ranBefore.add(`${script.url}#${f.ranges[0].startOffset}`)

  const rows = []
  for (const script of during) {
    const file = script.url.split('/').pop()
    if (!file.endsWith('.js')) continue
    const { text, locate } = sourceOf(outDir, file)
    // The script's own top level is not a function the call runs.
    const functions = script.functions.filter(
      (f) => f.ranges[0].endOffset - f.ranges[0].startOffset < text.length,
    )
    for (const f of functions) {
      const whole = f.ranges[0]
      if (whole.count === 0 || ranBefore.has(`${script.url}#${whole.startOffset}`)) continue
      const ran = new Uint8Array(whole.endOffset - whole.startOffset).fill(1)
      const clear = (from, to) => ran.fill(0, from - whole.startOffset, to - whole.startOffset)
      for (const block of f.ranges.slice(1))
        if (block.count === 0) clear(block.startOffset, block.endOffset)
      for (const other of functions) {
        const r = other.ranges[0]
        if (other !== f && r.startOffset > whole.startOffset && r.endOffset <= whole.endOffset)
          clear(r.startOffset, r.endOffset)
      }
      const { label, line } = locate(whole.startOffset)
      rows.push({
        label,
        line,
        name: f.functionName,
        bytes: ran.reduce((a, b) => a + b, 0),
        calls: whole.count,
      })
    }
  }

  const byModule = new Map()
  for (const r of rows) {
    const m = byModule.get(r.label) ?? { functions: 0, bytes: 0 }
    m.functions++
    m.bytes += r.bytes
    byModule.set(r.label, m)
  }
  const total = rows.reduce((a, r) => a + r.bytes, 0)
  printTable(
    `Code createAppKit() runs for the first time: ${rows.length} functions, ${total} bytes of minified code`,
    ['module', 'functions', 'bytes run'],
    [...byModule]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .map(([label, m]) => [label, m.functions, m.bytes]),
  )
  printTable(
    `The ${TOP} largest of those functions`,
    ['function (source line)', 'calls', 'bytes run'],
    rows
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, TOP)
      .map((r) => [`${r.name || '(anonymous)'} ${r.label}:${r.line}`, r.calls, r.bytes]),
  )
}

await main()
