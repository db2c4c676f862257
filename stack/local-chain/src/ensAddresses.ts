import { getContractAddress, keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

// A key of its own (public, local chain only): the ENS contracts have the same addresses on every
// fresh chain, so the chain definition names the universal resolver before it is deployed.
export const ENS_DEPLOYER_KEY = keccak256(stringToHex('latchkey local ens deployer'))
const deployerAddress = privateKeyToAccount(ENS_DEPLOYER_KEY).address
const at = (nonce: bigint) => getContractAddress({ from: deployerAddress, nonce })

/** Where deployEns puts the ENS contracts on a fresh local chain. */
export const ENS_ADDRESSES = {
  /** EIP-137 registry; the deployer owns the root, `eth` and `reverse`. */
  registry: at(0n),
  /** Public resolver: addr (coin types), name, text. */
  publicResolver: at(1n),
  /** EIP-181 reverse registrar, owner of `addr.reverse`. */
  reverseRegistrar: at(2n),
  /** ENSIP-10 universal resolver (resolveWithGateways, reverseWithGateways). */
  universalResolver: at(3n),
} as const

/** The ENS contracts' addresses on a local chain. */
export type LocalEns = typeof ENS_ADDRESSES
