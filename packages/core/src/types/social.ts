/** SPEC §5 social login providers. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** A social button of the Connect view: the providers plus Farcaster. */
export type DefaultSocial = SocialProvider | 'farcaster'
