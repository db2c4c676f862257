import { readFileSync } from 'node:fs'
import type { ProviderConfig, ProviderConfigInput } from './configSchema'
import { ConfigError, resolveConfig } from './resolveConfig'

/** Port used by `pnpm start` when neither PORT nor the config file gives one. */
export const DEFAULT_PORT = 4400

type Env = Record<string, string | undefined>

/** Reads the JSON config file named by PROVIDER_CONFIG, then lets PORT, HOST, DATABASE_URL, PROVIDER_DATA_DIR, REDIS_URL, PROVIDER_CURSOR_SECRET, PROVIDER_ONRAMP_FAUCET_KEY and PROVIDER_ONRAMP_SOLANA_FAUCET_KEY override it. */
export function loadConfig(env: Env = process.env): ProviderConfig {
  const file: ProviderConfigInput = env.PROVIDER_CONFIG ? readConfigFile(env.PROVIDER_CONFIG) : {}
  const input: ProviderConfigInput = {
    port: DEFAULT_PORT,
    devProject: env.NODE_ENV !== 'production',
    ...file,
  }
  if (env.PORT !== undefined) input.port = parsePort(env.PORT)
  if (env.HOST) input.host = env.HOST
  if (env.DATABASE_URL) input.databaseUrl = env.DATABASE_URL
  if (env.PROVIDER_DATA_DIR) input.dataDir = env.PROVIDER_DATA_DIR
  if (env.REDIS_URL) input.redisUrl = env.REDIS_URL
  if (env.PROVIDER_CURSOR_SECRET) {
    input.history = { ...input.history, cursorSecret: env.PROVIDER_CURSOR_SECRET }
  }
  if (env.PROVIDER_ONRAMP_FAUCET_KEY) {
    input.onramp = { ...input.onramp, faucetPrivateKey: env.PROVIDER_ONRAMP_FAUCET_KEY }
  }
  if (env.PROVIDER_ONRAMP_SOLANA_FAUCET_KEY) {
    input.onramp = { ...input.onramp, solanaFaucetSeed: env.PROVIDER_ONRAMP_SOLANA_FAUCET_KEY }
  }
  return resolveConfig(input)
}

function readConfigFile(path: string): ProviderConfigInput {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`Cannot read PROVIDER_CONFIG file ${path}: ${(error as Error).message}`)
  }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('the top level must be an object')
    }
    return parsed as ProviderConfigInput
  } catch (error) {
    throw new ConfigError(
      `PROVIDER_CONFIG file ${path} is not valid JSON: ${(error as Error).message}`,
    )
  }
}

function parsePort(text: string): number {
  const port = Number(text)
  if (!/^\d{1,5}$/.test(text) || port > 65535)
    throw new ConfigError(`PORT must be 0-65535, got '${text}'`)
  return port
}
