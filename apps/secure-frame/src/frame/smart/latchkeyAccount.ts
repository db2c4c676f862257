import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type PublicClient,
  parseAbi,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

/**
 * LatchkeyAccount and its factory (stack/local-chain/contracts/LatchkeyAccount.sol): the calls
 * of eth-infinitism's SimpleAccount v0.7, plus ERC-1271.
 */
export const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

export interface SmartAccountContracts {
  entryPoint: Address
  accountFactory: Address
}

/** An ECDSA signature of the right length that recovers to no owner (gas estimation only). */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * What the owner signs for the account to vouch for `hash` (ERC-1271): LatchkeyAccount's
 * EIP-712 `LatchkeyAccountMessage(bytes32 hash)`, bound to the account and its chain.
 */
export function replaySafeTypedData(account: Address, chainId: number, hash: Hex) {
  return {
    domain: { name: 'Latchkey Account', version: '1', chainId, verifyingContract: account },
    types: { LatchkeyAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'LatchkeyAccountMessage',
    message: { hash },
  } as const
}

/**
 * The frame's smart account: a LatchkeyAccount owned by the frame's own key (salt 0). Its
 * address is the factory's `getAddress(owner, 0)`; until its first user operation deploys it
 * (factory data in that operation) it is counterfactual. Its signatures are ERC-1271 (the owner's
 * over replaySafeTypedData); viem's toSmartAccount wraps them in ERC-6492 (factory and its data)
 * while the account is not deployed, so verifiers accept them before and after.
 */
export function toLatchkeyAccount({
  client,
  owner,
  contracts,
}: {
  client: PublicClient
  owner: LocalAccount
  contracts: SmartAccountContracts
}): Promise<SmartAccount> {
  const entryPoint = {
    abi: entryPoint07Abi,
    address: contracts.entryPoint,
    version: '0.7',
  } as const
  const factoryArgs = [owner.address, 0n] as const
  let address: Address | undefined
  const chainId = client.chain?.id as number
  async function vouch(hash: Hex): Promise<Hex> {
    const account = await getAddressOnce()
    return owner.signTypedData(replaySafeTypedData(account, chainId, hash))
  }
  async function getAddressOnce(): Promise<Address> {
    address ??= await readContract(client, {
      address: contracts.accountFactory,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: factoryArgs,
    })
    return address
  }
  return toSmartAccount({
    client: client as never,
    entryPoint,
    getAddress: getAddressOnce,
    async getFactoryArgs() {
      return {
        factory: contracts.accountFactory,
        factoryData: encodeFunctionData({
          abi: simpleAccountFactoryAbi,
          functionName: 'createAccount',
          args: factoryArgs,
        }),
      }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      // One user operation for the whole batch (EIP-5792 atomic).
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },
    async decodeCalls(data) {
      const { functionName, args } = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (functionName === 'execute') return [{ to: args[0], value: args[1], data: args[2] }]
      return args[0].map((to, i) => ({ to, value: args[1][i] ?? 0n, data: args[2][i] ?? '0x' }))
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return vouch(hashMessage(message))
    },
    async signTypedData(typedData) {
      return vouch(hashTypedData(typedData as never))
    },
    // The account checks an EIP-191 signature of the user operation hash by its owner.
    async signUserOperation({ chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: chainId ?? (client.chain?.id as number),
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await this.getAddress() } as never,
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
