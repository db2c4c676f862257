/** One schema change: statements run in order, in one transaction, recorded by version. */
export interface Migration {
  version: number
  name: string
  statements: readonly string[]
}

/** The schema, oldest first. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'projects',
    statements: [
      `CREATE TABLE projects (
        id text PRIMARY KEY,
        name text,
        allowed_origins text[] NOT NULL DEFAULT '{}',
        analytics_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 2,
    name: 'names',
    statements: [
      `CREATE TABLE names (
        name text PRIMARY KEY,
        address text NOT NULL,
        coin_type bigint NOT NULL DEFAULT 60,
        avatar text,
        attributes jsonb NOT NULL DEFAULT '{}',
        registered_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX names_address_idx ON names (lower(address), registered_at)',
    ],
  },
  {
    version: 3,
    name: 'analytics events',
    statements: [
      `CREATE TABLE analytics_events (
        id bigserial PRIMARY KEY,
        project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        event_id text NOT NULL,
        url text NOT NULL,
        domain text NOT NULL,
        event_time timestamptz NOT NULL,
        props jsonb NOT NULL,
        sdk_type text,
        sdk_version text,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (project_id, event_id)
      )`,
    ],
  },
  {
    version: 4,
    name: 'indexed transfers',
    statements: [
      `CREATE TABLE indexer_cursors (
        chain_id text PRIMARY KEY,
        last_block bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE chain_transactions (
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        mined_at timestamptz NOT NULL,
        status text NOT NULL,
        PRIMARY KEY (chain_id, tx_hash)
      )`,
      `CREATE INDEX chain_transactions_order_idx
        ON chain_transactions (mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC)`,
      // log_index -1 holds the native value a transaction carries.
      `CREATE TABLE chain_transfers (
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        log_index integer NOT NULL,
        token_address text,
        from_address text NOT NULL,
        to_address text NOT NULL,
        amount numeric(78, 0) NOT NULL,
        PRIMARY KEY (chain_id, tx_hash, log_index),
        FOREIGN KEY (chain_id, tx_hash) REFERENCES chain_transactions (chain_id, tx_hash) ON DELETE CASCADE
      )`,
      'CREATE INDEX chain_transfers_from_idx ON chain_transfers (from_address, chain_id)',
      'CREATE INDEX chain_transfers_to_idx ON chain_transfers (to_address, chain_id)',
    ],
  },
  {
    version: 5,
    name: 'indexed block hashes',
    statements: [
      // Hashes of the latest indexed blocks: a mismatch with the node reveals a reorg or a reset chain.
      `CREATE TABLE indexed_blocks (
        chain_id text NOT NULL,
        block_number bigint NOT NULL,
        block_hash text NOT NULL,
        PRIMARY KEY (chain_id, block_number)
      )`,
    ],
  },
  {
    version: 6,
    name: 'server secrets',
    statements: [
      // Keys every replica on this database shares, such as the one history cursors are signed with.
      `CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 7,
    name: 'account activity',
    statements: [
      // One row per account and transaction it took part in: a history page is one index range.
      `CREATE TABLE account_activity (
        address text NOT NULL,
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        mined_at timestamptz NOT NULL,
        block_number bigint NOT NULL,
        tx_index integer NOT NULL,
        status text NOT NULL,
        PRIMARY KEY (address, chain_id, tx_hash),
        FOREIGN KEY (chain_id, tx_hash) REFERENCES chain_transactions (chain_id, tx_hash) ON DELETE CASCADE
      )`,
      `CREATE INDEX account_activity_page_idx
        ON account_activity (address, mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC)`,
      `INSERT INTO account_activity (address, chain_id, tx_hash, mined_at, block_number, tx_index, status)
       SELECT p.address, t.chain_id, t.tx_hash, t.mined_at, t.block_number, t.tx_index, t.status
       FROM chain_transactions t JOIN (
         SELECT chain_id, tx_hash, from_address AS address FROM chain_transfers
         UNION SELECT chain_id, tx_hash, to_address FROM chain_transfers
       ) p USING (chain_id, tx_hash)`,
      // History no longer reads through these; every indexed block paid to keep them.
      'DROP INDEX chain_transactions_order_idx',
      'DROP INDEX chain_transfers_from_idx',
      'DROP INDEX chain_transfers_to_idx',
    ],
  },
  {
    version: 8,
    name: 'account activity transfers',
    statements: [
      // The account's transfers ride on its activity row: a history page is then one table's range.
      `ALTER TABLE account_activity ADD COLUMN transfers jsonb NOT NULL DEFAULT '[]'`,
      `UPDATE account_activity a SET transfers = (
         SELECT jsonb_agg(jsonb_build_object(
           'log_index', f.log_index, 'token_address', f.token_address,
           'from_address', f.from_address, 'to_address', f.to_address, 'amount', f.amount::text
         ) ORDER BY f.log_index)
         FROM chain_transfers f
         WHERE f.chain_id = a.chain_id AND f.tx_hash = a.tx_hash
           AND (f.from_address = a.address OR f.to_address = a.address)
       )`,
    ],
  },
  {
    version: 9,
    name: 'sign-in sessions',
    statements: [
      // SPEC §7 /v1/sessions: nonces issued for a project, each used once, and verified sessions.
      `CREATE TABLE siwx_nonces (
        nonce text PRIMARY KEY,
        project_id text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE TABLE siwx_sessions (
        pci text PRIMARY KEY,
        project_id text NOT NULL,
        account text NOT NULL,
        data jsonb NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX siwx_sessions_account_idx ON siwx_sessions (project_id, account)',
    ],
  },
  {
    version: 10,
    name: 'name registration',
    statements: [
      // SPEC §4 name registration: one holder per name whatever its case, and every signed claim
      // kept until it has expired, so the same signature cannot register twice.
      'CREATE UNIQUE INDEX names_lower_name_idx ON names (lower(name))',
      `CREATE TABLE name_claims (
        digest text PRIMARY KEY,
        address text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX name_claims_expiry_idx ON name_claims (expires_at)',
    ],
  },
  {
    version: 11,
    name: 'on-ramp purchases',
    statements: [
      // SPEC §7 on-ramp: a checkout the URL generator opened, paid on the simulated partner page.
      `CREATE TABLE onramp_purchases (
        id text PRIMARY KEY,
        project_id text NOT NULL,
        partner text NOT NULL,
        chain_id text NOT NULL,
        address text NOT NULL,
        asset_symbol text NOT NULL,
        asset_address text,
        asset_decimals integer NOT NULL,
        crypto_units numeric(78, 0) NOT NULL,
        fiat_amount text NOT NULL,
        fiat_currency text NOT NULL,
        payment_method text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        tx_hash text,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        paid_at timestamptz,
        completed_at timestamptz
      )`,
      `CREATE INDEX onramp_purchases_address_idx
        ON onramp_purchases (lower(address), partner, chain_id, paid_at DESC)`,
    ],
  },
  {
    version: 12,
    name: 'name caps and checkout pruning',
    statements: [
      // Issue 39: names are capped per project as well as per address (names_address_idx counts
      // those), so a name keeps the project it was registered through; older names have none.
      'ALTER TABLE names ADD COLUMN project_id text',
      'CREATE INDEX names_project_idx ON names (project_id)',
      // Issue 39: unpaid checkouts are deleted once expired; the pruner reads only this range.
      `CREATE INDEX onramp_purchases_unpaid_expiry_idx
        ON onramp_purchases (expires_at) WHERE paid_at IS NULL`,
    ],
  },
  {
    version: 13,
    name: 'sign-in session tokens and pruning',
    statements: [
      // Issue 39: a session is listed only with the token issued with it (kept hashed); sessions
      // kept before this have none and are not listed until signed again.
      'ALTER TABLE siwx_sessions ADD COLUMN token_hash text',
      'CREATE UNIQUE INDEX siwx_sessions_token_idx ON siwx_sessions (token_hash)',
      // Issue 39: expired sessions are deleted; the pruner reads only this range.
      'CREATE INDEX siwx_sessions_expiry_idx ON siwx_sessions (expires_at)',
    ],
  },
  {
    version: 14,
    name: 'nft transfers and metadata',
    statements: [
      // Issue 37: ERC-721 and ERC-1155 transfers (item_index: the place in a TransferBatch);
      // holdings are their sum per account, token and collection.
      `CREATE TABLE nft_transfers (
        chain_id text NOT NULL,
        tx_hash text NOT NULL,
        log_index integer NOT NULL,
        item_index integer NOT NULL,
        block_number bigint NOT NULL,
        standard text NOT NULL,
        contract text NOT NULL,
        token_id numeric(78, 0) NOT NULL,
        from_address text NOT NULL,
        to_address text NOT NULL,
        amount numeric(78, 0) NOT NULL,
        PRIMARY KEY (chain_id, tx_hash, log_index, item_index),
        FOREIGN KEY (chain_id, tx_hash) REFERENCES chain_transactions (chain_id, tx_hash) ON DELETE CASCADE
      )`,
      'CREATE INDEX nft_transfers_to_idx ON nft_transfers (to_address, chain_id)',
      'CREATE INDEX nft_transfers_from_idx ON nft_transfers (from_address, chain_id)',
      // What a token's metadata said when last read; error is set when it could not be read.
      `CREATE TABLE nft_metadata (
        chain_id text NOT NULL,
        contract text NOT NULL,
        token_id numeric(78, 0) NOT NULL,
        name text,
        image text,
        collection_name text,
        error text,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (chain_id, contract, token_id)
      )`,
    ],
  },
]
