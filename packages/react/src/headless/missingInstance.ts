import { HeadlessActionError } from '@latchkey/controllers/headless'

/** An action called before createAppKitCore (or createAppKit): SPEC §8's code for it. */
export function missingInstance<T>(): Promise<T> {
  return Promise.reject(new HeadlessActionError({ code: 'CREATE_APPKIT_REQUIRED' }))
}
