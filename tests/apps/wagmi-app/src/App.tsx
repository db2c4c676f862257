import { AppKitButton, useAppKitAccount, useAppKitEvents, useAppKitNetwork } from '@latchkey/react'
import { useEffect, useState } from 'react'
import { parseEther, parseUnits } from 'viem'
import {
  useAccount,
  useBalance,
  useChainId,
  useChains,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
  version,
} from 'wagmi'
import type { Token } from './config'
import { SignIn } from './signIn'

const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

/** One row of what a hook says, for people and for the browser test. */
function Field({ name, value }: { name: string; value: string | undefined }) {
  return (
    <p>
      {name}: <output data-testid={name}>{value ?? ''}</output>
    </p>
  )
}

function Account() {
  const { address, status, chainId, connector } = useAccount()
  const { data: balance } = useBalance({ address })
  return (
    <section>
      <h2>Account</h2>
      <Field name="wagmi-version" value={version} />
      <Field name="status" value={status} />
      <Field name="address" value={address} />
      <Field name="chain-id" value={chainId?.toString()} />
      <Field name="connector" value={connector?.id} />
      <Field name="balance" value={balance ? `${balance.value} ${balance.symbol}` : undefined} />
    </section>
  )
}

/** What the modal holds, beside what wagmi's hooks say: the two must agree. */
function ModalState() {
  const { address, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  return (
    <section>
      <h2>Modal</h2>
      <Field name="modal-status" value={status} />
      <Field name="modal-address" value={address} />
      <Field name="modal-chain-id" value={chainId?.toString()} />
    </section>
  )
}

/** The modal's connection events (SPEC §6), whichever side connected. */
function ModalEvents() {
  const { data } = useAppKitEvents()
  const [seen, setSeen] = useState<string[]>([])
  useEffect(() => {
    const name = data?.event
    if (name === 'CONNECT_SUCCESS' || name === 'DISCONNECT_SUCCESS')
      setSeen((before) => [...before, name])
  }, [data])
  return <Field name="modal-events" value={seen.join(' ')} />
}

function SignMessage() {
  const { signMessage, data, error } = useSignMessage()
  return (
    <section>
      <h2>Sign</h2>
      <button type="button" onClick={() => signMessage({ message: 'hello from wagmi' })}>
        Sign message
      </button>
      <Field name="signature" value={data} />
      <Field name="sign-error" value={error?.message} />
    </section>
  )
}

function SendTransaction({ to }: { to: `0x${string}` | undefined }) {
  const { sendTransaction, data: hash, error } = useSendTransaction()
  const { data: receipt } = useWaitForTransactionReceipt({ hash })
  return (
    <section>
      <h2>Send</h2>
      <button
        type="button"
        disabled={!to}
        onClick={() => to && sendTransaction({ to, value: parseEther('0.5') })}
      >
        Send 0.5 ETH
      </button>
      <Field name="send-hash" value={hash} />
      <Field name="send-status" value={receipt?.status} />
      <Field name="send-error" value={error?.message} />
    </section>
  )
}

function WriteContract({ token, to }: { token: Token | undefined; to: `0x${string}` | undefined }) {
  const { writeContract, data: hash, error } = useWriteContract()
  const { data: receipt } = useWaitForTransactionReceipt({ hash })
  return (
    <section>
      <h2>Token</h2>
      <button
        type="button"
        disabled={!token || !to}
        onClick={() =>
          token &&
          to &&
          writeContract({
            address: token.address,
            abi: erc20TransferAbi,
            functionName: 'transfer',
            args: [to, parseUnits('3', token.decimals)],
          })
        }
      >
        Send 3 {token?.symbol}
      </button>
      <Field name="write-hash" value={hash} />
      <Field name="write-status" value={receipt?.status} />
      <Field name="write-error" value={error?.message} />
    </section>
  )
}

function SwitchChain() {
  const chainId = useChainId()
  const chains = useChains()
  const { switchChain, error } = useSwitchChain()
  return (
    <section>
      <h2>Network</h2>
      <Field name="config-chain-id" value={chainId.toString()} />
      {chains.map((chain) => (
        <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
          Switch to {chain.id}
        </button>
      ))}
      <Field name="switch-error" value={error?.message} />
    </section>
  )
}

function Connection() {
  const { connectors, connect, error } = useConnect()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <h2>Connection</h2>
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
          wagmi connect {connector.name}
        </button>
      ))}
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
      <Field name="connect-error" value={error ? `${error.name}: ${error.message}` : undefined} />
    </section>
  )
}

export function App({ tokens }: { tokens: Token[] }) {
  const [to, setTo] = useState('')
  const receiver = /^0x[0-9a-fA-F]{40}$/.test(to) ? (to as `0x${string}`) : undefined
  return (
    <main>
      <h1>wagmi app</h1>
      <AppKitButton />
      <label>
        Receiver <input value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <Account />
      <ModalState />
      <ModalEvents />
      <SignMessage />
      <SendTransaction to={receiver} />
      <WriteContract token={tokens.find((t) => t.symbol === 'LUSD')} to={receiver} />
      <SwitchChain />
      <Connection />
      <SignIn />
    </main>
  )
}
