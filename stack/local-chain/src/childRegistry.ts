import type { ChildProcess } from 'node:child_process'

// Live anvil processes, killed when this Node process exits so no node outlives its owner.
const live = new Set<ChildProcess>()
let hooked = false

function killAll(): void {
  for (const child of live) child.kill('SIGKILL')
  live.clear()
}

function onSignal(signal: NodeJS.Signals): void {
  killAll()
  // If nobody else handles the signal, restore Node's default: exit because of it.
  if (process.listenerCount(signal) === 1) {
    unhook()
    process.kill(process.pid, signal)
  }
}

const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']

function hook(): void {
  if (hooked) return
  hooked = true
  process.on('exit', killAll)
  for (const signal of signals) process.on(signal, onSignal)
}

function unhook(): void {
  if (!hooked) return
  hooked = false
  process.off('exit', killAll)
  for (const signal of signals) process.off(signal, onSignal)
}

export function trackChild(child: ChildProcess): void {
  live.add(child)
  hook()
}

export function untrackChild(child: ChildProcess): void {
  live.delete(child)
  if (live.size === 0) unhook()
}
