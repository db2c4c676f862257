import { DEFAULT_FEATURES, type FeatureName } from '@latchkey/core'
import * as Options from '../../controllers/OptionsController'
import { invalidInput } from '../../errors/invalidInput'
import type { Config } from '../Config'

/** The field's `updateFeatures`: SPEC §9 features on or off; a wrong name or value changes nothing. */
export function updateFeatures(ctx: Config, features: Partial<Record<FeatureName, boolean>>): void {
  for (const [name, value] of Object.entries(features))
    if (!(name in DEFAULT_FEATURES) || typeof value !== 'boolean')
      throw invalidInput(`features.${name}`, value, 'a feature name and a boolean')
  Options.setFeatures(ctx, features)
}
