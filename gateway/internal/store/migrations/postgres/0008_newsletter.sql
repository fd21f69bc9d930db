-- The newsletter with double opt-in. One row per address (lower-case), whether or not it
-- has an account; an account's users.newsletter_opt_in mirrors whether its address is active here.
-- Times are Unix milliseconds, 0 for "not yet".
--
-- state: 'pending' (signed up, confirmation link not followed yet), 'active' (receives the
-- newsletter), 'unsubscribed' (withdrew consent; kept as the record of the withdrawal).
-- consent says how the active subscription was agreed to, the proof GDPR asks for:
-- 'double_opt_in' (consent_ref is the hash of the confirmation token that was followed),
-- 'registration' (ticked at sign-up, the address proven by the registration link; consent_ref is the
-- account id) or 'settings' (switched on by the logged-in owner; consent_ref is the account id).
CREATE TABLE newsletter_subscriptions (
    email           TEXT PRIMARY KEY,
    language        TEXT NOT NULL,
    state           TEXT NOT NULL CHECK (state IN ('pending', 'active', 'unsubscribed')),
    consent         TEXT NOT NULL DEFAULT '',
    consent_ref     TEXT NOT NULL DEFAULT '',
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL,
    confirmed_at    BIGINT NOT NULL DEFAULT 0,
    unsubscribed_at BIGINT NOT NULL DEFAULT 0
);

-- The tokens of the newsletter's mails, kept only as their hex SHA-256: 'confirm' (single use,
-- expires with the confirmation link) and 'unsubscribe' (one per mail sent, for the link and the
-- List-Unsubscribe header; works again and again until it expires).
CREATE TABLE newsletter_tokens (
    token_hash TEXT PRIMARY KEY,
    email      TEXT NOT NULL REFERENCES newsletter_subscriptions (email) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX newsletter_tokens_email ON newsletter_tokens (email, purpose);
CREATE INDEX newsletter_tokens_expiry ON newsletter_tokens (expires_at);

-- Accounts that opted in before this table existed agreed at registration or in their settings.
INSERT INTO newsletter_subscriptions (email, language, state, consent, consent_ref, created_at, updated_at, confirmed_at)
    SELECT email, language, 'active', 'registration', id, updated_at, updated_at, updated_at FROM users WHERE newsletter_opt_in;
