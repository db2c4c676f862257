import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { FrameConfigInput, FrameOptions } from '../config/FrameConfig'
import { createFrameApp } from './createFrameApp'
import type { FrameServices } from './FrameServices'

export interface RunningSecureFrame {
  /** Base URL, the frame's own origin, e.g. http://127.0.0.1:4500 */
  url: string
  port: number
  /** The development mailbox page, when it is on. */
  mailboxUrl: string | undefined
  services: FrameServices
  stop(): Promise<void>
}

/** Starts the secure frame's server on its own origin (0 = a free port). */
export async function startSecureFrame(
  input: FrameConfigInput = {},
  options: FrameOptions & { scriptPath?: URL } = {},
): Promise<RunningSecureFrame> {
  const frame = await createFrameApp(input, options)
  const { config } = frame.services
  const server = createAdaptorServer({ fetch: frame.app.fetch, hostname: config.host }) as Server
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, config.host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await frame.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
  frame.setPublicUrl(url)
  let stopped: Promise<void> | undefined
  return {
    url,
    port,
    mailboxUrl: frame.services.mailbox ? `${url}/mailbox` : undefined,
    services: frame.services,
    stop: () => {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await frame.close()
      })()
      return stopped
    },
  }
}
