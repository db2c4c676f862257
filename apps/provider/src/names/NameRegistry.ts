import { createHash } from 'node:crypto'
import { isValidName } from '@latchkey/core'
import type { Hex } from 'viem'
import type { Database } from '../db/Database'
import { ApiError } from '../http/ApiError'
import type { NameDirectory } from './NameDirectory'
import { takeNameSlot } from './nameCaps'
import { chainIdOfCoinType, type RegistrationBody, readClaim } from './nameClaim'
import { fullName } from './nameRules'
import type { SignatureCheck } from './nameSignature'

export interface NameRegistryOptions {
  zone: string
  claimMaxAgeSeconds: number
  /** Names one address may hold, and names registered through one project (issue 39). */
  maxPerAddress: number
  maxPerProject: number
  now?: () => number
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

const SUGGESTIONS = 5

/** Registers names of the zone (SPEC §4 name registration) and suggests free ones. */
export class NameRegistry {
  private readonly now: () => number

  constructor(
    private readonly db: Database,
    private readonly directory: NameDirectory,
    private readonly checkSignature: SignatureCheck,
    private readonly options: NameRegistryOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  get zone(): string {
    return this.options.zone
  }

  /**
   * Registers the name a signed claim asks for, through `projectId`. Refuses (with the reason) a
   * claim that is not the address's signature, is too old, was already used, asks for a taken
   * name, or would pass the address's or the project's cap.
   */
  async register(body: RegistrationBody, projectId: string): Promise<{ name: string }> {
    const { zone, claimMaxAgeSeconds } = this.options
    const claim = readClaim(body.message, zone, claimMaxAgeSeconds, this.now())
    const signed = await this.checkSignature({
      address: body.address as Hex,
      message: body.message,
      signature: body.signature as Hex,
      chainId: chainIdOfCoinType(body.coin_type),
    })
    if (!signed)
      throw new ApiError(401, 'SIGNATURE_REFUSED', 'The signature is not the address’s own')
    // Kept exactly as signed: readClaim took only a lower-case `label.zone`.
    const { name } = claim
    // The message holds its time and nonce: the same address's same message is one claim.
    const digest = createHash('sha256')
      .update(`${body.address.toLowerCase()}\n${body.message}`)
      .digest('hex')
    const { avatar, ...attributes } = claim.attributes
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM name_claims WHERE expires_at < $1', [new Date(this.now())])
      const fresh = await tx.query(
        `INSERT INTO name_claims (digest, address, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING digest`,
        [digest, body.address, claim.expiresAt],
      )
      if (fresh.length === 0)
        throw new ApiError(401, 'SIGNATURE_REFUSED', 'This signature was already used')
      await takeNameSlot(tx, body.address, projectId, this.options)
      const added = await tx.query(
        `INSERT INTO names (name, address, coin_type, avatar, attributes, project_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING name`,
        [name, body.address, body.coin_type, avatar ?? null, JSON.stringify(attributes), projectId],
      )
      if (added.length === 0) throw new ApiError(409, 'NAME_TAKEN', `${name} is already taken`)
    })
    this.directory.forget(body.address)
    return { name }
  }

  /** The name asked for (registered or not), then free names close to it; `label` as kept. */
  async suggest(label: string): Promise<NameSuggestion[]> {
    const candidates = [label]
    for (let n = 1; candidates.length < 4 * SUGGESTIONS; n++) {
      const variant = `${label}${n}`
      if (!isValidName(variant)) break
      candidates.push(variant)
    }
    const names = candidates.map((c) => fullName(c, this.options.zone))
    const rows = await this.db.query<{ name: string }>(
      'SELECT lower(name) AS name FROM names WHERE lower(name) = ANY($1::text[])',
      [names],
    )
    const taken = new Set(rows.map((row) => row.name))
    const [asked, ...variants] = names
    return [
      { name: asked as string, registered: taken.has(asked as string) },
      ...variants
        .filter((name) => !taken.has(name))
        .slice(0, SUGGESTIONS - 1)
        .map((name) => ({ name, registered: false })),
    ]
  }
}
