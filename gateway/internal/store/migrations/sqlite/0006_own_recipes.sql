-- Own recipes and the editorial desk. Times are Unix microseconds, as in 0004.

-- A recipe a cook writes. draft is the JSON the wizard saved (field names of the recipe schema),
-- kept as written until an editor accepts it; then content_id names the published documents.
-- state: draft → submitted → published, or submitted → rejected (reason) → submitted again.
CREATE TABLE user_recipes (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    language     TEXT NOT NULL,
    state        TEXT NOT NULL DEFAULT 'draft',
    draft        TEXT NOT NULL,
    reason       TEXT NOT NULL DEFAULT '',
    content_id   TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL,
    submitted_at BIGINT NOT NULL DEFAULT 0,
    published_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX user_recipes_user ON user_recipes (user_id, updated_at DESC);
CREATE INDEX user_recipes_queue ON user_recipes (state, submitted_at);

-- What editors did, for the desk: who, what, when, the thing before and after (JSON, or '').
CREATE TABLE audit_log (
    id         TEXT PRIMARY KEY,
    actor_id   TEXT NOT NULL,
    actor_name TEXT NOT NULL,
    action     TEXT NOT NULL,
    target     TEXT NOT NULL,
    target_id  TEXT NOT NULL,
    before     TEXT NOT NULL DEFAULT '',
    after      TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX audit_log_newest ON audit_log (created_at DESC);
