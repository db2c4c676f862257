import { LIMITS } from '@latchkey/core'
import {
  DEFAULT_FONT_SIZE_MASTER_PX,
  DEFAULT_RADIUS_MASTER_PX,
  FONT_SIZE_SCALE,
  RADIUS_SCALE,
  scaleFrom,
} from './scales'
import type { Theme } from './Theme'

/** The parts both palettes share: fonts, sizes, radii, layering and width. */
export function baseTheme(): Omit<Theme, 'colors' | 'shadows'> {
  return {
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontSizes: scaleFrom(DEFAULT_FONT_SIZE_MASTER_PX, FONT_SIZE_SCALE),
    radii: { ...scaleFrom(DEFAULT_RADIUS_MASTER_PX, RADIUS_SCALE), full: '9999px' },
    zIndex: '999',
    modalWidth: `${LIMITS.MODAL_WIDTH_PX}px`,
  }
}
