// The browser project's globalSetup: starts the stack host (stackHostProcess.mjs), which keeps
// one local stack per distinct set of options and one Chromium for every file (each file used to
// boot both itself: ~12 s a file), and provides its URL to the files as `stackHost`.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack host's control server, e.g. http://127.0.0.1:41234 */
    stackHost: string
  }
}

const HOST = fileURLToPath(new URL('./stackHostProcess.mjs', import.meta.url))

export default async function setup(project: TestProject) {
  const options = JSON.stringify({ chromiumPath: CHROMIUM_PATH, chromiumArgs: CHROMIUM_ARGS })
  // stdin stays a pipe: when this process ends, however it ends, the host stops its stacks.
  const host = spawn(process.execPath, [HOST, options], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => host.once('exit', resolve))
  const lines = createInterface({ input: host.stdout })
  const url = await new Promise<string>((resolve, reject) => {
    host.once('exit', (code) => reject(new Error(`the stack host exited (${code}) before its URL`)))
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url))
  })
  // What the stacks log after that is theirs; it stays out of the reporter's way.
  host.stdout.resume()
  project.provide('stackHost', url)
  return async () => {
    // Closing its stdin lets the host stop each stack in order (provider, then its chains). A
    // SIGTERM first would let the chain registry kill every anvil at once while the providers'
    // indexers still poll them, and their warnings would bury the run's summary.
    host.stdin.end()
    const terminator = setTimeout(() => host.kill('SIGTERM'), 20_000)
    const killer = setTimeout(() => host.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(terminator)
    clearTimeout(killer)
  }
}
