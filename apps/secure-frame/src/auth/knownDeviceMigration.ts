import type { Migration } from '@latchkey/provider'

/**
 * Version 1032 (issue 32): known devices. A code-verified login registers the device's public key
 * (its private half never leaves the frame origin's storage, non-extractable); within the trust
 * period that device logs in to the same e-mail by signing a one-use challenge instead of a code.
 * `signed_out_before_ms` ends every session of an account issued before it (sign out everywhere).
 */
export const KNOWN_DEVICE_MIGRATION: Migration = {
  version: 1032,
  name: 'known devices and sign out everywhere',
  statements: [
    `CREATE TABLE frame_known_devices (
      id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES frame_accounts (id) ON DELETE CASCADE,
      email text NOT NULL,
      device_id text NOT NULL,
      public_key jsonb NOT NULL,
      created_at_ms bigint NOT NULL,
      expires_at_ms bigint NOT NULL,
      revoked_at_ms bigint
    )`,
    'CREATE INDEX frame_known_devices_account_idx ON frame_known_devices (account_id, device_id)',
    `CREATE TABLE frame_device_challenges (
      challenge text PRIMARY KEY,
      device_key_id text NOT NULL REFERENCES frame_known_devices (id) ON DELETE CASCADE,
      expires_at_ms bigint NOT NULL
    )`,
    'ALTER TABLE frame_accounts ADD COLUMN signed_out_before_ms bigint',
  ],
}
