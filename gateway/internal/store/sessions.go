package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Session is a login. TokenHash is the hex SHA-256 of the token the gateway holds sealed in the
// user's cookie; the token itself is never stored.
type Session struct {
	TokenHash  string
	UserID     string
	CreatedAt  time.Time
	LastSeenAt time.Time
	// ExpiresAt is the absolute end of the session, however active it is.
	ExpiresAt time.Time
}

func (s *Store) insertSession(ctx context.Context, tx *sql.Tx, sess Session) error {
	_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)`),
		sess.TokenHash, sess.UserID, sess.CreatedAt.UnixMilli(), sess.LastSeenAt.UnixMilli(), sess.ExpiresAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: unable to start a session for %q: %w", sess.UserID, err)
	}
	return nil
}

// AddSession starts a session.
func (s *Store) AddSession(ctx context.Context, sess Session) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.insertSession(ctx, tx, sess) })
}

// SessionUser returns the session with this token hash and its user, if the session has neither
// passed its absolute end (at now) nor been idle since before idleCutoff; otherwise ErrNotFound.
func (s *Store) SessionUser(ctx context.Context, tokenHash string, now, idleCutoff time.Time) (User, Session, error) {
	sess := Session{TokenHash: tokenHash}
	var created, seen, expires int64
	var u User
	var uCreated, uUpdated int64
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT s.user_id, s.created_at, s.last_seen_at, s.expires_at,
		u.id, u.email, u.name, u.slug, u.language, u.password_hash, u.is_premium, u.newsletter_opt_in, u.new_type, u.role, u.consent, u.created_at, u.updated_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ? AND u.blocked_at = 0`), tokenHash, now.UnixMilli(), idleCutoff.UnixMilli()).
		Scan(&sess.UserID, &created, &seen, &expires,
			&u.ID, &u.Email, &u.Name, &u.Slug, &u.Language, &u.PasswordHash, &u.IsPremium, &u.NewsletterOptIn, &u.NewType, &u.Role, &u.Consent, &uCreated, &uUpdated)
	if errors.Is(err, sql.ErrNoRows) {
		return User{}, Session{}, ErrNotFound
	}
	if err != nil {
		return User{}, Session{}, fmt.Errorf("store: unable to look up a session: %w", err)
	}
	sess.CreatedAt, sess.LastSeenAt, sess.ExpiresAt = time.UnixMilli(created).UTC(), time.UnixMilli(seen).UTC(), time.UnixMilli(expires).UTC()
	u.CreatedAt, u.UpdatedAt = time.UnixMilli(uCreated).UTC(), time.UnixMilli(uUpdated).UTC()
	return u, sess, nil
}

// TouchSession records that a session was used at now, which restarts its idle timeout.
func (s *Store) TouchSession(ctx context.Context, tokenHash string, now time.Time) error {
	if _, err := s.db.ExecContext(ctx, s.rebind(`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`), now.UnixMilli(), tokenHash); err != nil {
		return fmt.Errorf("store: unable to touch a session: %w", err)
	}
	return nil
}

// DeleteSession ends one session; an unknown one is not an error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	if _, err := s.db.ExecContext(ctx, s.rebind(`DELETE FROM sessions WHERE token_hash = ?`), tokenHash); err != nil {
		return fmt.Errorf("store: unable to end a session: %w", err)
	}
	return nil
}

// Registration is a sign-up waiting for its confirmation link.
type Registration struct {
	TokenHash       string
	Email           string
	Name            string
	Language        string
	PasswordHash    string
	NewsletterOptIn bool
	CreatedAt       time.Time
	ExpiresAt       time.Time
}

// AddRegistration keeps a sign-up until its link is followed or it expires, with the mails that
// carry its link, in one transaction.
func (s *Store) AddRegistration(ctx context.Context, r Registration, mails ...QueuedMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO pending_registrations
			(token_hash, email, name, language, password_hash, newsletter_opt_in, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
			r.TokenHash, r.Email, r.Name, r.Language, r.PasswordHash, r.NewsletterOptIn, r.CreatedAt.UnixMilli(), r.ExpiresAt.UnixMilli())
		if err != nil {
			return fmt.Errorf("store: unable to keep the registration of %q: %w", r.Email, err)
		}
		return s.queueMails(ctx, tx, mails)
	})
}

