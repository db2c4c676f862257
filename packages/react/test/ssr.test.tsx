// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { AppKitProvider, useAppKit } from '../src'
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

let actions: ReturnType<typeof useAppKit> | undefined

function OpenButton() {
  actions = useAppKit()
  return <button type="button">Open</button>
}

it('renders useAppKit on the server (prerender) without an instance; its actions say why when called', () => {
  expect(renderToString(<OpenButton />)).toBe('<button type="button">Open</button>')
  expect(() => actions?.close()).toThrow('Please call createAppKit before using useAppKit hook')
})
