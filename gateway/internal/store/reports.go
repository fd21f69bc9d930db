package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Report is one user's report of a comment, photo, recipe or user.
type Report struct {
	ID         string
	ReporterID string
	Target     string // comment, image, recipe or user
	TargetID   string
	Reason     string
	Text       string
	CreatedAt  time.Time
}

// HideAfter is how many different users must report a comment or photo before it is hidden until
// an editor looks: one report could be a grudge, three rarely are.
const HideAfter = 3

// AddReport stores a report. added is false when this user reported the thing before (nothing
// changes then). hidden names the content id whose comments changed when the report was the one
// that hid a comment or photo, for the cache to drop them (for a photo not attached to a comment,
// its own id); it is empty otherwise.
func (s *Store) AddReport(ctx context.Context, r Report) (added bool, hidden string, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO reports (id, reporter_id, target, target_id, reason, text, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
			r.ID, r.ReporterID, r.Target, r.TargetID, r.Reason, r.Text, r.CreatedAt.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to add a report of %s %q: %w", r.Target, r.TargetID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		added = true
		if r.Target != "comment" && r.Target != "image" {
			return nil
		}
		var reporters int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(DISTINCT reporter_id) FROM reports WHERE target = ? AND target_id = ? AND status = 'open'`),
			r.Target, r.TargetID).Scan(&reporters); err != nil {
			return fmt.Errorf("store: unable to count the reports of %q: %w", r.TargetID, err)
		}
		if reporters < HideAfter {
			return nil
		}
		hide := `UPDATE comments SET hidden = TRUE WHERE id = ? AND NOT hidden RETURNING content_id`
		if r.Target == "image" {
			hide = `UPDATE user_images SET hidden = TRUE WHERE id = ? AND NOT hidden
				RETURNING COALESCE((SELECT content_id FROM comments WHERE comments.id = user_images.comment_id), id)`
		}
		err = tx.QueryRowContext(ctx, s.rebind(hide), r.TargetID).Scan(&hidden)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return err
	})
	return added, hidden, err
}

// Reportable tells whether the thing a report names exists (and is visible): a comment, an
// uploaded photo, a recipe (any language version or its content id) or a user (id or slug).
func (s *Store) Reportable(ctx context.Context, target, id string) (bool, error) {
	queries := map[string]string{
		"comment": `SELECT count(*) FROM comments WHERE id = ? AND NOT hidden`,
		"image":   `SELECT count(*) FROM user_images WHERE id = ? AND NOT hidden`,
		"recipe":  `SELECT count(*) FROM documents WHERE (id = ? OR group_id = ?) AND kind = 'recipe' AND state = 'published'`,
		"user":    `SELECT count(*) FROM users WHERE id = ? OR slug = ?`,
	}
	q, ok := queries[target]
	if !ok {
		return false, nil
	}
	args := []any{id}
	if target == "recipe" || target == "user" {
		args = append(args, id)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, s.rebind(q), args...).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to look up %s %q: %w", target, id, err)
	}
	return n > 0, nil
}
