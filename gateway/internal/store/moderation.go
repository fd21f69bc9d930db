package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ReportGroup is everything open that was reported about one thing: the editors' queue shows one
// line per comment, photo, recipe or user, however many reported it.
type ReportGroup struct {
	Target    string
	TargetID  string
	Reporters int
	// Reasons counts the reports per reason.
	Reasons map[string]int
	// Texts are the reporters' own words, oldest first (empty ones left out).
	Texts  []string
	First  time.Time
	Last   time.Time
	Hidden bool
	// Preview names what was reported: a comment's text and writer, a photo's path, a recipe's
	// title, a user's name; Link is the slug of the recipe or user, or a comment's content id.
	Preview string
	Author  string
	Link    string
}

// OpenReports returns one page of the open reports, grouped by what they are about, the one
// reported first at the top, and how many groups there are.
func (s *Store) OpenReports(ctx context.Context, page, perPage int) ([]ReportGroup, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT DISTINCT target, target_id FROM reports WHERE status = 'open') g`).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count the open reports: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT target, target_id, count(DISTINCT reporter_id), min(created_at), max(created_at)
		FROM reports WHERE status = 'open' GROUP BY target, target_id ORDER BY min(created_at), target, target_id LIMIT ? OFFSET ?`),
		perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list the open reports: %w", err)
	}
	var groups []ReportGroup
	for rows.Next() {
		g := ReportGroup{Reasons: map[string]int{}, Texts: []string{}}
		var first, last int64
		if err := rows.Scan(&g.Target, &g.TargetID, &g.Reporters, &first, &last); err != nil {
			rows.Close()
			return nil, 0, err
		}
		g.First, g.Last = time.UnixMicro(first).UTC(), time.UnixMicro(last).UTC()
		groups = append(groups, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	for i := range groups {
		if err := s.describeReport(ctx, &groups[i]); err != nil {
			return nil, 0, err
		}
	}
	return groups, total, nil
}

// describeReport fills a group's reasons, texts and what it is about.
func (s *Store) describeReport(ctx context.Context, g *ReportGroup) error {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT reason, text FROM reports WHERE status = 'open' AND target = ? AND target_id = ? ORDER BY created_at`),
		g.Target, g.TargetID)
	if err != nil {
		return fmt.Errorf("store: unable to read the reports of %q: %w", g.TargetID, err)
	}
	for rows.Next() {
		var reason, text string
		if err := rows.Scan(&reason, &text); err != nil {
			rows.Close()
			return err
		}
		g.Reasons[reason]++
		if text != "" {
			g.Texts = append(g.Texts, text)
		}
	}
	rows.Close()
	var q string
	switch g.Target {
	case "comment":
		q = `SELECT c.text, u.name, c.content_id, c.hidden FROM comments c JOIN users u ON u.id = c.user_id WHERE c.id = ?`
	case "image":
		q = `SELECT 'user-images/' || i.id || '.jpg', u.name, COALESCE(i.comment_id, ''), i.hidden FROM user_images i JOIN users u ON u.id = i.user_id WHERE i.id = ?`
	case "recipe":
		q = `SELECT title, author_slug, slug, FALSE FROM documents WHERE (id = ? OR group_id = ?) AND kind = 'recipe' ORDER BY language LIMIT 1`
	case "user":
		q = `SELECT name, '', slug, FALSE FROM users WHERE id = ? OR slug = ?`
	default:
		return nil
	}
	args := []any{g.TargetID}
	if g.Target == "recipe" || g.Target == "user" {
		args = append(args, g.TargetID)
	}
	err = s.db.QueryRowContext(ctx, s.rebind(q), args...).Scan(&g.Preview, &g.Author, &g.Link, &g.Hidden)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // gone since it was reported
	}
	if err != nil {
		return fmt.Errorf("store: unable to describe %s %q: %w", g.Target, g.TargetID, err)
	}
	return nil
}
