import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestCore, renderModal } from '../../../test/fakes/testCore'

describe('ConnectingFarcaster view', () => {
  it('waits for the link, then shows it as QR code and https link only', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ConnectingFarcaster' })
    expect(screen.getByRole('status').textContent).toBe('Preparing the sign-in link')
    await act(async () =>
      t.ctx.chain.setAccountProp(
        'eip155',
        'farcasterUrl',
        'https://farcaster.test/~/siwf?token=abc',
      ),
    )
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(
      'https://farcaster.test/~/siwf?token=abc',
    )
    await act(async () =>
      t.ctx.chain.setAccountProp('eip155', 'farcasterUrl', 'javascript:alert(1)'),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('ApproveTransaction view', () => {
  it('explains where to approve and waits', async () => {
    const t = createTestCore()
    await renderModal(t, { view: 'ApproveTransaction' })
    expect(screen.getByRole('dialog', { name: 'Approve request' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Waiting for your approval')
  })
})
