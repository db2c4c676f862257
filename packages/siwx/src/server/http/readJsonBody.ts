import type { IncomingMessage } from 'node:http'
import { SiwxRequestError } from './SiwxRequestError'

/** Far above a few signed sessions, far below what would hurt. */
export const MAX_BODY_BYTES = 64 * 1024

/** The request's JSON body; 413 past `maxBytes` (the rest is not read), 400 if it is not JSON. */
export function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const tooLarge = () =>
    new SiwxRequestError(413, 'body-too-large', `The body is larger than ${maxBytes} bytes`)
  if (Number(req.headers['content-length']) > maxBytes) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      // Stop keeping it; the 413 goes out with Connection: close.
      req.off('data', onData)
      reject(tooLarge())
    }
    req.on('data', onData)
    req.on('end', () => {
      if (size > maxBytes) return
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch {
        reject(new SiwxRequestError(400, 'invalid-json', 'The body is not JSON'))
      }
    })
    req.on('error', () =>
      reject(new SiwxRequestError(400, 'unreadable-body', 'The body could not be read')),
    )
  })
}
