package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrLimit is returned when a user already holds as many of something as allowed.
var ErrLimit = errors.New("store: limit reached")

// Cookbook is one of a user's cookbooks as the list shows it.
type Cookbook struct {
	ID        string
	Name      string
	ItemCount int
	// Cover is the card (summary JSON) of the item saved last, in the asked language; nil when empty.
	Cover     []byte
	UpdatedAt time.Time
}

// lockUser serialises a user's writes that check a limit first (count, then insert): on
// PostgreSQL two concurrent requests would both see room for one more. SQLite transactions are
// IMMEDIATE and one at a time anyway.
func (s *Store) lockUser(ctx context.Context, tx *sql.Tx, userID string) error {
	if !s.postgres {
		return nil
	}
	var id string
	err := tx.QueryRowContext(ctx, `SELECT id FROM users WHERE id = $1 FOR UPDATE`, userID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: unable to lock user %q: %w", userID, err)
	}
	return nil
}

// publishedIn joins an item (by content id, in column) to its published version in a language.
func publishedIn(column string) string {
	return ` JOIN documents d ON d.group_id = ` + column + ` AND d.language = ? AND d.state = 'published' AND d.kind IN ` + likedKinds
}

// Cookbooks lists a user's cookbooks, the one changed last first, with the number of published
// items each holds and the card of the item saved last.
func (s *Store) Cookbooks(ctx context.Context, userID, language string) ([]Cookbook, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT c.id, c.name, c.updated_at,
		(SELECT count(*) FROM cookbook_items ci`+publishedIn("ci.content_id")+` WHERE ci.cookbook_id = c.id),
		COALESCE((SELECT d.summary FROM cookbook_items ci`+publishedIn("ci.content_id")+` WHERE ci.cookbook_id = c.id
			ORDER BY ci.created_at DESC LIMIT 1), '')
		FROM cookbooks c WHERE c.user_id = ? ORDER BY c.updated_at DESC, c.id`), language, language, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the cookbooks of %q: %w", userID, err)
	}
	defer rows.Close()
	books := []Cookbook{}
	for rows.Next() {
		var b Cookbook
		var updated int64
		var cover string
		if err := rows.Scan(&b.ID, &b.Name, &updated, &b.ItemCount, &cover); err != nil {
			return nil, err
		}
		b.UpdatedAt = time.UnixMicro(updated).UTC()
		if cover != "" {
			b.Cover = []byte(cover)
		}
		books = append(books, b)
	}
	return books, rows.Err()
}

// Cookbook returns one cookbook of a user; someone else's is ErrNotFound.
func (s *Store) Cookbook(ctx context.Context, userID, id, language string) (Cookbook, error) {
	books, err := s.Cookbooks(ctx, userID, language)
	if err != nil {
		return Cookbook{}, err
	}
	for _, b := range books {
		if b.ID == id {
			return b, nil
		}
	}
	return Cookbook{}, ErrNotFound
}

// CookbooksHolding lists the ids of a user's cookbooks that hold an item (by content id), so a
// page can show its save button as saved.
func (s *Store) CookbooksHolding(ctx context.Context, userID, contentID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT c.id FROM cookbooks c JOIN cookbook_items ci ON ci.cookbook_id = c.id
		WHERE c.user_id = ? AND ci.content_id = ? ORDER BY c.id`), userID, contentID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to find the cookbooks holding %q: %w", contentID, err)
	}
	defer rows.Close()
	ids := []string{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func nameKey(name string) string { return strings.ToLower(name) }

// CreateCookbook adds a cookbook: ErrConflict when the user has one of that name (in any case),
// ErrLimit when they have max already.
func (s *Store) CreateCookbook(ctx context.Context, userID, id, name string, max int, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockUser(ctx, tx, userID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM cookbooks WHERE user_id = ?`), userID).Scan(&n); err != nil {
			return fmt.Errorf("store: unable to count the cookbooks of %q: %w", userID, err)
		}
		if n >= max {
			return ErrLimit
		}
		res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO cookbooks (id, user_id, name, name_key, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`), id, userID, name, nameKey(name), now.UnixMicro(), now.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to add cookbook %q: %w", name, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrConflict
		}
		return nil
	})
}

