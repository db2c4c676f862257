import { createApprovals } from './approvals'
import { createEmitter } from './emitter'
import { invalidParams, toProviderRpcError, unsupportedMethod } from './errors'
import { createAccountMethods } from './methods/accountMethods'
import { createCallsMethods } from './methods/callsMethods'
import { createChainMethods } from './methods/chainMethods'
import { createReadOnlyMethods } from './methods/readOnlyMethods'
import { createSigningMethods } from './methods/signingMethods'
import { createSubscriptionMethods } from './methods/subscriptionMethods'
import { createTransactionMethods } from './methods/transactionMethods'
import type { MethodTable } from './methods/types'
import { normaliseOptions } from './options'
import type { CreateDevWalletParameters, DevWalletProvider, EIP1193RequestArguments } from './types'
import { createWalletContext } from './walletContext'

export type CreateDevWalletReturnType = DevWalletProvider

function positionalParams(
  method: string,
  params: EIP1193RequestArguments['params'],
): readonly unknown[] {
  if (params === undefined || params === null) return []
  if (Array.isArray(params)) return params
  throw invalidParams(`${method} expects its params as an array`)
}

/**
 * Creates an EIP-1193 provider backed by local private keys over the chains' JSON-RPC nodes.
 * Development only: the keys live in page memory.
 */
export function createDevWallet(parameters: CreateDevWalletParameters): CreateDevWalletReturnType {
  const options = normaliseOptions(parameters)
  const approvals = createApprovals(parameters.mode ?? 'auto-approve', parameters.approve)
  const emitter = createEmitter()
  const ctx = createWalletContext(options, approvals, emitter)
  const methods: MethodTable = Object.assign(
    Object.create(null),
    createReadOnlyMethods(ctx),
    createAccountMethods(ctx),
    createChainMethods(ctx),
    createSigningMethods(ctx),
    createTransactionMethods(ctx),
    createCallsMethods(ctx),
    createSubscriptionMethods(ctx),
  )

  const provider: DevWalletProvider = {
    async request(args) {
      try {
        if (!args || typeof args.method !== 'string')
          throw invalidParams('request expects { method, params }')
        const handler = methods[args.method]
        if (!handler) throw unsupportedMethod(args.method)
        return await handler(positionalParams(args.method, args.params))
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    isLatchkeyDevWallet: true,
    info: options.info,
    approvals,
    getState: () => ctx.getState(),
    selectAccount: (address) => ctx.selectAccount(address),
  }
  return Object.freeze(provider)
}
