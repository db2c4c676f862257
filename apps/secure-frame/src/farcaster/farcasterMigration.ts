import type { Migration } from '@latchkey/provider'

/**
 * Version 1005: Farcaster sign-ins (`frame_farcaster_channels`: one row per nonce this server
 * issued, keyed by the nonce's hash in `token_hash`; unique, so a signed message makes one
 * session once) and Farcaster accounts keyed by FID. A Farcaster
 * account's `frame_accounts.email` holds its login key `farcaster:<fid>`, which no e-mail
 * address can equal (no '@'), so the e-mail login can never reach it.
 */
export const FARCASTER_MIGRATION: Migration = {
  version: 1005,
  name: 'farcaster channels and accounts',
  statements: [
    `CREATE TABLE frame_farcaster_channels (
      token_hash text PRIMARY KEY,
      nonce text NOT NULL UNIQUE,
      project_id text NOT NULL,
      device_id text NOT NULL,
      ip text NOT NULL,
      domain text NOT NULL,
      siwe_uri text NOT NULL,
      created_at_ms bigint NOT NULL,
      expires_at_ms bigint NOT NULL,
      fid bigint,
      username text,
      custody text,
      message text,
      signature text,
      authenticated_at_ms bigint,
      consumed_at_ms bigint
    )`,
    'CREATE INDEX frame_farcaster_channels_expiry_idx ON frame_farcaster_channels (expires_at_ms)',
    'CREATE INDEX frame_farcaster_channels_ip_idx ON frame_farcaster_channels (ip, created_at_ms)',
    `CREATE TABLE frame_farcaster_accounts (
      fid bigint PRIMARY KEY,
      account_id uuid NOT NULL UNIQUE REFERENCES frame_accounts (id) ON DELETE CASCADE,
      username text,
      custody text NOT NULL,
      updated_at_ms bigint NOT NULL
    )`,
  ],
}
