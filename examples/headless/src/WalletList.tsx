import type { HeadlessWallet } from '@latchkey/controllers/headless'
import { useConnect, useWalletList } from '@latchkey/react/headless'
import { useState } from 'react'
import { errorText } from './errorText'

const PAGE_SIZE = 12

function WalletRow({
  wallet,
  onPick,
}: {
  wallet: HeadlessWallet
  onPick(wallet: HeadlessWallet): void
}) {
  return (
    <li>
      <button type="button" onClick={() => onPick(wallet)}>
        {wallet.imageUrl ? <img src={wallet.imageUrl} alt="" width={24} height={24} /> : null}
        <span>{wallet.name}</span>
        {wallet.installed && <small>installed</small>}
      </button>
    </li>
  )
}

/**
 * The app's own wallet list: installed, recent, recommended and every registry wallet, with a
 * search box and pages. An installed wallet connects at once; any other pairs over WalletConnect
 * (`onPair` shows its code).
 */
export function WalletList({ onPair }: { onPair(walletId?: string): void }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const { data, isLoading, error } = useWalletList({ search, page, pageSize: PAGE_SIZE })
  const connect = useConnect()

  const pick = (wallet: HeadlessWallet) => {
    if (wallet.kind === 'walletConnect') return onPair()
    if (wallet.kind === 'registry') return onPair(wallet.id)
    connect.connect({ walletId: wallet.id }).catch(() => undefined)
  }
  const section = (title: string, wallets: HeadlessWallet[] | undefined) =>
    wallets && wallets.length > 0 ? (
      <section aria-label={title}>
        <h3>{title}</h3>
        <ul>
          {wallets.map((wallet) => (
            <WalletRow key={wallet.id} wallet={wallet} onPick={pick} />
          ))}
        </ul>
      </section>
    ) : null

  return (
    <section aria-label="Wallets" className="wallets">
      <h2>Connect a wallet</h2>
      <input
        type="search"
        aria-label="Search wallets"
        placeholder="Search wallets"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPage(1)
        }}
      />
      {connect.isPending && <p role="status">Approve in your wallet…</p>}
      {connect.error && <p role="alert">{errorText(connect.error)}</p>}
      {error && <p role="alert">{errorText(error)}</p>}
      {section('Installed', data?.installed)}
      {section('Recent', data?.recent)}
      {section('Recommended', data?.recommended)}
      {section('All wallets', data?.all.wallets)}
      {data && (
        <nav aria-label="Pages">
          <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span data-testid="page">
            {data.all.total === 0
              ? 'No wallets'
              : `Page ${data.all.page} of ${Math.ceil(data.all.total / data.all.pageSize)} (${data.all.total} wallets)`}
          </span>
          <button type="button" disabled={!data.all.hasMore} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
      {isLoading && <p role="status">Loading…</p>}
    </section>
  )
}
