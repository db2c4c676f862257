import { formatUnits } from 'viem'
import type { Purchase } from './PurchaseStore'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f6;color:#141414}
main{background:#fff;border-radius:16px;padding:32px;width:min(360px,90vw);box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#555}dd{margin:0;text-align:right;word-break:break-all}
button{width:100%;padding:12px;border:0;border-radius:12px;background:#1f5eff;color:#fff;font-size:16px;cursor:pointer}
button:focus-visible{outline:3px solid #141414;outline-offset:2px}.note{color:#555;font-size:14px}`

/**
 * The simulated partner's checkout (README: On-ramp): what is paid and bought, and a Pay button
 * that posts to this same page. No script runs; the caller sends it with a CSP allowing only the
 * style of `nonce`.
 */
export function checkoutPage(purchase: Purchase, partnerName: string, nonce: string, now: Date) {
  const crypto = formatUnits(BigInt(purchase.crypto_units), purchase.asset_decimals)
  const expired = purchase.status === 'pending' && purchase.expires_at <= now
  const rows: [string, string][] = [
    ['You pay', `${purchase.fiat_amount} ${purchase.fiat_currency}`],
    ['You receive', `${crypto} ${purchase.asset_symbol}`],
    ['Network', purchase.chain_id],
    ['To', purchase.address],
  ]
  if (purchase.tx_hash) rows.push(['Transaction', purchase.tx_hash])
  const action = expired
    ? '<p class="note" role="status">This checkout has expired. Start again from the app.</p>'
    : purchase.status === 'pending'
      ? `<form method="post" action="/onramp/checkout/${escapeHtml(purchase.id)}/pay"><button type="submit">Pay ${escapeHtml(purchase.fiat_amount)} ${escapeHtml(purchase.fiat_currency)}</button></form>`
      : `<p class="note" role="status">${escapeHtml(STATUS_TEXT[purchase.status])}</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(partnerName)} checkout</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main><h1>${escapeHtml(partnerName)} checkout</h1>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${action}
<p class="note">A simulated partner of this provider: no money moves, the provider's faucet pays.</p>
</main></body></html>`
}

const STATUS_TEXT: Record<Purchase['status'], string> = {
  pending: '',
  processing: 'Payment received. Sending your purchase…',
  completed: 'Paid. Your purchase is in your wallet: you can close this window.',
  failed: 'The partner could not deliver the purchase. Nothing was charged.',
}
