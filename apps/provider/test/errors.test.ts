import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db/Database'
import { createProviderApp } from '../src/server/createProviderApp'
import type { Logger } from '../src/server/Logger'
import { startProvider } from '../src/server/startProvider'
import { openTestDatabase, PROJECT_ID } from './helpers'

describe('genuine bugs', () => {
  it('are logged with their stack and answered with a generic 500', async () => {
    const real = await openTestDatabase()
    // The names table "breaks": a query fails with details that must never reach the client.
    const broken: Database = {
      ...real,
      query: (sql, params) =>
        sql.includes('FROM names')
          ? Promise.reject(new Error('relation broke at /srv/secret/db.ts:12'))
          : real.query(sql, params),
    }
    const logged: { message: string; fields?: Record<string, unknown> }[] = []
    const logger: Logger = {
      info() {},
      warn() {},
      error: (message, fields) => logged.push({ message, fields }),
    }
    const provider = await startProvider(
      { port: 0, projects: [{ id: PROJECT_ID, allowedOrigins: [] }] },
      { logger, database: broken },
    )
    try {
      const response = await fetch(
        `${provider.url}/v1/identity/0x70997970C51812dc3A010C7d01b50e0d17dc79C8?projectId=${PROJECT_ID}`,
      )
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Internal error' },
      })
      expect(logged).toEqual([
        {
          message: 'unhandled error',
          fields: expect.objectContaining({
            method: 'GET',
            error: 'relation broke at /srv/secret/db.ts:12',
            stack: expect.stringContaining('Error'),
          }),
        },
      ])
    } finally {
      await provider.stop()
      await real.close()
    }
  })

  it('a configuration error stops the start with every problem named', async () => {
    await expect(
      createProviderApp({ port: -1, projects: [{ id: '', allowedOrigins: ['*'] }] }),
    ).rejects.toThrow(/Invalid provider configuration[\s\S]*port[\s\S]*projects/)
  })

  it('a taken port fails the start and releases the database', async () => {
    const firstDb = await openTestDatabase()
    const first = await startProvider(
      { port: 0 },
      { database: firstDb, logger: { info() {}, warn() {}, error() {} } },
    )
    try {
      const db = await openTestDatabase()
      await expect(startProvider({ port: first.port }, { database: db })).rejects.toThrow(
        /EADDRINUSE/,
      )
      await db.close()
    } finally {
      await first.stop()
      await firstDb.close()
    }
  })
})
