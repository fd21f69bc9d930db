-- Consent: the purposes a reader allowed in the consent banner while logged in, so the
-- choice follows them to a new device. The cookie's form: a comma list always starting with
-- "necessary" ("necessary,analytics"); empty while they have not chosen.
ALTER TABLE users ADD COLUMN consent TEXT NOT NULL DEFAULT '';
