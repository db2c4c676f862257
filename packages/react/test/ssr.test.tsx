// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { AppKitProvider } from '../src'
import { App } from './App'
import { resetAppKit } from './appKitFixture'

afterEach(() => resetAppKit())

it('renders the disconnected markup on the server without touching window', () => {
  expect(typeof window).toBe('undefined')
  const html = renderToString(
    <AppKitProvider projectId="ssr-project" networks={[]} features={{ analytics: false }}>
      <App />
    </AppKitProvider>,
  )
  expect(html).toContain('Not connected')
  expect(html).toContain('No network')
  expect(html).toContain('Modal closed')
  expect(html).toContain('<appkit-button></appkit-button>')
})