// PendingRegistration returns the registration with this token hash if it has not expired at now.
func (s *Store) PendingRegistration(ctx context.Context, tokenHash string, now time.Time) (Registration, error) {
	r := Registration{TokenHash: tokenHash}
	var created, expires int64
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT email, name, language, password_hash, newsletter_opt_in, created_at, expires_at
		FROM pending_registrations WHERE token_hash = ? AND expires_at > ?`), tokenHash, now.UnixMilli()).
		Scan(&r.Email, &r.Name, &r.Language, &r.PasswordHash, &r.NewsletterOptIn, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return Registration{}, ErrNotFound
	}
	if err != nil {
		return Registration{}, fmt.Errorf("store: unable to look up a registration: %w", err)
	}
	r.CreatedAt, r.ExpiresAt = time.UnixMilli(created).UTC(), time.UnixMilli(expires).UTC()
	return r, nil
}

// ConfirmRegistration turns the registration with this token hash into an account with a first
// session. It takes u's ID, slug and times and the rest from the registration, and fills u in. The
// token is used up even when the address has an account by now (ErrEmailTaken), and every other
// link sent to the same address stops working with it. A token that is unknown, used or expired
// at now is ErrNotFound. A taken slug is ErrConflict and uses nothing up: pick another and try again.
func (s *Store) ConfirmRegistration(ctx context.Context, tokenHash string, now time.Time, u *User, sess Session) error {
	var taken bool
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var r Registration
		var expires int64
		err := tx.QueryRowContext(ctx, s.rebind(`DELETE FROM pending_registrations WHERE token_hash = ?
			RETURNING email, name, language, password_hash, newsletter_opt_in, expires_at`), tokenHash).
			Scan(&r.Email, &r.Name, &r.Language, &r.PasswordHash, &r.NewsletterOptIn, &expires)
		if errors.Is(err, sql.ErrNoRows) || err == nil && expires <= now.UnixMilli() {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to use a confirmation token: %w", err)
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM pending_registrations WHERE email = ?`), r.Email); err != nil {
			return err
		}
		u.Email, u.Name, u.Language, u.PasswordHash, u.NewsletterOptIn = r.Email, r.Name, r.Language, r.PasswordHash, r.NewsletterOptIn
		if err := s.insertUser(ctx, tx, *u); err != nil {
			if !errors.Is(err, ErrConflict) {
				return err
			}
			if err := s.whichConflict(ctx, tx, u.Email); !errors.Is(err, ErrEmailTaken) {
				return err
			}
			taken = true
			return nil // commit: the token is used up
		}
		if err := s.syncNewsletter(ctx, tx, u); err != nil {
			return err
		}
		sess.UserID = u.ID
		return s.insertSession(ctx, tx, sess)
	})
	if err == nil && taken {
		return ErrEmailTaken
	}
	return err
}

// MailToken is a single-use token sent by mail for an existing account.
type MailToken struct {
	TokenHash string
	// Purpose is what the token may do: "reset".
	Purpose   string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
}

