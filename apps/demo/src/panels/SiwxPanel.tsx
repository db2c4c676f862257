import { useAppKitSiwx } from '@latchkey/react'
import { Panel } from './Panel'

/** Sign-in (SPEC §4): whether the connected account has a session. */
export function SiwxPanel() {
  const siwx = useAppKitSiwx()
  const signedIn = siwx.enabled ? (siwx.hasSession ? 'signed in' : 'signed out') : 'off'
  return (
    <Panel title="Sign-in" id="siwx">
      <dl className="values">
        <div>
          <dt>session</dt>
          <dd data-testid="siwx-session">{signedIn}</dd>
        </div>
        <div>
          <dt>required</dt>
          <dd data-testid="siwx-required">{siwx.required ? 'yes' : 'no'}</dd>
        </div>
      </dl>
    </Panel>
  )
}
