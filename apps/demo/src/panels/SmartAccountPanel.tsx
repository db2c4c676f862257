import { useAppKitAccount, useAppKitProvider } from '@latchkey/react'
import { useState } from 'react'
import { Panel } from './Panel'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

const AMOUNT = 10n ** 16n // 0.01 ETH to each recipient

/**
 * EIP-5792 on the embedded wallet's smart account: two transfers sent as one wallet_sendCalls
 * batch (one user operation through the bundler), then its status.
 */
export function SmartAccountPanel() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [status, setStatus] = useState('')
  if (!isConnected || !walletProvider) return null

  const send = async () => {
    setStatus('waiting for approval')
    try {
      const chainId = (await walletProvider.request({ method: 'eth_chainId' })) as string
      const value = `0x${AMOUNT.toString(16)}`
      const { id } = (await walletProvider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: address,
            chainId,
            atomicRequired: true,
            calls: [
              { to: first, value },
              { to: second, value },
            ],
          },
        ],
      })) as { id: string }
      for (;;) {
        const answer = (await walletProvider.request({
          method: 'wallet_getCallsStatus',
          params: [id],
        })) as { status: number; receipts?: unknown[] }
        if (answer.status !== 100) {
          setStatus(
            `${answer.status === 200 ? 'confirmed' : 'failed'} in ${answer.receipts?.length ?? 0} transaction(s)`,
          )
          return
        }
        setStatus('pending')
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    } catch (error) {
      setStatus(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <Panel title="Batched calls (EIP-5792)" id="smart-account">
      <label>
        First recipient
        <input value={first} onChange={(e) => setFirst(e.target.value)} />
      </label>
      <label>
        Second recipient
        <input value={second} onChange={(e) => setSecond(e.target.value)} />
      </label>
      <button type="button" onClick={() => void send()}>
        Send 0.01 ETH to both in one batch
      </button>
      <p data-testid="batch-status">{status}</p>
    </Panel>
  )
}
