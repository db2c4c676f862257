import type { CreateAppKitOptions } from '@latchkey/react'

/**
 * Demo routes for the host's switches (SPEC §9): `?history=off` leaves Activity out, `?legal`
 * asks the visitor to accept the demo's terms before any wallet can be chosen.
 */
export function demoFeatures(params: URLSearchParams): Partial<CreateAppKitOptions> {
  const legal = params.has('legal')
  return {
    features: {
      ...(params.get('history') === 'off' ? { history: false } : {}),
      ...(legal ? { legalCheckbox: true } : {}),
    },
    ...(legal
      ? {
          termsConditionsUrl: new URL('/terms.html', location.origin).href,
          privacyPolicyUrl: new URL('/privacy.html', location.origin).href,
        }
      : {}),
  }
}
