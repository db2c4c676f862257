import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
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

/** The reference SimpleAccount (eth-infinitism v0.7) and its factory, as far as we call them. */
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
 * The frame's smart account: a SimpleAccount owned by the frame's own key (salt 0). Its address
 * is the factory's `getAddress(owner, 0)`; until its first user operation deploys it (factory
 * data in that operation) it is counterfactual.
 */
export function toSimpleAccount({
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
  return toSmartAccount({
    client: client as never,
    entryPoint,
    async getAddress() {
      address ??= await readContract(client, {
        address: contracts.accountFactory,
        abi: simpleAccountFactoryAbi,
        functionName: 'getAddress',
        args: factoryArgs,
      })
      return address
    },
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
    // SimpleAccount v0.7 has no ERC-1271: messages are signed by the owner key (the EOA).
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as never)
    },
    // SimpleAccount checks an EIP-191 signature of the user operation hash by its owner.
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
