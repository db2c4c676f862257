import { useAppKitAccount, useAppKitProvider } from '@latchkey/react'
import { useState } from 'react'
import { Panel } from './Panel'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

const MESSAGE = 'Hello from the Latchkey demo'

/** personal_sign through the connected EVM wallet: what most dapps ask a wallet first. */
export function SignMessagePanel() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const [result, setResult] = useState('')
  if (!isConnected || !address || !walletProvider) return null

  const sign = async () => {
    setResult('waiting for the wallet')
    try {
      const hex = `0x${Array.from(new TextEncoder().encode(MESSAGE), (b) => b.toString(16).padStart(2, '0')).join('')}`
      const signature = await walletProvider.request({
        method: 'personal_sign',
        params: [hex, address],
      })
      setResult(String(signature))
    } catch (error) {
      setResult(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <Panel title="Sign a message" id="sign-message">
      <p>“{MESSAGE}”, signed by the connected account (personal_sign).</p>
      <button type="button" onClick={() => void sign()}>
        Sign the message
      </button>
      <output className="signature" data-testid="signature">
        {result}
      </output>
    </Panel>
  )
}
