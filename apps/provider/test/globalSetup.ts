import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { createPgliteDatabase } from '../src/db/createPgliteDatabase'
import { migrate } from '../src/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar): loading it skips initdb in every test file. */
    pgliteDump: string
  }
}

export default async function setup(project: TestProject) {
  const pg = new PGlite()
  const db = await createPgliteDatabase(pg)
  await migrate(db)
  const dump = await pg.dumpDataDir('none')
  await db.close()
  const path = join(tmpdir(), `latchkey-provider-pglite-${process.pid}.tar`)
  await writeFile(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', path)
  return () => rm(path, { force: true })
}
