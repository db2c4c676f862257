import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { exampleConfig } from './config'
import { Providers } from './providers'

export const metadata = { title: 'Latchkey and wagmi 3 on Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // wagmi's and Latchkey's stored state travel in the request's cookies.
  const cookies = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif' }}>
        <Providers cookies={cookies} config={exampleConfig()}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
