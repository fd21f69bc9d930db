-- Moderation: an editor can block an account that broke the rules. blocked_at is when
-- (Unix milliseconds, as users' other times), 0 while not blocked; a blocked account has no
-- sessions and cannot log in again.
ALTER TABLE users ADD COLUMN blocked_at BIGINT NOT NULL DEFAULT 0;
