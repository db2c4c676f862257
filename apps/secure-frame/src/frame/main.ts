// The secure frame's page script: talks to the embedding app (SPEC §7) and keeps the keys.
import { CONSTANTS } from '@latchkey/core'
import type { FramePageConfig } from '../routes/frameRoutes'
import { devicePasskey } from './devicePasskey'
import { type FrameState, handleMessage } from './handleMessage'
import { frameApi } from './host/frameApi'
import { openHostChannel } from './host/hostChannel'
import { deviceVault } from './keys/deviceVault'
import { indexedDbVaultStorage } from './keys/indexedDbVaultStorage'
import { browserPasskeyCeremony } from './keys/passkeyCeremony'
import { passkeyVault } from './keys/passkeyVault'
import { knownDevice } from './knownDevice'
import { smartAccounts } from './smart/smartAccounts'
import { socialFlow } from './social/socialFlow'
import { createPrompter } from './ui/prompts'
import { walletSession } from './walletSession'

const meta = document.querySelector('meta[name="latchkey-frame"]')?.getAttribute('content')
const config = JSON.parse(meta ?? '{}') as FramePageConfig
const root = document.getElementById('frame') as HTMLElement
const api = frameApi(config.projectId)

let chainId = initialChain(config.chainId)
const state = {} as FrameState
const channel = openHostChannel(config.allowedOrigins, (message) => handleMessage(state, message))
const prompt = createPrompter(channel, root)
const devices = deviceVault(indexedDbVaultStorage())
const passkeys = passkeyVault(indexedDbVaultStorage())
const wallet = walletSession(
  api,
  devices,
  prompt,
  devicePasskey(devices, passkeys, browserPasskeyCeremony(), prompt),
)
Object.assign(state, {
  api,
  wallet,
  knownDevice: knownDevice(api, indexedDbVaultStorage()),
  prompt,
  social: socialFlow(api),
  email: undefined,
  dappName: undefined,
  logger: config.enableLogger,
  rpc: {
    wallet,
    prompt,
    chainId: () => chainId,
    setChainId: (id: number) => {
      chainId = id
    },
    gatewayUrl: (id: number) => gateway(`eip155:${id}`),
    host,
    smart: smartAccounts({
      providerUrl: config.providerUrl,
      projectId: config.projectId,
      gatewayUrl: (id: number) => gateway(`eip155:${id}`),
    }),
    batches: new Map(),
  },
  solana: {
    solanaKey: async () => (await wallet.account()).solana,
    prompt,
    solanaRpcUrl: (caipNetworkId: string) => gateway(caipNetworkId),
    host,
  },
} satisfies FrameState)

function host() {
  return {
    origin: channel.hostOrigin ?? '',
    ...(state.dappName ? { dappName: state.dappName } : {}),
  }
}

/** The provider's RPC gateway for a CAIP-2 network (it refuses chains it does not serve). */
function gateway(caipNetworkId: string): string | undefined {
  if (!config.providerUrl) return undefined
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId: config.projectId })
  return `${config.providerUrl}/v1/?${query}`
}

channel.announce(location.ancestorOrigins?.[0])

/** SPEC §9 default login chain 1 when the query names none the frame can read. */
function initialChain(value: string): number {
  const id = Number(value.startsWith('eip155:') ? value.slice(7) : value)
  return Number.isSafeInteger(id) && id > 0 ? id : CONSTANTS.DEFAULT_LOGIN_CHAIN_ID
}
