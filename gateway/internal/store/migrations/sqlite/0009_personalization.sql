-- Personalisation: a reader's choices (diet, dislikes, skill, household size, favourite
-- cuisines) as one JSON object of fixed keys and content ids, so they hold in either language.
-- updated_at is Unix milliseconds. The row goes with the account.
CREATE TABLE preferences (
    user_id    TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    body       TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
