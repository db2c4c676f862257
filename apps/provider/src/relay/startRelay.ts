import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { attachRelay } from './attachRelay'
import type { RelayOptions } from './RelayOptions'

export interface StartRelayOptions extends RelayOptions {
  /** Default 127.0.0.1: the relay is for local use unless told otherwise. */
  host?: string
  /** 0 (the default) picks a free port. */
  port?: number
}

export interface RunningRelay {
  /** The WebSocket URL clients use as `relayUrl`, e.g. ws://127.0.0.1:4455 */
  url: string
  port: number
  /** Whether messages go through Redis. */
  shared: boolean
  stop(): Promise<void>
}

/** The relay on its own HTTP server (tests, or a relay process beside the provider). */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer((request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 426, { 'content-type': 'text/plain' })
    response.end(healthy ? 'ok' : 'WebSocket upgrade required')
  })
  const relay = await attachRelay(server, options)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  }).catch(async (error) => {
    await relay.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const hostInUrl = host.includes(':') ? `[${host}]` : host
  let stopped: Promise<void> | undefined
  return {
    url: `ws://${hostInUrl}:${port}${options.path ?? ''}`,
    port,
    shared: relay.shared,
    stop() {
      stopped ??= (async () => {
        await relay.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
      })()
      return stopped
    },
  }
}
