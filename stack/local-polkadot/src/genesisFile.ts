import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Overrides where the genesis is read from (a worktree, another checkout). */
export const POLKADOT_GENESIS_ENV = 'LATCHKEY_POLKADOT_GENESIS'
export const GENESIS_FILE_NAME = 'kusama-local-genesis.json'

/** The repository root: this package sits at stack/local-polkadot/{src,dist}. */
function repositoryRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
}

/**
 * The Kusama local genesis (a raw chain spec), read at run time from the shared fixtures beside
 * the repository (`../shared/fixtures/polkadot/`), never copied into it. Undefined when absent
 * (a fresh clone): callers start without the Polkadot chain and say so.
 */
export function findPolkadotGenesis(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const override = env[POLKADOT_GENESIS_ENV]
  if (override) return existsSync(override) ? override : undefined
  const shared = resolve(repositoryRoot(), '../shared/fixtures/polkadot', GENESIS_FILE_NAME)
  return existsSync(shared) ? shared : undefined
}
