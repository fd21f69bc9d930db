-- Roles: 'user', 'editor' (the editorial desk) or 'admin' (the desk, and makes editors).
-- The first admin comes from the command line: gateway users promote --email … --role admin.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'user';
