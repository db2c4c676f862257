import type { AdapterConnection, AdapterWalletInfo } from '@latchkey/adapter-kit'
import { WalletRpcError } from '@latchkey/core'

/** Opens the wallet's session once the person said yes, with the account and peer they chose. */
export type OpenSession = (address?: string, peer?: AdapterWalletInfo) => AdapterConnection

interface Prompt {
  connectorId: string
  open: OpenSession
  promise: Promise<AdapterConnection>
  resolve(value: AdapterConnection): void
  reject(reason: unknown): void
}

/**
 * Connects waiting on the person in the wallet, answered oldest first by `approve()` or
 * `reject()`. A second ask to a connector already waiting joins it, as a pairing flow does.
 */
export function createConnectPrompts() {
  const prompts: Prompt[] = []

  function next(): Prompt {
    const prompt = prompts.shift()
    if (!prompt) throw new Error('no connect is waiting')
    return prompt
  }

  return {
    get count() {
      return prompts.length
    },

    wait(connectorId: string, open: OpenSession): Promise<AdapterConnection> {
      const joined = prompts.find((p) => p.connectorId === connectorId)
      if (joined) return joined.promise
      let settle!: Pick<Prompt, 'resolve' | 'reject'>
      const promise = new Promise<AdapterConnection>((resolve, reject) => {
        settle = { resolve, reject }
      })
      prompts.push({ connectorId, open, promise, ...settle })
      return promise
    },

    /** Fails the ask waiting on `connectorId`, if any (its pairing could not be renewed). */
    fail(connectorId: string, reason: unknown) {
      const waiting = prompts.find((p) => p.connectorId === connectorId)
      if (!waiting) return
      prompts.splice(prompts.indexOf(waiting), 1)
      waiting.reject(reason)
    },

    approve(address?: string, peer?: AdapterWalletInfo) {
      const prompt = next()
      try {
        prompt.resolve(prompt.open(address, peer))
      } catch (error) {
        // A step the test told the wallet to refuse still refuses after the person's yes.
        prompt.reject(error)
      }
    },

    reject(error: unknown = new WalletRpcError(4001)) {
      next().reject(error)
    },
  }
}
