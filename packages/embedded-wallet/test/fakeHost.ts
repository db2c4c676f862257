import { createPendingRequests, type EmbeddedHost } from '@latchkey/controllers'

/** The host the controllers bind, recording the calls the provider makes on it. */
export function fakeHost() {
  const calls: string[] = []
  const host: EmbeddedHost = {
    pendingRequests: createPendingRequests(),
    approvalStarted: () => calls.push('approvalStarted'),
    approvalEnded: () => calls.push('approvalEnded'),
    alert: (code) => calls.push(`alert:${code}`),
    theme: () => ({ themeMode: 'dark', themeVariables: {} }),
    onThemeChange: () => () => {},
    dappData: () => ({ projectId: 'p', sdkVersion: 'test' }),
  }
  return { host, calls }
}
