-- Readers' feedback from the footer's modal: what they wrote, the page it came from, an
-- address for an answer when they gave one, and who sent it when they were logged in (the account
-- may be deleted later: the feedback stays, without the link). Times are Unix microseconds, as in
-- the audit log; handled_at is 0 while the feedback is open.
CREATE TABLE feedback (
    id         TEXT PRIMARY KEY,
    kind       TEXT NOT NULL,
    message    TEXT NOT NULL,
    email      TEXT NOT NULL DEFAULT '',
    page       TEXT NOT NULL,
    language   TEXT NOT NULL,
    user_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at BIGINT NOT NULL,
    handled_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX feedback_open ON feedback (handled_at, created_at);
