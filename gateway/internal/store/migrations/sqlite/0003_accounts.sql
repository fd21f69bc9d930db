-- Accounts, sessions and likes. Times are Unix milliseconds, except likes.created_at
-- (microseconds, so likes made one after another list in the order they were made). Tokens are kept
-- only as the hex SHA-256 of what the user holds: a copy of the database opens no account.

-- A confirmed account. email is stored lower-case; password_hash is an argon2id PHC string, or ''
-- for an account made by social login that never set a password.
CREATE TABLE users (
    id                TEXT PRIMARY KEY,
    email             TEXT NOT NULL UNIQUE,
    name              TEXT NOT NULL,
    slug              TEXT NOT NULL UNIQUE,
    language          TEXT NOT NULL,
    password_hash     TEXT NOT NULL DEFAULT '',
    is_premium        INTEGER NOT NULL DEFAULT 0,
    newsletter_opt_in INTEGER NOT NULL DEFAULT 0,
    new_type          TEXT NOT NULL DEFAULT '',
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);

-- A registration waiting for its confirmation link (double opt-in): the account exists only once
-- the link is followed, so an address nobody confirmed holds nothing.
CREATE TABLE pending_registrations (
    token_hash        TEXT PRIMARY KEY,
    email             TEXT NOT NULL,
    name              TEXT NOT NULL,
    language          TEXT NOT NULL,
    password_hash     TEXT NOT NULL,
    newsletter_opt_in INTEGER NOT NULL DEFAULT 0,
    created_at        INTEGER NOT NULL,
    expires_at        INTEGER NOT NULL
);
CREATE INDEX pending_registrations_email ON pending_registrations (email);
CREATE INDEX pending_registrations_expiry ON pending_registrations (expires_at);

-- A login. expires_at is the absolute end; last_seen_at drives the idle timeout.
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Single-use tokens sent by mail for an existing account (purpose 'reset').
CREATE TABLE mail_tokens (
    token_hash TEXT PRIMARY KEY,
    purpose    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX mail_tokens_user ON mail_tokens (user_id, purpose);
CREATE INDEX mail_tokens_expiry ON mail_tokens (expires_at);

-- Social logins: the provider's stable subject, linked to one account.
CREATE TABLE identities (
    provider   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email      TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    PRIMARY KEY (provider, subject)
);
CREATE INDEX identities_user ON identities (user_id);

-- A like belongs to the item (documents.group_id), not to one of its language versions. The
-- primary key makes a second like of the same item a no-op.
CREATE TABLE likes (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, content_id)
);
CREATE INDEX likes_newest ON likes (user_id, created_at DESC);

-- Fixed-window counters of the rate limits, keyed by a hash of what is counted (an address, an
-- account), so they hold across every gateway that shares the database.
CREATE TABLE rate_limits (
    bucket   TEXT PRIMARY KEY,
    hits     INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_expiry ON rate_limits (reset_at);
