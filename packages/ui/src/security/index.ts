export { normaliseScheme, safeDeepLink } from './safeDeepLink'
export { safeImageUrl } from './safeImageUrl'
export { safeLinkUrl } from './safeLinkUrl'
