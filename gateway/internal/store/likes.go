package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// LikeCount is the like count of one language version of an item, with what it takes to name its
// page (kind and slug) so a cache can drop it.
type LikeCount struct {
	ID       string
	GroupID  string
	Kind     string
	Language string
	Slug     string
	Count    int
}

// likedKinds are the kinds of document a user can like.
const likedKinds = `('recipe', 'article')`

// likeCountOf reads user_reactions.like_count from a JSON column.
func (s *Store) likeCountOf(column string) string {
	if s.postgres {
		return `COALESCE((` + column + `::jsonb #>> '{user_reactions,like_count}')::bigint, 0)`
	}
	return `COALESCE(json_extract(` + column + `, '$.user_reactions.like_count'), 0)`
}

// withLikeCount is the JSON of a column with user_reactions.like_count moved by the delta
// parameter, never below zero. One expression inside one UPDATE: the database computes the new
// count from the row as it is when the update takes its lock, so concurrent likes never lose one.
func (s *Store) withLikeCount(column string) string {
	if s.postgres {
		return `jsonb_set(` + column + `::jsonb, '{user_reactions,like_count}', to_jsonb(GREATEST(0, ` + s.likeCountOf(column) + ` + ?)))::text`
	}
	return `json_set(` + column + `, '$.user_reactions.like_count', max(0, ` + s.likeCountOf(column) + ` + ?))`
}

// groupRows selects the language versions of the item named by the parameter. On PostgreSQL it
// locks them in the order of their ids first: an UPDATE locks rows in the order it finds them, which
// changes as updates move rows, and two likes of one item that locked its two rows in opposite
// orders would deadlock.
func (s *Store) groupRows() string {
	if s.postgres {
		return `id IN (SELECT id FROM documents WHERE group_id = ? AND kind IN ` + likedKinds + ` ORDER BY id FOR UPDATE)`
	}
	return `group_id = ? AND kind IN ` + likedKinds
}

// addToLikeCount moves the like count in the summary and body of every language version of an item.
func (s *Store) addToLikeCount(ctx context.Context, tx *sql.Tx, groupID string, delta int) ([]LikeCount, error) {
	rows, err := tx.QueryContext(ctx, s.rebind(`UPDATE documents SET
		summary = CASE WHEN summary = '' THEN summary ELSE `+s.withLikeCount("summary")+` END,
		body = `+s.withLikeCount("body")+`
		WHERE `+s.groupRows()+`
		RETURNING id, group_id, kind, language, slug, `+s.likeCountOf("body")), delta, delta, groupID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count a like of %q: %w", groupID, err)
	}
	return scanLikeCounts(rows)
}

func scanLikeCounts(rows *sql.Rows) ([]LikeCount, error) {
	defer rows.Close()
	var out []LikeCount
	for rows.Next() {
		var c LikeCount
		if err := rows.Scan(&c.ID, &c.GroupID, &c.Kind, &c.Language, &c.Slug, &c.Count); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Language < out[j].Language })
	return out, rows.Err()
}

// LikeTarget finds the item a like names: id is the id of one of its language versions or its group
// id. It returns the group id and whether the item is published (only a published item can be liked;
// a like of one taken down can still be removed).
func (s *Store) LikeTarget(ctx context.Context, id string) (groupID string, published bool, err error) {
	err = s.db.QueryRowContext(ctx, s.rebind(`SELECT group_id, max(CASE WHEN state = 'published' THEN 1 ELSE 0 END) FROM documents
		WHERE (id = ? OR group_id = ?) AND kind IN `+likedKinds+` GROUP BY group_id`), id, id).Scan(&groupID, &published)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, ErrNotFound
	}
	if err != nil {
		return "", false, fmt.Errorf("store: unable to look up item %q: %w", id, err)
	}
	return groupID, published, nil
}

// Like records that a user likes an item (by group id) and raises its like count, in one
// transaction. A second like of the same item changes nothing: added is false and counts are the
// current ones.
func (s *Store) Like(ctx context.Context, userID, groupID string, now time.Time) (added bool, counts []LikeCount, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO likes (user_id, content_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`),
			userID, groupID, now.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to like %q: %w", groupID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			added = false
			counts, err = s.likeCounts(ctx, tx, groupID)
			return err
		}
		added = true
		counts, err = s.addToLikeCount(ctx, tx, groupID, 1)
		return err
	})
	return added, counts, err
}

// Unlike removes a user's like of an item and lowers its count, in one transaction. It returns the
// changed counts, none when the item was not liked.
func (s *Store) Unlike(ctx context.Context, userID, groupID string) ([]LikeCount, error) {
	var counts []LikeCount
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM likes WHERE user_id = ? AND content_id = ?`), userID, groupID)
		if err != nil {
			return fmt.Errorf("store: unable to unlike %q: %w", groupID, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			counts = nil
			return nil
		}
		counts, err = s.addToLikeCount(ctx, tx, groupID, -1)
		return err
	})
	return counts, err
}

func (s *Store) likeCounts(ctx context.Context, tx *sql.Tx, groupID string) ([]LikeCount, error) {
	rows, err := tx.QueryContext(ctx, s.rebind(`SELECT id, group_id, kind, language, slug, `+s.likeCountOf("body")+`
		FROM documents WHERE group_id = ? AND kind IN `+likedKinds), groupID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the like count of %q: %w", groupID, err)
	}
	return scanLikeCounts(rows)
}

// deleteLikes removes every like of a user and returns the liked group ids, sorted, so concurrent
// deletions lower the counts in the same order and never wait on each other in a circle.
func (s *Store) deleteLikes(ctx context.Context, tx *sql.Tx, userID string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, s.rebind(`DELETE FROM likes WHERE user_id = ? RETURNING content_id`), userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to delete the likes of %q: %w", userID, err)
	}
	groups, err := scanStrings(rows)
	sort.Strings(groups)
	return groups, err
}

// likedWhere joins a user's likes to the published language versions of the liked items.
const likedWhere = ` FROM likes l JOIN documents d ON d.group_id = l.content_id
	WHERE l.user_id = ? AND d.language = ? AND d.kind IN ` + likedKinds + ` AND d.state = 'published'`

// LikedIDs returns the ids of the language versions in language of every item a user likes, newest
// like first.
func (s *Store) LikedIDs(ctx context.Context, userID, language string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT d.id`+likedWhere+` ORDER BY l.created_at DESC, d.id`), userID, language)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the likes of %q: %w", userID, err)
	}
	return scanStrings(rows)
}

// Liked returns one page of the items a user likes, in language, newest like first, and how many
// there are.
func (s *Store) Liked(ctx context.Context, userID, language string, page, perPage int) ([]Document, int, error) {
	return s.documentPage(ctx, "the likes of "+userID, likedWhere, "l.created_at DESC, d.id", []any{userID, language}, page, perPage)
}

func prefixedWith(table, columns string) string {
	return table + "." + strings.ReplaceAll(columns, ", ", ", "+table+".")
}
