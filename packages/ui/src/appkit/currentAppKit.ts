import { appKitInstance } from '@latchkey/controllers'
import { proxy } from 'valtio/vanilla'
import type { HostMessages } from '../i18n/hostMessages'
import type { AppKit } from './createAppKit'

/** How the instance speaks: the page's buttons use the same locale and texts as the modal. */
export interface AppKitPresentation {
  locale?: string
  messages?: HostMessages
}

// Per instance, not a second holder: the instance itself lives in controllers' appKitInstance.
// Each a valtio proxy (setLocale and setMessages change it live), as is the one of no instance.
const presentations = new WeakMap<object, AppKitPresentation>()
let none: AppKitPresentation | undefined

/** The instance web components draw from; they may be on the page before it exists. */
export function getCurrentAppKit(): AppKit | undefined {
  return appKitInstance.get<AppKit>()
}

export function getCurrentPresentation(): AppKitPresentation {
  const appKit = getCurrentAppKit()
  const presentation = appKit && presentations.get(appKit)
  if (presentation) return presentation
  none ??= proxy({})
  return none
}

export function setPresentation(appKit: AppKit, presentation: AppKitPresentation): void {
  presentations.set(appKit, presentation)
}

export function onCurrentAppKit(listener: (appKit: AppKit | undefined) => void): () => void {
  return appKitInstance.subscribe(() => listener(getCurrentAppKit()))
}
