import { useEffect, useState } from 'react'
import { loadConfig } from '../config'
import { exportEmbeddedKey, mailboxUrl } from '../embedded'
import { Panel } from './Panel'

/** Where the e-mail login's codes arrive on the local stack (no mail leaves the machine). */
export function EmbeddedPanel() {
  const [mailbox, setMailbox] = useState<string | undefined>()
  useEffect(() => {
    loadConfig().then(
      (config) => setMailbox(mailboxUrl(config)),
      () => {},
    )
  }, [])
  if (!mailbox) return null
  return (
    <Panel title="E-mail login" id="embedded-wallet">
      <p>
        Log in with any e-mail address in the modal; the code arrives in the{' '}
        <a href={mailbox} target="_blank" rel="noreferrer" data-testid="mailbox-link">
          development mailbox
        </a>
        .
      </p>
      <button type="button" onClick={() => void exportEmbeddedKey().catch(() => {})}>
        Export the key (shown in the secure frame)
      </button>
    </Panel>
  )
}
