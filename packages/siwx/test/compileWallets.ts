import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

/** Compiles the test wallets with solc-js (a dev dependency), as local-chain compiles its tokens. */
export function compileWallets(): Record<
  'OwnerWallet' | 'OwnerWalletFactory',
  { abi: Abi; bytecode: Hex }
> {
  const solc = require('solc')
  const file = 'OwnerWallet.sol'
  const input = {
    language: 'Solidity',
    sources: {
      [file]: { content: readFileSync(new URL(`./contracts/${file}`, import.meta.url), 'utf8') },
    },
    settings: {
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'))
  const pick = (name: string) => {
    const { abi, evm } = output.contracts[file][name]
    return { abi, bytecode: `0x${evm.bytecode.object}` as Hex }
  }
  return { OwnerWallet: pick('OwnerWallet'), OwnerWalletFactory: pick('OwnerWalletFactory') }
}