// RenameCookbook renames a user's cookbook: ErrNotFound when it is not theirs, ErrConflict when
// another of theirs has the name.
func (s *Store) RenameCookbook(ctx context.Context, userID, id, name string, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var other int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM cookbooks WHERE user_id = ? AND name_key = ? AND id <> ?`),
			userID, nameKey(name), id).Scan(&other); err != nil {
			return fmt.Errorf("store: unable to look up cookbook %q: %w", name, err)
		}
		if other > 0 {
			return ErrConflict
		}
		res, err := tx.ExecContext(ctx, s.rebind(`UPDATE cookbooks SET name = ?, name_key = ?, updated_at = ? WHERE id = ? AND user_id = ?`),
			name, nameKey(name), now.UnixMicro(), id, userID)
		if err != nil {
			return fmt.Errorf("store: unable to rename cookbook %q: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return nil
	})
}

// DeleteCookbook removes a user's cookbook and what it holds (the items themselves stay).
func (s *Store) DeleteCookbook(ctx context.Context, userID, id string) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`DELETE FROM cookbooks WHERE id = ? AND user_id = ?`), id, userID)
	if err != nil {
		return fmt.Errorf("store: unable to delete cookbook %q: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// ownsCookbook checks that a cookbook is the user's.
func (s *Store) ownsCookbook(ctx context.Context, q queryRower, userID, id string) error {
	var n int
	if err := q.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM cookbooks WHERE id = ? AND user_id = ?`), id, userID).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to look up cookbook %q: %w", id, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// CookbookItems returns one page of the published items of a user's cookbook in language, the one
// saved last first, and how many there are.
func (s *Store) CookbookItems(ctx context.Context, userID, id, language string, page, perPage int) ([]Document, int, error) {
	if err := s.ownsCookbook(ctx, s.db, userID, id); err != nil {
		return nil, 0, err
	}
	from := ` FROM cookbook_items ci` + publishedIn("ci.content_id") + ` WHERE ci.cookbook_id = ?`
	return s.documentPage(ctx, "cookbook "+id, from, "ci.created_at DESC, d.id", []any{language, id}, page, perPage)
}

// AddToCookbook puts an item (by content id) into a user's cookbook. added is false when it was in
// it already; ErrLimit when the user's cookbooks hold max items together.
func (s *Store) AddToCookbook(ctx context.Context, userID, id, contentID string, max int, now time.Time) (added bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockUser(ctx, tx, userID); err != nil {
			return err
		}
		if err := s.ownsCookbook(ctx, tx, userID, id); err != nil {
			return err
		}
		var there, n int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT
			(SELECT count(*) FROM cookbook_items WHERE cookbook_id = ? AND content_id = ?),
			(SELECT count(*) FROM cookbook_items WHERE user_id = ?)`), id, contentID, userID).Scan(&there, &n); err != nil {
			return fmt.Errorf("store: unable to count the cookbook items of %q: %w", userID, err)
		}
		if added = there == 0; !added {
			return nil
		}
		if n >= max {
			return ErrLimit
		}
		return s.insertCookbookItem(ctx, tx, userID, id, contentID, now)
	})
	return added, err
}

func (s *Store) insertCookbookItem(ctx context.Context, tx *sql.Tx, userID, id, contentID string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO cookbook_items (cookbook_id, user_id, content_id, created_at) VALUES (?, ?, ?, ?)
		ON CONFLICT DO NOTHING`), id, userID, contentID, now.UnixMicro()); err != nil {
		return fmt.Errorf("store: unable to add %q to cookbook %q: %w", contentID, id, err)
	}
	_, err := tx.ExecContext(ctx, s.rebind(`UPDATE cookbooks SET updated_at = ? WHERE id = ?`), now.UnixMicro(), id)
	return err
}

// RemoveFromCookbook takes an item out of a user's cookbook; removing one that is not in it is no
// error (a repeated click), a cookbook that is not theirs is ErrNotFound.
func (s *Store) RemoveFromCookbook(ctx context.Context, userID, id, contentID string, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.ownsCookbook(ctx, tx, userID, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM cookbook_items WHERE cookbook_id = ? AND content_id = ?`), id, contentID)
		if err != nil {
			return fmt.Errorf("store: unable to remove %q from cookbook %q: %w", contentID, id, err)
		}
		if n, _ := res.RowsAffected(); n > 0 {
			_, err = tx.ExecContext(ctx, s.rebind(`UPDATE cookbooks SET updated_at = ? WHERE id = ?`), now.UnixMicro(), id)
		}
		return err
	})
}

// MoveCookbookItem moves an item from one of a user's cookbooks to another. Either cookbook not
// theirs, or the item not in the first, is ErrNotFound; when it is in the second already, it just
// leaves the first.
func (s *Store) MoveCookbookItem(ctx context.Context, userID, from, contentID, to string, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.ownsCookbook(ctx, tx, userID, from); err != nil {
			return err
		}
		if err := s.ownsCookbook(ctx, tx, userID, to); err != nil {
			return err
		}
		if from == to {
			return nil
		}
		res, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM cookbook_items WHERE cookbook_id = ? AND content_id = ?`), from, contentID)
		if err != nil {
			return fmt.Errorf("store: unable to move %q out of cookbook %q: %w", contentID, from, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE cookbooks SET updated_at = ? WHERE id = ?`), now.UnixMicro(), from); err != nil {
			return err
		}
		return s.insertCookbookItem(ctx, tx, userID, to, contentID, now)
	})
}
