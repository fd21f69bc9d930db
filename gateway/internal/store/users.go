package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrConflict is returned when a row with the same unique value (an e-mail address, a slug) exists.
var ErrConflict = errors.New("store: already exists")

// ErrEmailTaken is returned when a registration is confirmed for an address that has an account by
// now (registered twice, or made by social login in the meantime).
var ErrEmailTaken = errors.New("store: e-mail address already has an account")

// User is an account.
type User struct {
	ID string
	// Email is lower-case; the account signs in with it.
	Email    string
	Name     string
	Slug     string
	Language string
	// PasswordHash is an argon2id PHC string, or empty for an account made by social login that never
	// set a password.
	PasswordHash    string
	IsPremium       bool
	NewsletterOptIn bool
	// NewType is "featured_contributor", "partner" or empty.
	NewType string
	// Role is "user", "editor" or "admin" (see Roles).
	Role string
	// Consent is the purposes the reader allowed in the consent banner while logged in, as the
	// cookie holds them ("necessary,analytics"); empty while they have not chosen.
	Consent string
	// Blocked is set when an editor blocked the account (read only; see ResolveReports).
	Blocked   bool
	CreatedAt time.Time
	UpdatedAt time.Time
}

const userColumns = `id, email, name, slug, language, password_hash, is_premium, newsletter_opt_in, new_type, role, consent, created_at, updated_at`

// userReadColumns are userColumns and what only moderation writes.
const userReadColumns = userColumns + `, blocked_at`

// Roles are what an account may do: a user keeps their own things, an editor also works the
// editorial desk, an admin also makes editors.
var Roles = []string{"user", "editor", "admin"}

func scanUser(r scanner) (User, error) {
	var u User
	var created, updated, blocked int64
	err := r.Scan(&u.ID, &u.Email, &u.Name, &u.Slug, &u.Language, &u.PasswordHash, &u.IsPremium, &u.NewsletterOptIn,
		&u.NewType, &u.Role, &u.Consent, &created, &updated, &blocked)
	u.Blocked = blocked > 0
	u.CreatedAt, u.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
	return u, err
}

// UserByEmail returns the account with this (lower-case) address.
func (s *Store) UserByEmail(ctx context.Context, email string) (User, error) {
	return s.oneUser(ctx, "email "+email, `SELECT `+userReadColumns+` FROM users WHERE email = ?`, email)
}

// UserByID returns one account.
func (s *Store) UserByID(ctx context.Context, id string) (User, error) {
	return s.oneUser(ctx, "id "+id, `SELECT `+userReadColumns+` FROM users WHERE id = ?`, id)
}

func (s *Store) oneUser(ctx context.Context, what, query string, args ...any) (User, error) {
	u, err := scanUser(s.db.QueryRowContext(ctx, s.rebind(query), args...))
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, ErrNotFound
	}
	if err != nil {
		return User{}, fmt.Errorf("store: unable to fetch user by %s: %w", what, err)
	}
	return u, nil
}

// SlugTaken tells whether a user or an author already has this slug: both live under /users/{slug}/.
func (s *Store) SlugTaken(ctx context.Context, slug string) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT (SELECT count(*) FROM users WHERE slug = ?)
		+ (SELECT count(*) FROM documents WHERE kind = 'author' AND slug = ?)`), slug, slug).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("store: unable to look up slug %q: %w", slug, err)
	}
	return n > 0, nil
}

// insertUser adds an account; a taken e-mail address or slug is ErrConflict. ON CONFLICT DO NOTHING
// rather than catching the driver's unique violation: it reads the same on both databases and does
// not abort a PostgreSQL transaction.
func (s *Store) insertUser(ctx context.Context, tx *sql.Tx, u User) error {
	if u.Role == "" {
		u.Role = "user" // an account without a role given is an ordinary one
	}
	res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO users (`+userColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`),
		u.ID, u.Email, u.Name, u.Slug, u.Language, u.PasswordHash, u.IsPremium, u.NewsletterOptIn, u.NewType, u.Role, u.Consent,
		u.CreatedAt.UnixMilli(), u.UpdatedAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: unable to add user %q: %w", u.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrConflict
	}
	return nil
}

// CreateUser adds an account with a first session, and links the social identity when one is given.
// A taken e-mail address is ErrEmailTaken, a taken slug ErrConflict (pick another and try again).
func (s *Store) CreateUser(ctx context.Context, u User, identity *Identity, sess Session) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.insertUser(ctx, tx, u); err != nil {
			if errors.Is(err, ErrConflict) {
				return s.whichConflict(ctx, tx, u.Email)
			}
			return err
		}
		if err := s.syncNewsletter(ctx, tx, &u); err != nil {
			return err
		}
		if identity != nil {
			identity.UserID = u.ID
			if err := s.insertIdentity(ctx, tx, *identity); err != nil {
				return err
			}
		}
		sess.UserID = u.ID
		return s.insertSession(ctx, tx, sess)
	})
}

// whichConflict tells a taken address from a taken slug after an insert did nothing.
func (s *Store) whichConflict(ctx context.Context, tx *sql.Tx, email string) error {
	var n int
	if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM users WHERE email = ?`), email).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to look up %q: %w", email, err)
	}
	if n > 0 {
		return ErrEmailTaken
	}
	return ErrConflict
}

