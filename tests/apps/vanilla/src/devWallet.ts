import { announceDevWallet, createDevWallet } from '@latchkey/dev-wallet'
import type { AppConfig } from './config'

/**
 * The development wallet (EIP-6963 announced, backed by the local keys) with a plain panel that
 * stands in for the wallet's own window: every request waits there for Approve or Reject.
 */
export function startDevWallet(config: AppConfig) {
  const wallet = createDevWallet({
    accounts: config.devWallet.privateKeys,
    chains: config.chains.map((c) => ({ id: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    mode: 'manual',
  })
  announceDevWallet(wallet)
  const list = document.createElement('ul')
  list.setAttribute('aria-label', 'Dev wallet requests')
  document.getElementById('wallet')?.append(list)
  wallet.approvals.subscribe((pending) => {
    list.replaceChildren(
      ...pending.map((request) => {
        const item = document.createElement('li')
        item.dataset.testid = 'dev-wallet-request'
        const method = document.createElement('strong')
        method.textContent = request.method
        item.append(method, ` ${request.summary} `)
        for (const [label, decide] of [
          ['Approve', () => wallet.approvals.approve(request.id)],
          ['Reject', () => wallet.approvals.reject(request.id)],
        ] as const) {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = label
          button.addEventListener('click', decide)
          item.append(button)
        }
        return item
      }),
    )
  })
  return wallet
}
