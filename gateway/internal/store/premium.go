package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// SetPremium turns premium on or off for the account with this (lower-case) address (the command
// line); an unknown address is ErrNotFound.
func (s *Store) SetPremium(ctx context.Context, email string, on bool, now time.Time) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`UPDATE users SET is_premium = ?, updated_at = ? WHERE email = ?`), on, now.UnixMilli(), email)
	if err != nil {
		return fmt.Errorf("store: unable to set premium of %q: %w", email, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// ChangePremium turns premium on or off for an account (the desk: admins), with the audit entry.
func (s *Store) ChangePremium(ctx context.Context, id string, on bool, audit Audit) (User, error) {
	var u User
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, s.rebind(`UPDATE users SET is_premium = ?, updated_at = ? WHERE id = ? RETURNING `+userReadColumns),
			on, audit.At.UnixMilli(), id))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to change premium of %q: %w", id, err)
		}
		return s.addAudit(ctx, tx, audit)
	})
	return u, err
}
