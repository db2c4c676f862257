import { hashTypedData, hexToString, isAddress, isHex, type TypedDataDefinition } from 'viem'
import { invalidParams } from '../errors'
import type { WalletContext } from '../walletContext'
import type { MethodTable } from './types'

function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // Only show decoded text when it is printable; otherwise keep the hex.
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

function parseTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw invalidParams('typed data must be JSON')
    }
  }
  const d = data as Partial<TypedDataDefinition> | null
  if (!d || typeof d !== 'object' || !d.types || !d.primaryType || !d.message) {
    throw invalidParams('typed data needs types, primaryType, domain and message')
  }
  try {
    hashTypedData(d as TypedDataDefinition)
  } catch (error) {
    throw invalidParams(
      `typed data is not valid EIP-712: ${(error as Error).message.split('\n')[0]}`,
    )
  }
  return d as TypedDataDefinition
}

export function createSigningMethods(ctx: WalletContext): MethodTable {
  return {
    personal_sign: async (params) => {
      let [message, address] = params
      // Some apps send [address, message]; accept it when only the first one is an address.
      if (
        typeof message === 'string' &&
        isAddress(message) &&
        !(typeof address === 'string' && isAddress(address))
      ) {
        ;[message, address] = [address, message]
      }
      if (typeof message !== 'string')
        throw invalidParams('personal_sign expects [message, address]')
      const account = ctx.authorizedAccount(address)
      await ctx.requireApproval({
        kind: 'sign-message',
        method: 'personal_sign',
        params,
        account: account.address,
        summary: `Sign message: ${readableMessage(message)}`,
      })
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },
    eth_signTypedData_v4: async (params) => {
      const [address, raw] = params
      const account = ctx.authorizedAccount(address)
      const typedData = parseTypedData(raw)
      const domainChainId = typedData.domain?.chainId
      if (domainChainId !== undefined && Number(domainChainId) !== ctx.chainId()) {
        throw invalidParams(
          `Provided chainId "${domainChainId}" must match the active chainId "${ctx.chainId()}"`,
        )
      }
      await ctx.requireApproval({
        kind: 'sign-typed-data',
        method: 'eth_signTypedData_v4',
        params,
        account: account.address,
        summary: `Sign ${String(typedData.primaryType)} for ${typedData.domain?.name ?? 'this site'}`,
      })
      return account.signTypedData(typedData)
    },
  }
}
