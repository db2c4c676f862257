import { createServer } from 'node:net'

/** A loopback port nothing listens on: connections to it are refused at once (a dead upstream). */
export const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
