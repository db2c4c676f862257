import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it, vi } from 'vitest'
import type { ImageLoader } from '../Image/preloadImage'
import { QrCode } from './QrCode'
import { iconModules, qrMatrix, qrPath } from './qrMatrix'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('qrMatrix', () => {
  it('encodes at level H: a longer matrix than the same text at the default level', () => {
    const { size, dark } = qrMatrix(URI)
    expect(dark).toHaveLength(size)
    // Finder pattern in the top-left corner: a dark 7x7 ring.
    expect(dark[0]!.slice(0, 7).every(Boolean)).toBe(true)
    expect(dark[6]!.slice(0, 7).every(Boolean)).toBe(true)
    expect(size).toBeGreaterThan(encode(URI, { ecc: 'L', border: 0 }).size)
  })

  it('leaves a centre hole for the icon that stays small', () => {
    const matrix = qrMatrix(URI)
    const hole = iconModules(matrix.size)
    expect(hole * hole).toBeLessThan(matrix.size * matrix.size * 0.08)
    const full = qrPath(matrix)
    const holed = qrPath(matrix, hole)
    expect(holed.length).toBeLessThan(full.length)
    expect(full.length).toBeGreaterThan(0)
  })
})

describe('QrCode', () => {
  const loader: ImageLoader = () => new Promise(() => {})

  it('is one labelled SVG image', () => {
    render(<QrCode value={URI} label="Scan to connect" />)
    const img = screen.getByRole('img', { name: 'Scan to connect' })
    expect(img.tagName.toLowerCase()).toBe('svg')
    expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
  })

  it('draws the wallet icon in the centre, checked by safeImageUrl', () => {
    const spy = vi.fn(loader)
    const { container, rerender } = render(
      <QrCode
        value={URI}
        iconUrl="https://img.test/w.png"
        iconName="Dev Wallet"
        imageLoader={spy}
      />,
    )
    expect(spy).toHaveBeenCalledWith('https://img.test/w.png')
    expect(container.querySelector('.lk-qr-icon [data-fallback]')?.textContent).toBe('DW')
    spy.mockClear()
    rerender(<QrCode value={URI} iconUrl="javascript:alert(1)" iconName="Evil" imageLoader={spy} />)
    expect(spy).not.toHaveBeenCalled()
  })
})
