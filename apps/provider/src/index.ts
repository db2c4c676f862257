export { type LocalBitcoinLike, localBitcoinConfig } from './chains/bip122/localBitcoinConfig'
export { type LocalSolanaLike, localSolanaConfig } from './chains/solana/localSolanaConfig'
export type {
  ChainConfig,
  ProjectConfig,
  ProviderConfig,
  ProviderConfigInput,
  TokenConfig,
} from './config/configSchema'
export { DEFAULT_PORT, loadConfig } from './config/loadConfig'
export { type LocalChainLike, localChainConfig } from './config/localChainConfig'
export { ConfigError, resolveConfig } from './config/resolveConfig'
export type { Database, Queryable } from './db/Database'
export { migrate } from './db/migrate'
export { MIGRATIONS, type Migration } from './db/migrations'
export { openDatabase } from './db/openDatabase'
export { GATEWAY_METHODS } from './gateway/allowedMethods'
export { ApiError, type ApiErrorBody, type ApiErrorCode, badRequest } from './http/ApiError'
export { forwardedClientIp, type TrustProxy } from './http/clientIp'
export { parseInput } from './http/parseInput'
export { readJsonBody } from './http/readJsonBody'
export { type OriginPattern, originMatches, parseOriginPattern } from './projects/originPattern'
export { DEV_PROJECT, type Project, ProjectStore } from './projects/ProjectStore'
export {
  type AttachedRelay,
  attachRelay,
  type RelayClientInfo,
  type RelayLogger,
  type RelayOptions,
  type RunningRelay,
  type StartRelayOptions,
  startRelay,
} from './relay'
export {
  createProviderApp,
  type ProviderApp,
  type ProviderOptions,
} from './server/createProviderApp'
export { consoleLogger, describeError, type Logger, silentLogger } from './server/Logger'
export { relayAccess } from './server/relayAccess'
export { type RunningProvider, startProvider } from './server/startProvider'
