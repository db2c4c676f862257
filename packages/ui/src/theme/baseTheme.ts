import {
  DEFAULT_FONT_SIZE_MASTER_PX,
  DEFAULT_RADIUS_MASTER_PX,
  FONT_SIZE_SCALE,
  RADIUS_SCALE,
  scaleFrom,
} from './scales'
import type { Theme } from './Theme'

/** The system's own fonts: nothing is fetched. */
export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** The parts every palette shares: fonts, sizes, radii, blur and layering. */
export function baseTheme(): Omit<Theme, 'colors' | 'shadows'> {
  return {
    fonts: {
      body: SYSTEM_FONTS,
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontSizes: scaleFrom(DEFAULT_FONT_SIZE_MASTER_PX, FONT_SIZE_SCALE),
    radii: {
      ...scaleFrom(DEFAULT_RADIUS_MASTER_PX, RADIUS_SCALE),
      full: '9999px',
      button: '9999px',
    },
    blurs: { modalOverlay: 'none' },
    zIndex: '999',
  }
}
