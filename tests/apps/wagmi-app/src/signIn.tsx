import { useAppKitSiwx } from '@latchkey/react'
import { browserSiwx } from '@latchkey/siwx'
import { useState } from 'react'

/** What the test flips in the page's dev wallet: refuse the next signatures (a visitor's No). */
export const walletControls = { refuseSigning: false }

/** Sign-in kept in this browser (packages/siwx): on with `?siwx`, required with `?siwx=required`. */
export function appSiwx(params: URLSearchParams) {
  if (!params.has('siwx')) return {}
  return {
    siwx: browserSiwx({
      statement: 'Sign in to the wagmi app',
      required: params.get('siwx') === 'required',
    }),
  }
}

/** Whether the account holds a sign-in session, and the wallet's refusal switch. */
export function SignIn() {
  const siwx = useAppKitSiwx()
  const [refusing, setRefusing] = useState(false)
  return (
    <section>
      <h2>Sign-in</h2>
      <p>
        siwx-session:{' '}
        <output data-testid="siwx-session">
          {siwx.enabled ? (siwx.hasSession ? 'signed in' : 'signed out') : 'off'}
        </output>
      </p>
      <label>
        <input
          type="checkbox"
          checked={refusing}
          onChange={(event) => {
            walletControls.refuseSigning = event.target.checked
            setRefusing(event.target.checked)
          }}
        />{' '}
        Wallet refuses to sign
      </label>
    </section>
  )
}
