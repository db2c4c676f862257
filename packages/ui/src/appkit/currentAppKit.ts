import type { AppKit } from './createAppKit'

type Listener = (appKit: AppKit | undefined) => void

let current: AppKit | undefined
const listeners = new Set<Listener>()

/** The instance web components draw from; they may be on the page before it exists. */
export function getCurrentAppKit(): AppKit | undefined {
  return current
}

export function setCurrentAppKit(appKit: AppKit | undefined): void {
  current = appKit
  for (const listener of listeners) listener(appKit)
}

export function onCurrentAppKit(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
