-- Keys the gateways generate for themselves when none is configured (session keys, image signing
-- keys, the content API token). On PostgreSQL every gateway of a site reads them here, so a cookie
-- sealed by one opens at another and a signed picture URL is the same from all of them; the first
-- gateway to start writes them.
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