// AddMailToken keeps a token until it is used or expires, with the mails that carry it, in one
// transaction.
func (s *Store) AddMailToken(ctx context.Context, t MailToken, mails ...QueuedMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO mail_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`),
			t.TokenHash, t.Purpose, t.UserID, t.CreatedAt.UnixMilli(), t.ExpiresAt.UnixMilli())
		if err != nil {
			return fmt.Errorf("store: unable to keep a %s token: %w", t.Purpose, err)
		}
		return s.queueMails(ctx, tx, mails)
	})
}

// ResetPassword uses up a reset token, sets the new password hash, ends every session of the user
// (and every other reset link) and starts sess, in one transaction. A token that is unknown, used or
// expired at now is ErrNotFound.
func (s *Store) ResetPassword(ctx context.Context, tokenHash string, now time.Time, passwordHash string, sess Session) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var userID string
		var expires int64
		err := tx.QueryRowContext(ctx, s.rebind(`DELETE FROM mail_tokens WHERE token_hash = ? AND purpose = 'reset' RETURNING user_id, expires_at`), tokenHash).
			Scan(&userID, &expires)
		if errors.Is(err, sql.ErrNoRows) || err == nil && expires <= now.UnixMilli() {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to use a reset token: %w", err)
		}
		for _, q := range []string{`DELETE FROM mail_tokens WHERE user_id = ?`, `DELETE FROM sessions WHERE user_id = ?`} {
			if _, err := tx.ExecContext(ctx, s.rebind(q), userID); err != nil {
				return fmt.Errorf("store: unable to end the sessions of %q: %w", userID, err)
			}
		}
		u, err = scanUser(tx.QueryRowContext(ctx, s.rebind(`UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ? RETURNING `+userReadColumns),
			passwordHash, now.UnixMilli(), userID))
		if err != nil {
			return fmt.Errorf("store: unable to set the password of %q: %w", userID, err)
		}
		sess.UserID = userID
		return s.insertSession(ctx, tx, sess)
	})
	if err != nil {
		return User{}, err
	}
	return u, nil
}

// Identity links a social login (provider and its stable subject) to an account.
type Identity struct {
	Provider string
	Subject  string
	UserID   string
	// Email is the address the provider gave when the identity was linked.
	Email     string
	CreatedAt time.Time
}

func (s *Store) insertIdentity(ctx context.Context, tx *sql.Tx, id Identity) error {
	res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`), id.Provider, id.Subject, id.UserID, id.Email, id.CreatedAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: unable to link a %s login to %q: %w", id.Provider, id.UserID, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return ErrConflict
	}
	return nil
}

// UserByIdentity returns the account a social login is linked to.
func (s *Store) UserByIdentity(ctx context.Context, provider, subject string) (User, error) {
	return s.oneUser(ctx, provider+" login",
		`SELECT `+prefixedWith("u", userReadColumns)+` FROM identities i JOIN users u ON u.id = i.user_id WHERE i.provider = ? AND i.subject = ?`,
		provider, subject)
}

// LinkIdentity links a social login to an existing account and starts a session, in one transaction.
// A login linked already (to any account) is ErrConflict.
func (s *Store) LinkIdentity(ctx context.Context, id Identity, sess Session) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.insertIdentity(ctx, tx, id); err != nil {
			return err
		}
		sess.UserID = id.UserID
		return s.insertSession(ctx, tx, sess)
	})
}

// Sweep deletes what has expired at now: sessions, registrations, mail tokens, rate-limit windows,
// newsletter tokens and newsletter sign-ups nobody confirmed
// (idle sessions are left to their absolute end; they open nothing in the meantime).
func (s *Store) Sweep(ctx context.Context, now time.Time) error {
	for _, q := range []string{
		`DELETE FROM sessions WHERE expires_at <= ?`,
		`DELETE FROM pending_registrations WHERE expires_at <= ?`,
		`DELETE FROM mail_tokens WHERE expires_at <= ?`,
		`DELETE FROM rate_limits WHERE reset_at <= ?`,
		`DELETE FROM newsletter_tokens WHERE expires_at <= ?`,
		// A sign-up whose confirmation links all expired keeps nothing of the address.
		`DELETE FROM newsletter_subscriptions WHERE state = 'pending' AND updated_at <= ?
			AND NOT EXISTS (SELECT 1 FROM newsletter_tokens t WHERE t.email = newsletter_subscriptions.email AND t.purpose = 'confirm')`,
	} {
		if _, err := s.db.ExecContext(ctx, s.rebind(q), now.UnixMilli()); err != nil {
			return fmt.Errorf("store: unable to sweep expired rows: %w", err)
		}
	}
	return nil
}
