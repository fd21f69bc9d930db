package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// QueuedMail is a mail of the outbox.
type QueuedMail struct {
	ID string
	// Message is the mail as the mail package keeps it (JSON).
	Message []byte
	// Attempts counts the attempts made before this one.
	Attempts int
	// CreatedAt and DueAt are those of a new mail: the workers leave it alone until DueAt, so the
	// request that made it can try it at once without a worker sending it at the same time. A
	// claimed mail has neither.
	CreatedAt time.Time
	DueAt     time.Time
}

// QueueMail keeps a new mail that goes with no change of its own (the mail about a change is kept
// by the method that stores the change, in the same transaction).
func (s *Store) QueueMail(ctx context.Context, m QueuedMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return s.queueMails(ctx, tx, []QueuedMail{m}) })
}

// queueMails keeps the mails about a change in the change's transaction: a change is never stored
// without its mails, and no mail is kept (and so sent) for a change that was not stored.
func (s *Store) queueMails(ctx context.Context, tx *sql.Tx, mails []QueuedMail) error {
	for _, m := range mails {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO mail_outbox (id, message, next_attempt_at, created_at) VALUES (?, ?, ?, ?)`),
			m.ID, string(m.Message), m.DueAt.UnixMicro(), m.CreatedAt.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to queue mail %q: %w", m.ID, err)
		}
	}
	return nil
}

// ClaimMails claims up to limit due mails for lease, oldest due first. Gateways claiming at the
// same time get different mails (PostgreSQL skips the rows another claim holds; SQLite claims one
// at a time).
func (s *Store) ClaimMails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]QueuedMail, error) {
	lock := ""
	if s.postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	var mails []QueuedMail
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, s.rebind(`SELECT id, message, attempts FROM mail_outbox
			WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`+lock), now.UnixMicro(), limit)
		if err != nil {
			return err
		}
		for rows.Next() {
			var m QueuedMail
			var message string
			if err := rows.Scan(&m.ID, &message, &m.Attempts); err != nil {
				rows.Close()
				return err
			}
			m.Message = []byte(message)
			mails = append(mails, m)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, m := range mails {
			if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ?`), now.Add(lease).UnixMicro(), m.ID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to claim mails: %w", err)
	}
	return mails, nil
}

// MailSent marks a mail sent; it is never sent again.
func (s *Store) MailSent(ctx context.Context, id string, now time.Time) error {
	_, err := s.db.ExecContext(ctx, s.rebind(`UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1, last_error = '' WHERE id = ?`), now.UnixMicro(), id)
	if err != nil {
		return fmt.Errorf("store: unable to mark mail %q sent: %w", id, err)
	}
	return nil
}

// MailFailed records a failed attempt: the mail is due again at retry, or, with abandon, never.
func (s *Store) MailFailed(ctx context.Context, id, reason string, retry time.Time, abandon bool, now time.Time) error {
	var abandoned any
	if abandon {
		abandoned = now.UnixMicro()
	}
	_, err := s.db.ExecContext(ctx, s.rebind(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, abandoned_at = ? WHERE id = ?`),
		reason, retry.UnixMicro(), abandoned, id)
	if err != nil {
		return fmt.Errorf("store: unable to record the failure of mail %q: %w", id, err)
	}
	return nil
}

// SweepMail removes the mails sent or abandoned before a time: the outbox keeps them a while for
// whoever looks into a complaint, not for ever (they hold addresses and links).
func (s *Store) SweepMail(ctx context.Context, before time.Time) error {
	_, err := s.db.ExecContext(ctx, s.rebind(`DELETE FROM mail_outbox WHERE sent_at < ? OR abandoned_at < ?`), before.UnixMicro(), before.UnixMicro())
	if err != nil {
		return fmt.Errorf("store: unable to sweep the outbox: %w", err)
	}
	return nil
}
