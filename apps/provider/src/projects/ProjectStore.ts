import { TtlCache } from '../cache/TtlCache'
import type { ProjectConfig } from '../config/configSchema'
import type { Database } from '../db/Database'
import { type OriginPattern, parseOriginPattern } from './originPattern'

export interface Project {
  id: string
  name: string | null
  allowedOrigins: string[]
  patterns: OriginPattern[]
  analyticsEnabled: boolean
}

/** The project a development stack uses; its origins are loopback on any port. */
export const DEV_PROJECT: ProjectConfig = {
  id: 'latchkey-dev',
  name: 'Latchkey local development',
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
  analyticsEnabled: true,
}

interface ProjectRow {
  id: string
  name: string | null
  allowed_origins: string[]
  analytics_enabled: boolean
}

// Lookups are cached briefly so a flood of requests costs no queries; edits show within seconds.
const CACHE_MS = 5_000

/** Projects live in the database; configured ones are written there at start. */
export class ProjectStore {
  private readonly cache = new TtlCache<Project | null>(CACHE_MS, 10_000)
  private all: { at: number; projects: Project[] } | undefined

  constructor(private readonly db: Database) {}

  /** Writes configured projects, replacing their origins and flags. */
  async upsert(projects: readonly ProjectConfig[]): Promise<void> {
    for (const p of projects) {
      await this.db.query(
        `INSERT INTO projects (id, name, allowed_origins, analytics_enabled) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
           analytics_enabled = EXCLUDED.analytics_enabled, updated_at = now()`,
        [p.id, p.name ?? null, p.allowedOrigins, p.analyticsEnabled],
      )
      this.cache.delete(p.id)
    }
    this.all = undefined
  }

  /** What the cache knows of a project: it, null when known not to exist, undefined when unknown. */
  cached(id: string): Project | null | undefined {
    return this.cache.get(id)
  }

  async get(id: string): Promise<Project | undefined> {
    const cached = this.cache.get(id)
    if (cached !== undefined) return cached ?? undefined
    const rows = await this.db.query<ProjectRow>(
      'SELECT id, name, allowed_origins, analytics_enabled FROM projects WHERE id = $1',
      [id],
    )
    const project = rows[0] ? toProject(rows[0]) : null
    this.cache.set(id, project)
    return project ?? undefined
  }

  /** Every project; used to answer CORS preflights that carry no project id. */
  async list(): Promise<Project[]> {
    if (this.all && Date.now() - this.all.at < CACHE_MS) return this.all.projects
    const rows = await this.db.query<ProjectRow>(
      'SELECT id, name, allowed_origins, analytics_enabled FROM projects',
    )
    this.all = { at: Date.now(), projects: rows.map(toProject) }
    return this.all.projects
  }
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    patterns: row.allowed_origins.flatMap((o) => parseOriginPattern(o) ?? []),
    analyticsEnabled: row.analytics_enabled,
  }
}
