import type { Migration } from '@latchkey/provider'
import { KNOWN_DEVICE_MIGRATION } from '../auth/knownDeviceMigration'
import { FARCASTER_MIGRATION } from '../farcaster/farcasterMigration'

/**
 * The frame's tables, beside the provider's own (its `projects` table is shared: the frame reads
 * each project's allowed origins from it). Versions start at 1000 so both apps' migrations can
 * live in one `schema_migrations` table. Append only.
 */
export const FRAME_MIGRATIONS: readonly Migration[] = [
  {
    version: 1001,
    name: 'frame accounts, codes, devices, keys',
    statements: [
      `CREATE TABLE frame_accounts (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE frame_codes (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        ip text NOT NULL,
        code_hash text NOT NULL,
        purpose text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        issued_at_ms bigint NOT NULL,
        expires_at_ms bigint NOT NULL,
        used_at_ms bigint
      )`,
      'CREATE INDEX frame_codes_email_idx ON frame_codes (email, issued_at_ms)',
      'CREATE INDEX frame_codes_ip_idx ON frame_codes (ip, issued_at_ms)',
      `CREATE TABLE frame_devices (
        email text NOT NULL,
        device_id text NOT NULL,
        approved_at_ms bigint NOT NULL,
        PRIMARY KEY (email, device_id)
      )`,
      `CREATE TABLE frame_keys (
        account_id uuid PRIMARY KEY REFERENCES frame_accounts (id) ON DELETE CASCADE,
        address text NOT NULL,
        auth_share text NOT NULL,
        recovery_blob jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE frame_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      )`,
      `CREATE TABLE frame_revoked (
        jti text PRIMARY KEY,
        expires_at_ms bigint NOT NULL
      )`,
      `CREATE TABLE frame_mailbox (
        id bigserial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        sent_at_ms bigint NOT NULL
      )`,
    ],
  },
  {
    version: 1002,
    name: 'social login identities and pending authorizations',
    statements: [
      // A social account has no e-mail: its key is (provider, subject) below.
      'ALTER TABLE frame_accounts ALTER COLUMN email DROP NOT NULL',
      `CREATE TABLE frame_social_identities (
        provider text NOT NULL,
        subject text NOT NULL,
        account_id uuid NOT NULL REFERENCES frame_accounts (id) ON DELETE CASCADE,
        username text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`,
      `CREATE TABLE frame_social_states (
        state text PRIMARY KEY,
        provider text NOT NULL,
        project_id text NOT NULL,
        code_challenge text NOT NULL,
        nonce text NOT NULL,
        redirect_origin text NOT NULL,
        return_url text,
        created_at_ms bigint NOT NULL,
        used_at_ms bigint
      )`,
    ],
  },
  // Sign In With Farcaster (FIP-11 channels) and accounts keyed by FID: src/farcaster/.
  FARCASTER_MIGRATION,
  // Known devices and sign out everywhere (issue 32): src/auth/KnownDevices.ts.
  KNOWN_DEVICE_MIGRATION,
]
