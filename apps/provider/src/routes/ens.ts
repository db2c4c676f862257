import type { Hono } from 'hono'
import { z } from 'zod'
import { avatarImageUri } from '../ens/avatarImageUri'
import { ensIdentity } from '../ens/ensServices'
import { gatewayAnswer } from '../ens/gatewayAnswer'
import { ApiError, notFound } from '../http/ApiError'
import { requireProject } from '../http/guardProject'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { evmAddress, sdkQuery } from '../http/schemas'
import { NftImageError } from '../nfts/NftImageReader'
import { nftServices } from '../nfts/nftServices'
import { NftUriError } from '../nfts/resolveNftUri'
import type { AppEnv, Services } from '../server/Services'

const MAX_LOOKUP_BYTES = 4096
const hexData = z
  .string()
  .max(2 + 2 * MAX_LOOKUP_BYTES)
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes')
const lookupSchema = z.object({ sender: evmAddress, data: hexData })
const avatarQuery = z.object(sdkQuery)

/**
 * ENS (issue 37): GET /v1/identity/{address}/avatar serves the avatar of the address's ENS primary
 * name (ENSIP-12, NFT avatars only when held) through the image checks; the CCIP-Read gateway
 * (EIP-3668) GET /v1/ens/gateway/{sender}/{data}.json and POST /v1/ens/gateway answer the name
 * service's names with signed records for EnsOffchainResolver.
 */
export function ensRoutes(app: Hono<AppEnv>, services: Services) {
  app.get('/v1/identity/:address/avatar', requireProject(services), async (c) => {
    const address = parseInput(evmAddress, c.req.param('address'), 'path') as `0x${string}`
    parseInput(avatarQuery, c.req.query(), 'query')
    const profile = await ensIdentity(services).profile(address)
    if (!profile?.avatar) throw notFound(`${address} has no ENS avatar`)
    const { images } = nftServices(services)
    let image: Awaited<ReturnType<typeof images.read>>
    try {
      const uri = await avatarImageUri(services, profile.avatar, address)
      if (!uri) throw notFound(`The avatar of ${profile.name} is not an image its owner holds`)
      image = await images.read(uri)
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (error instanceof NftImageError || error instanceof NftUriError)
        throw new ApiError(502, 'UPSTREAM_ERROR', `The avatar was refused: ${error.message}`)
      throw new ApiError(502, 'UPSTREAM_ERROR', 'The avatar could not be read')
    }
    c.header('Cache-Control', 'public, max-age=300')
    c.header('ETag', image.etag)
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304)
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.type })
  })

  const answer = async (input: unknown) => {
    const key = services.config.ens.gatewayKey
    if (!key) throw notFound('This provider runs no ENS gateway')
    const lookup = parseInput(lookupSchema, input, 'body')
    const zone = services.nameRegistry.zone
    const data = await gatewayAnswer(
      { sender: lookup.sender as `0x${string}`, data: lookup.data as `0x${string}` },
      zone,
      (name) => services.names.lookup(name),
      key as `0x${string}`,
      services.config.ens.answerTtlSeconds,
    )
    return { data }
  }

  app.get('/v1/ens/gateway/:sender/:data', async (c) => {
    const data = c.req.param('data').replace(/\.json$/, '')
    const body = await answer({ sender: c.req.param('sender'), data })
    // Any ENS client, in any page, may read the gateway (EIP-3668 gateways are public).
    c.header('Access-Control-Allow-Origin', '*')
    return c.json(body)
  })

  app.post('/v1/ens/gateway', async (c) => {
    const body = await answer(await readJsonBody(c, 2 * MAX_LOOKUP_BYTES + 1024))
    c.header('Access-Control-Allow-Origin', '*')
    return c.json(body)
  })
}
