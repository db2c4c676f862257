import { useWalletConnectUri } from '@latchkey/react/headless'
import { useEffect, useMemo } from 'react'
import { renderSVG } from 'uqr'
import { errorText } from './errorText'

/**
 * The WalletConnect pairing, drawn by the app: a QR code of the URI (renewed by Latchkey when it
 * expires), the URI itself to copy, the wallet app's link, and when the code runs out.
 */
export function WalletConnectQr({ walletId, onClose }: { walletId?: string; onClose(): void }) {
  const { uri, expiresAt, start, deepLink, chooseDeepLink, cancel, error } = useWalletConnectUri()
  useEffect(() => {
    start(walletId ? { walletId } : {}).catch(() => undefined)
  }, [start, walletId])
  // uqr draws the code as SVG from the URI alone: nothing of the page goes into it.
  const svg = useMemo(() => (uri ? renderSVG(uri, { border: 2 }) : undefined), [uri])
  const link = uri ? deepLink(walletId).app : undefined

  return (
    <section aria-label="WalletConnect" className="walletconnect">
      <h2>Scan with your phone</h2>
      {error && <p role="alert">{errorText(error)}</p>}
      {svg ? (
        <>
          <div
            className="qr"
            role="img"
            aria-label="Pairing QR code"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's SVG, made from the URI only
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <output data-testid="wc-uri">{uri}</output>
          {expiresAt !== undefined && <p>Valid until {new Date(expiresAt).toLocaleTimeString()}</p>}
          {link && (
            // The click keeps the choice: each request opens that wallet again once connected.
            <a href={link} onClick={() => chooseDeepLink(walletId)}>
              Open the wallet app
            </a>
          )}
        </>
      ) : (
        !error && <p role="status">Preparing the code…</p>
      )}
      <button
        type="button"
        onClick={() => {
          cancel()
          onClose()
        }}
      >
        Back
      </button>
    </section>
  )
}
