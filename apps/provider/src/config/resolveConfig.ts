import { z } from 'zod'
import { backendOf } from '../chains/namespaceBackends'
import { onrampConfigProblems } from '../onramp/onrampConfigProblems'
import { type ProviderConfig, type ProviderConfigInput, providerConfigSchema } from './configSchema'

/** Thrown when the configuration does not validate; the message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates a configuration and fills its defaults. */
export function resolveConfig(input: ProviderConfigInput = {}): ProviderConfig {
  const result = providerConfigSchema.safeParse(input)
  if (!result.success) {
    throw new ConfigError(`Invalid provider configuration:\n${z.prettifyError(result.error)}`)
  }
  const config = result.data
  const ids = new Set<string>()
  for (const chain of config.chains) {
    if (ids.has(chain.id)) throw new ConfigError(`Chain ${chain.id} is configured twice`)
    ids.add(chain.id)
    const backend = backendOf(chain.id)
    for (const token of chain.tokens) {
      const parseToken = backend?.parseTokenAddress ?? backend?.parseAddress
      if (parseToken?.(token.address) === undefined) {
        throw new ConfigError(
          `Token ${token.symbol} of chain ${chain.id}: address must be ${backend?.tokenAddressRule}`,
        )
      }
    }
  }
  const projects = new Set<string>()
  for (const project of config.projects) {
    if (projects.has(project.id)) throw new ConfigError(`Project ${project.id} is configured twice`)
    projects.add(project.id)
  }
  const onramp = onrampConfigProblems(config)
  if (onramp.length > 0)
    throw new ConfigError(`Invalid on-ramp configuration:\n${onramp.join('\n')}`)
  return config
}
