// An app written the field's vanilla way: the modal connects, and ethers v6 talks to the wallet
// through the provider AppKit hands out (subscribeProviders / getWalletProvider).
import { evmAdapter, localDevnet } from '@latchkey/adapter-evm'
import { createAppKit } from '@latchkey/ui'
import { BrowserProvider, type Eip1193Provider, formatEther, parseEther } from 'ethers'
import { loadConfig, show } from './config'
import { startDevWallet } from './devWallet'

const config = await loadConfig()
startDevWallet(config)

const appKit = createAppKit({
  adapters: [evmAdapter()],
  networks: config.chains.map((c) => localDevnet(c.chainId, c.rpcUrl)),
  metadata: {
    name: 'ethers app',
    description: 'ethers v6 over Latchkey',
    url: location.origin,
    icons: [],
  },
})

appKit.subscribeAccount((account) => show('hook-status', account.status))

// Every provider change: a fresh ethers provider over the wallet's own EIP-1193 object.
appKit.subscribeProviders(async (providers) => {
  const eip1193 = providers.eip155 as Eip1193Provider | undefined
  if (!eip1193) {
    show('ethers-address', '')
    show('ethers-balance', '')
    return
  }
  const provider = new BrowserProvider(eip1193)
  const signer = await provider.getSigner()
  const address = await signer.getAddress()
  show('ethers-address', address)
  show('ethers-chain', String((await provider.getNetwork()).chainId))
  show('ethers-balance', formatEther(await provider.getBalance(address)))
})

/** A signer over getWalletProvider(), as an app does inside a click handler. */
async function signer() {
  const eip1193 = appKit.getWalletProvider() as Eip1193Provider | undefined
  if (!eip1193) throw new Error('Connect a wallet first')
  return new BrowserProvider(eip1193).getSigner()
}

function button(label: string, run: () => Promise<void>) {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.addEventListener('click', () => {
    run().catch((error: unknown) => show('ethers-error', String((error as Error).message)))
  })
  document.getElementById('actions')?.append(element)
}

button('Sign with ethers', async () => {
  show('ethers-signature', await (await signer()).signMessage('Hello from ethers'))
})

button('Send with ethers', async () => {
  const to = (document.getElementById('to') as HTMLInputElement).value
  const response = await (await signer()).sendTransaction({ to, value: parseEther('0.25') })
  show('ethers-tx', response.hash)
  await response.wait()
  show('ethers-tx-status', 'mined')
  const from = await (await signer()).getAddress()
  const provider = new BrowserProvider(appKit.getWalletProvider() as Eip1193Provider)
  show('ethers-balance', formatEther(await provider.getBalance(from)))
})
