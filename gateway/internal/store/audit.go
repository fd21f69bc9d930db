package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Audit is one entry of the editors' audit log: who did what to which thing, when, and the thing
// before and after (JSON, or empty when there was none).
type Audit struct {
	ID        string
	ActorID   string
	ActorName string
	// Action names what was done: "submission.accept", "submission.reject", …
	Action   string
	Target   string
	TargetID string
	Before   []byte
	After    []byte
	At       time.Time
}

// addAudit writes an entry inside the transaction of the change it records, so there is no change
// without its entry and no entry without its change.
func (s *Store) addAudit(ctx context.Context, tx *sql.Tx, a Audit) error {
	_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO audit_log (id, actor_id, actor_name, action, target, target_id, before, after, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`), a.ID, a.ActorID, a.ActorName, a.Action, a.Target, a.TargetID, string(a.Before), string(a.After), a.At.UnixMicro())
	if err != nil {
		return fmt.Errorf("store: unable to write the audit log: %w", err)
	}
	return nil
}

// AuditLog returns one page of the audit log, newest first, and how many entries there are.
func (s *Store) AuditLog(ctx context.Context, page, perPage int) ([]Audit, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM audit_log`).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count the audit log: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT id, actor_id, actor_name, action, target, target_id, before, after, created_at
		FROM audit_log ORDER BY created_at DESC, id LIMIT ? OFFSET ?`), perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to read the audit log: %w", err)
	}
	defer rows.Close()
	out := []Audit{}
	for rows.Next() {
		var a Audit
		var before, after string
		var at int64
		if err := rows.Scan(&a.ID, &a.ActorID, &a.ActorName, &a.Action, &a.Target, &a.TargetID, &before, &after, &at); err != nil {
			return nil, 0, err
		}
		a.Before, a.After, a.At = []byte(before), []byte(after), time.UnixMicro(at).UTC()
		out = append(out, a)
	}
	return out, total, rows.Err()
}
