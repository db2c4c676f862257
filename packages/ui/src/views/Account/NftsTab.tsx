import { servicesOf } from '@latchkey/controllers'
import * as Chain from '@latchkey/controllers/chain'
import * as Options from '@latchkey/controllers/options'
import type { AccountNft } from '@latchkey/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { activeAccount } from '../../app/activeAccount'
import { useControllers } from '../../app/ControllersContext'
import { useControllerState } from '../../app/controllerState'
import { Button } from '../../components/Button/Button'
import { ImageWithFallback } from '../../components/Image/ImageWithFallback'
import { Spinner } from '../../components/Spinner/Spinner'
import { useT } from '../../i18n'
import { useStyles } from '../../styles/StyleRootContext'
import { nftImageUrl } from '../shared/nftImageUrl'
import { nftsCss } from './nftsCss'

interface NftPages {
  nfts: AccountNft[]
  next: string | undefined
  loading: boolean
  failed: boolean
}

const START: NftPages = { nfts: [], next: undefined, loading: true, failed: false }

/** The NFTs tab (issue 37): the account's NFTs on its network as a grid, a page at a time. */
export function NftsTab() {
  useStyles(nftsCss)
  const ctx = useControllers()
  const t = useT()
  const chain = useControllerState(Chain.state(ctx))
  const options = useControllerState(Options.state(ctx))
  const address = activeAccount(chain)?.address
  const chainId = chain.activeCaipNetwork?.caipNetworkId
  const [pages, setPages] = useState<NftPages>(START)
  const generation = useRef(0)

  const load = useCallback(
    async (cursor: string | undefined) => {
      const api = servicesOf(ctx).api()
      const mine = generation.current
      if (!api || !address || !chainId) {
        setPages({ ...START, loading: false })
        return
      }
      setPages((p) => ({ ...p, loading: true, failed: false }))
      try {
        const page = await api.fetchNfts({ account: address, chainId, cursor })
        if (mine !== generation.current) return
        setPages((p) => ({
          nfts: cursor ? [...p.nfts, ...page.data] : page.data,
          next: page.next ?? undefined,
          loading: false,
          failed: false,
        }))
      } catch {
        if (mine === generation.current) setPages((p) => ({ ...p, loading: false, failed: true }))
      }
    },
    [ctx, address, chainId],
  )

  // A new account or network starts the list over; a page still in flight for the old is dropped.
  useEffect(() => {
    generation.current++
    setPages(START)
    void load(undefined)
  }, [load])

  if (pages.loading && pages.nfts.length === 0) return <Spinner />
  if (pages.failed && pages.nfts.length === 0)
    return (
      <div className="lk-stack">
        <p className="lk-empty">{t('account.nftsFailed')}</p>
        <Button variant="secondary" fullWidth onClick={() => void load(undefined)}>
          {t('common.retry')}
        </Button>
      </div>
    )
  if (pages.nfts.length === 0) return <p className="lk-empty">{t('account.noNfts')}</p>
  return (
    <div className="lk-stack">
      <ul className="lk-nft-grid">
        {pages.nfts.map((nft) => {
          const name = nft.name ?? `#${nft.tokenId}`
          return (
            <li key={`${nft.chainId}/${nft.contract}/${nft.tokenId}`} className="lk-nft-card">
              <ImageWithFallback
                src={nftImageUrl(options.apiUrl, nft.image?.url)}
                name={name}
                alt={name}
                size={152}
              />
              <span className="lk-nft-name" title={name}>
                {name}
              </span>
              {nft.collection.name && (
                <span className="lk-nft-collection">{nft.collection.name}</span>
              )}
              {nft.standard === 'ERC1155' && (
                <span className="lk-nft-amount">
                  {t('account.nftAmount', { amount: nft.amount })}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {pages.next && (
        <Button
          variant="secondary"
          fullWidth
          loading={pages.loading}
          onClick={() => void load(pages.next)}
        >
          {t('account.nftsMore')}
        </Button>
      )}
    </div>
  )
}
