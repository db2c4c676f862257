// A Server Component: the button comes from a client boundary, the hooks from ./account.
import { AppKitButton, AppKitNetworkButton } from '@latchkey/react'
import { Account } from './account'

export default function Home() {
  return (
    <main>
      <h1>Latchkey on Next.js</h1>
      <AppKitButton />
      <AppKitNetworkButton />
      <Account />
    </main>
  )
}