// UpdateProfile writes the settings a user may change: name, language, newsletter consent and the
// consent banner's choice.
func (s *Store) UpdateProfile(ctx context.Context, u User) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`UPDATE users SET name = ?, language = ?, newsletter_opt_in = ?, consent = ?, updated_at = ? WHERE id = ?`),
		u.Name, u.Language, u.NewsletterOptIn, u.Consent, u.UpdatedAt.UnixMilli(), u.ID)
	if err != nil {
		return fmt.Errorf("store: unable to update user %q: %w", u.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// ChangePassword sets a new password hash and ends every session of the user but keepSession (the
// hash of the session that asked for the change), in one transaction: a thief holding another
// session is out the moment the owner changes the password.
func (s *Store) ChangePassword(ctx context.Context, userID, passwordHash, keepSession string, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?`),
			passwordHash, now.UnixMilli(), userID)
		if err != nil {
			return fmt.Errorf("store: unable to set the password of %q: %w", userID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`), userID, keepSession); err != nil {
			return fmt.Errorf("store: unable to end the sessions of %q: %w", userID, err)
		}
		_, err = tx.ExecContext(ctx, s.rebind(`DELETE FROM mail_tokens WHERE user_id = ?`), userID)
		return err
	})
}

// DeleteUser removes an account and everything personal with it: its likes (lowering the like
// count of every item it liked), ratings (the averages are written again), comment likes, photos
// (and, by the foreign keys, comments, cookbooks, reports and the shopping list), sessions, mail
// tokens, social identities, registrations still pending for its address and the address's newsletter
// subscription. It returns the language versions whose count or rating changed, so
// their cached pages can be purged.
func (s *Store) DeleteUser(ctx context.Context, userID string) ([]LikeCount, error) {
	var changed []LikeCount
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		changed = nil
		// FOR UPDATE on PostgreSQL waits for, and then blocks, a like of this user in flight (its
		// foreign key check holds a share lock on the row), so no like slips in after the likes are
		// counted down. SQLite transactions are IMMEDIATE and so already one at a time.
		var email string
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT email FROM users WHERE id = ?`+s.forUpdate()), userID).Scan(&email); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return ErrNotFound
			}
			return fmt.Errorf("store: unable to lock user %q: %w", userID, err)
		}
		groups, err := s.deleteLikes(ctx, tx, userID)
		if err != nil {
			return err
		}
		for _, g := range groups {
			counts, err := s.addToLikeCount(ctx, tx, g, -1)
			if err != nil {
				return err
			}
			changed = append(changed, counts...)
		}
		rated, err := s.deleteRatings(ctx, tx, userID)
		if err != nil {
			return err
		}
		changed = append(changed, rated...)
		for _, q := range []string{
			`UPDATE comments SET like_count = like_count - 1 WHERE like_count > 0 AND id IN (SELECT comment_id FROM comment_likes WHERE user_id = ?)`,
			`DELETE FROM media WHERE path IN (SELECT 'user-images/' || id || '.jpg' FROM user_images WHERE user_id = ?)`,
			// A cook's published recipes and author page go with the account (their photos do too).
			`DELETE FROM documents WHERE group_id IN (SELECT content_id FROM user_recipes WHERE user_id = ? AND content_id <> '')`,
			`DELETE FROM documents WHERE kind = 'author' AND group_id = ?`,
			`DELETE FROM user_recipes WHERE user_id = ?`,
			`DELETE FROM sessions WHERE user_id = ?`,
			`DELETE FROM mail_tokens WHERE user_id = ?`,
			`DELETE FROM identities WHERE user_id = ?`,
			`DELETE FROM users WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.rebind(q), userID); err != nil {
				return fmt.Errorf("store: unable to delete user %q: %w", userID, err)
			}
		}
		// The newsletter of the address goes too (its tokens with it): whoever deletes the account
		// withdraws every consent given with it.
		for _, q := range []string{
			`DELETE FROM pending_registrations WHERE email = ?`,
			`DELETE FROM newsletter_tokens WHERE email = ?`,
			`DELETE FROM newsletter_subscriptions WHERE email = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.rebind(q), email); err != nil {
				return fmt.Errorf("store: unable to delete user %q: %w", userID, err)
			}
		}
		return nil
	})
	return changed, err
}

// SetRole gives the account with this (lower-case) address a role; an unknown address is
// ErrNotFound.
func (s *Store) SetRole(ctx context.Context, email, role string, now time.Time) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`UPDATE users SET role = ?, updated_at = ? WHERE email = ?`), role, now.UnixMilli(), email)
	if err != nil {
		return fmt.Errorf("store: unable to set the role of %q: %w", email, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// FindUsers returns up to limit accounts whose address or name contains q (lower case), by name.
func (s *Store) FindUsers(ctx context.Context, q string, limit int) ([]User, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+userReadColumns+` FROM users WHERE email LIKE ? OR lower(name) LIKE ?
		ORDER BY name, id LIMIT ?`), "%"+q+"%", "%"+q+"%", limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to find users: %w", err)
	}
	defer rows.Close()
	out := []User{}
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// ChangeRole gives an account a role (the desk: admins make editors), with the audit entry.
func (s *Store) ChangeRole(ctx context.Context, id, role string, audit Audit) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, s.rebind(`UPDATE users SET role = ?, updated_at = ? WHERE id = ? RETURNING `+userReadColumns),
			role, audit.At.UnixMilli(), id))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to change the role of %q: %w", id, err)
		}
		return s.addAudit(ctx, tx, audit)
	})
	return u, err
}
