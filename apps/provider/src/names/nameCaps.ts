import type { Queryable } from '../db/Database'
import { ApiError } from '../http/ApiError'

export interface NameCapsParameters {
  /** Names one address may hold. */
  maxPerAddress: number
  /** Names registered through one project. */
  maxPerProject: number
}

// Advisory lock spaces (two-key form): registrations of one address, and of one project, queue.
const ADDRESS_LOCKS = 39_001
const PROJECT_LOCKS = 39_002

/**
 * Inside a registration's transaction: refuses (409) a name past the address's or the project's
 * cap. The locks make the count exact when one address or project registers in parallel.
 */
export async function takeNameSlot(
  tx: Queryable,
  address: string,
  projectId: string,
  caps: NameCapsParameters,
): Promise<void> {
  // Always address, then project: two registrations never wait for each other in a circle.
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(lower($2)))', [ADDRESS_LOCKS, address])
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PROJECT_LOCKS, projectId])
  const [held] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM names WHERE lower(address) = lower($1)',
    [address],
  )
  if ((held?.count ?? 0) >= caps.maxPerAddress)
    throw new ApiError(
      409,
      'NAME_LIMIT',
      `This address already holds ${caps.maxPerAddress} names, the most one address may hold`,
    )
  const [registered] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM names WHERE project_id = $1',
    [projectId],
  )
  if ((registered?.count ?? 0) >= caps.maxPerProject)
    throw new ApiError(
      409,
      'NAME_LIMIT',
      `This app has registered ${caps.maxPerProject} names, the most it may register`,
    )
}
