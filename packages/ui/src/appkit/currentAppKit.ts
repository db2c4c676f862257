import type { Messages } from '../i18n'
import type { AppKit } from './createAppKit'

/** How the instance speaks: the page's buttons use the same locale and texts as the modal. */
export interface AppKitPresentation {
  locale?: string
  messages?: Partial<Messages>
}

type Listener = (appKit: AppKit | undefined) => void

let current: AppKit | undefined
let presentation: AppKitPresentation = {}
const listeners = new Set<Listener>()

/** The instance web components draw from; they may be on the page before it exists. */
export function getCurrentAppKit(): AppKit | undefined {
  return current
}

export function getCurrentPresentation(): AppKitPresentation {
  return presentation
}

export function setCurrentAppKit(
  appKit: AppKit | undefined,
  options: AppKitPresentation = {},
): void {
  current = appKit
  presentation = appKit ? options : {}
  for (const listener of listeners) listener(appKit)
}

export function onCurrentAppKit(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
