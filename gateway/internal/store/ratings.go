package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"
)

// RatingSummary is a recipe's rating as one user sees it.
type RatingSummary struct {
	// Average is rounded to one decimal place; nil while nobody has rated.
	Average *float64
	Count   int
	// Mine is the user's own rating, nil when they have not rated.
	Mine *int
}

// Rate sets a user's rating of a recipe (by content id) and writes the new average and count into
// the stored JSON of every language version, in one transaction. It returns the summary and the
// versions changed, for the cache to drop their pages.
func (s *Store) Rate(ctx context.Context, userID, contentID string, rating int, now time.Time) (RatingSummary, []LikeCount, error) {
	return s.changeRating(ctx, userID, contentID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO ratings (user_id, content_id, rating, updated_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (user_id, content_id) DO UPDATE SET rating = excluded.rating, updated_at = excluded.updated_at`),
			userID, contentID, rating, now.UnixMicro())
		return err
	})
}

// Unrate removes a user's rating of a recipe; none is no error.
func (s *Store) Unrate(ctx context.Context, userID, contentID string) (RatingSummary, []LikeCount, error) {
	return s.changeRating(ctx, userID, contentID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM ratings WHERE user_id = ? AND content_id = ?`), userID, contentID)
		return err
	})
}

// changeRating runs change between locking the recipe's rows and counting its ratings. The lock
// makes raters of one recipe take turns, and the count is a new statement, so on PostgreSQL it
// sees every rating committed before (one statement inside the UPDATE would see only those
// committed when the transaction's first statement ran, and lose concurrent ones).
func (s *Store) changeRating(ctx context.Context, userID, contentID string, change func(*sql.Tx) error) (RatingSummary, []LikeCount, error) {
	var sum RatingSummary
	var changed []LikeCount
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		sum, changed, err = s.rateInTx(ctx, tx, userID, contentID, change)
		return err
	})
	return sum, changed, err
}

func (s *Store) rateInTx(ctx context.Context, tx *sql.Tx, userID, contentID string, change func(*sql.Tx) error) (RatingSummary, []LikeCount, error) {
	rows, err := tx.QueryContext(ctx, s.rebind(`SELECT id FROM documents WHERE group_id = ? AND kind = 'recipe' ORDER BY id`+s.forUpdate()), contentID)
	if err != nil {
		return RatingSummary{}, nil, fmt.Errorf("store: unable to lock recipe %q: %w", contentID, err)
	}
	n := 0
	for rows.Next() {
		n++
	}
	rows.Close()
	if n == 0 {
		return RatingSummary{}, nil, ErrNotFound
	}
	if err := change(tx); err != nil {
		return RatingSummary{}, nil, fmt.Errorf("store: unable to rate %q: %w", contentID, err)
	}
	sum, err := s.ratingSummary(ctx, tx, userID, contentID)
	if err != nil {
		return sum, nil, err
	}
	value := []byte("null")
	if sum.Average != nil {
		value, _ = json.Marshal(map[string]any{"average": *sum.Average, "count": sum.Count})
	}
	set := `json_set(body, '$.rating', json(?))`
	if s.postgres {
		set = `jsonb_set(body::jsonb, '{rating}', ?::jsonb)::text`
	}
	// updated_at moves with the body: a partial build of the site reads only documents written
	// since its previous one (Query.UpdatedSince), and the recipe page shows the rating.
	rows, err = tx.QueryContext(ctx, s.rebind(`UPDATE documents SET body = `+set+`, updated_at = ? WHERE group_id = ? AND kind = 'recipe'
		RETURNING id, group_id, kind, language, slug, 0`), string(value), time.Now().UnixMilli(), contentID)
	if err != nil {
		return sum, nil, fmt.Errorf("store: unable to write the rating of %q: %w", contentID, err)
	}
	changed, err := scanLikeCounts(rows)
	return sum, changed, err
}

// deleteRatings removes every rating of a user (their account is going) and writes the new
// averages, recipe by recipe in the order of their ids.
func (s *Store) deleteRatings(ctx context.Context, tx *sql.Tx, userID string) ([]LikeCount, error) {
	rows, err := tx.QueryContext(ctx, s.rebind(`SELECT content_id FROM ratings WHERE user_id = ? ORDER BY content_id`), userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the ratings of %q: %w", userID, err)
	}
	rated, err := scanStrings(rows)
	if err != nil {
		return nil, err
	}
	var changed []LikeCount
	for _, contentID := range rated {
		_, c, err := s.rateInTx(ctx, tx, "", contentID, func(tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM ratings WHERE user_id = ? AND content_id = ?`), userID, contentID)
			return err
		})
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		changed = append(changed, c...)
	}
	return changed, nil
}

type queryRower interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}

func (s *Store) ratingSummary(ctx context.Context, q queryRower, userID, contentID string) (RatingSummary, error) {
	var sum RatingSummary
	var avg sql.NullFloat64
	if err := q.QueryRowContext(ctx, s.rebind(`SELECT avg(rating), count(*) FROM ratings WHERE content_id = ?`), contentID).Scan(&avg, &sum.Count); err != nil {
		return sum, fmt.Errorf("store: unable to count the ratings of %q: %w", contentID, err)
	}
	if avg.Valid && sum.Count > 0 {
		a := math.Round(avg.Float64*10) / 10
		sum.Average = &a
	}
	if userID == "" {
		return sum, nil
	}
	var mine int
	err := q.QueryRowContext(ctx, s.rebind(`SELECT rating FROM ratings WHERE user_id = ? AND content_id = ?`), userID, contentID).Scan(&mine)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return sum, fmt.Errorf("store: unable to read a rating of %q: %w", contentID, err)
	default:
		sum.Mine = &mine
	}
	return sum, nil
}

// Rating returns a recipe's rating with the user's own.
func (s *Store) Rating(ctx context.Context, userID, contentID string) (RatingSummary, error) {
	return s.ratingSummary(ctx, s.db, userID, contentID)
}
