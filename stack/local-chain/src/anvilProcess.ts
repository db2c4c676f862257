import { type ChildProcess, spawn } from 'node:child_process'
import { trackChild, untrackChild } from './childRegistry'

/** Raised when anvil exits while we still need it. `output` is the tail of what it printed. */
export class AnvilExitedError extends Error {
  override name = 'AnvilExitedError'
  constructor(
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(
      `anvil exited (code ${exitCode ?? 'signal'}) before it was ready: ${output.trim() || 'no output'}`,
    )
  }
}

export interface AnvilProcess {
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<number | null>
  /** The last few KB that anvil wrote to stdout and stderr. */
  output(): string
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>
}

const outputLimit = 4096

/** Spawns anvil with `args`, keeps the tail of its output, and registers it for cleanup on exit. */
export function spawnAnvil(binary: string, args: string[]): AnvilProcess {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-outputLimit)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  trackChild(child)

  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      untrackChild(child)
      resolve(code)
    })
    // A spawn failure (ENOENT, EACCES) emits 'error' and no 'exit'.
    child.once('error', (error) => {
      keep(Buffer.from(String(error)))
      untrackChild(child)
      resolve(null)
    })
  })

  let stopping: Promise<void> | undefined
  const stop = (graceMs = 3000) => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    })()
    return stopping
  }

  return { child, exited, output: () => tail, stop }
}
