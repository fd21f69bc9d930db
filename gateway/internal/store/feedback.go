package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Feedback is what a reader sent from the footer's feedback modal.
type Feedback struct {
	ID       string
	Kind     string
	Message  string
	Email    string
	Page     string
	Language string
	// UserID and UserName name the logged-in reader who sent it; empty for an anonymous one.
	UserID, UserName string
	CreatedAt        time.Time
	// HandledAt is when an editor marked it handled; zero while it is open.
	HandledAt time.Time
}

// AddFeedback keeps a reader's feedback.
func (s *Store) AddFeedback(ctx context.Context, f Feedback) error {
	var user any
	if f.UserID != "" {
		user = f.UserID
	}
	_, err := s.db.ExecContext(ctx, s.rebind(`INSERT INTO feedback (id, kind, message, email, page, language, user_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`), f.ID, f.Kind, f.Message, f.Email, f.Page, f.Language, user, f.CreatedAt.UnixMicro())
	if err != nil {
		return fmt.Errorf("store: unable to keep feedback: %w", err)
	}
	return nil
}

// FeedbackList returns one page of feedback, the open ones only unless all is set, newest first,
// and how many there are.
func (s *Store) FeedbackList(ctx context.Context, all bool, page, perPage int) ([]Feedback, int, error) {
	where := ` WHERE f.handled_at = 0`
	if all {
		where = ``
	}
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM feedback f`+where).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count feedback: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT f.id, f.kind, f.message, f.email, f.page, f.language,
		COALESCE(u.id, ''), COALESCE(u.name, ''), f.created_at, f.handled_at
		FROM feedback f LEFT JOIN users u ON u.id = f.user_id`+where+` ORDER BY f.created_at DESC, f.id LIMIT ? OFFSET ?`), perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to read feedback: %w", err)
	}
	defer rows.Close()
	out := []Feedback{}
	for rows.Next() {
		var f Feedback
		var created, handled int64
		if err := rows.Scan(&f.ID, &f.Kind, &f.Message, &f.Email, &f.Page, &f.Language, &f.UserID, &f.UserName, &created, &handled); err != nil {
			return nil, 0, fmt.Errorf("store: unable to read feedback: %w", err)
		}
		f.CreatedAt = time.UnixMicro(created).UTC()
		if handled != 0 {
			f.HandledAt = time.UnixMicro(handled).UTC()
		}
		out = append(out, f)
	}
	return out, total, rows.Err()
}

// HandleFeedback marks a feedback handled (or open again, with a zero at) and records who did it
// in the audit log, in one transaction. ErrNotFound when there is no such feedback.
func (s *Store) HandleFeedback(ctx context.Context, id string, at time.Time, entry Audit) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var before int64
		err := tx.QueryRowContext(ctx, s.rebind(`SELECT handled_at FROM feedback WHERE id = ?`), id).Scan(&before)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read feedback %q: %w", id, err)
		}
		var after int64
		if !at.IsZero() {
			after = at.UnixMicro()
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE feedback SET handled_at = ? WHERE id = ?`), after, id); err != nil {
			return fmt.Errorf("store: unable to mark feedback %q: %w", id, err)
		}
		entry.Before, _ = json.Marshal(map[string]bool{"handled": before != 0})
		entry.After, _ = json.Marshal(map[string]bool{"handled": after != 0})
		return s.addAudit(ctx, tx, entry)
	})
}
