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

// The decisions an editor takes on what was reported.
const (
	// ReportDismiss: nothing wrong with it; shown again if three reports had hidden it.
	ReportDismiss = "dismiss"
	// ReportHide: kept, but hidden from readers (a recipe is taken off the site).
	ReportHide = "hide"
	// ReportDelete: deleted (a comment with its photos, a photo, a community recipe's pages).
	ReportDelete = "delete"
	// ReportWarn: left as it is; its author gets a warning by mail.
	ReportWarn = "warn"
	// ReportBlock: its author (or the reported user) is blocked: logged out everywhere, no login.
	ReportBlock = "block"
)

// Resolution is what deciding on reports changed, for the caller to purge and to mail.
type Resolution struct {
	// Author is who wrote or uploaded the thing, or the reported user; empty when unknown (an
	// editorial recipe).
	Author User
	// Comments is the content id whose comment list changed, if any.
	Comments string
	// Published is set when public pages changed (a recipe).
	Published bool
	// Mails are the mails kept with the decision (ResolveReports' notify), to be tried at once.
	Mails []QueuedMail
}

// ErrNotApplicable is returned for a decision that does not fit what was reported (hiding a user).
var ErrNotApplicable = errors.New("store: decision does not apply")

// ResolveReports closes the open reports of a thing with an editor's decision, carries it out in
// the same transaction, and writes the audit entry. notify makes the mails about the decision from
// what it did (only the transaction knows the author, and whether they are blocked now); they are
// kept in the same transaction. notify runs inside it, so it must not use the store.
func (s *Store) ResolveReports(ctx context.Context, target, targetID, decision string, audit Audit,
	notify func(Resolution) ([]QueuedMail, error)) (Resolution, error) {
	var res Resolution
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res = Resolution{}
		var open int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM reports WHERE target = ? AND target_id = ? AND status = 'open'`),
			target, targetID).Scan(&open); err != nil {
			return err
		}
		if open == 0 {
			return ErrNotFound
		}
		authorID, err := s.reportedAuthor(ctx, tx, target, targetID, &res)
		if err != nil {
			return err
		}
		if authorID != "" {
			if res.Author, err = scanUser(tx.QueryRowContext(ctx, s.rebind(`SELECT `+userReadColumns+` FROM users WHERE id = ?`), authorID)); err != nil {
				return fmt.Errorf("store: unable to read the author of %s %q: %w", target, targetID, err)
			}
		}
		if err := s.decide(ctx, tx, target, targetID, decision, &res); err != nil {
			return err
		}
		status := "resolved"
		if decision == ReportDismiss {
			status = "dismissed"
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE reports SET status = ? WHERE target = ? AND target_id = ? AND status = 'open'`),
			status, target, targetID); err != nil {
			return err
		}
		if err := s.addAudit(ctx, tx, audit); err != nil {
			return err
		}
		if res.Mails, err = notify(res); err != nil {
			return err
		}
		return s.queueMails(ctx, tx, res.Mails)
	})
	return res, err
}

// reportedAuthor finds who is responsible for a reported thing, and the comment list it is in.
func (s *Store) reportedAuthor(ctx context.Context, tx *sql.Tx, target, id string, res *Resolution) (string, error) {
	var author string
	var err error
	switch target {
	case "comment":
		err = tx.QueryRowContext(ctx, s.rebind(`SELECT user_id, content_id FROM comments WHERE id = ?`), id).Scan(&author, &res.Comments)
	case "image":
		err = tx.QueryRowContext(ctx, s.rebind(`SELECT i.user_id, COALESCE(c.content_id, '') FROM user_images i
			LEFT JOIN comments c ON c.id = i.comment_id WHERE i.id = ?`), id).Scan(&author, &res.Comments)
	case "recipe":
		err = tx.QueryRowContext(ctx, s.rebind(`SELECT r.user_id FROM user_recipes r JOIN documents d ON d.group_id = r.content_id
			WHERE d.id = ? OR d.group_id = ? LIMIT 1`), id, id).Scan(&author)
	case "user":
		err = tx.QueryRowContext(ctx, s.rebind(`SELECT id FROM users WHERE id = ? OR slug = ?`), id, id).Scan(&author)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil // gone since, or an editorial recipe
	}
	return author, err
}

// decide carries out a decision on a reported thing.
func (s *Store) decide(ctx context.Context, tx *sql.Tx, target, id, decision string, res *Resolution) error {
	exec := func(q string, args ...any) error {
		_, err := tx.ExecContext(ctx, s.rebind(q), args...)
		return err
	}
	recipeGroup := `(SELECT group_id FROM documents WHERE (id = ? OR group_id = ?) AND kind = 'recipe' LIMIT 1)`
	switch decision {
	case ReportDismiss, ReportHide:
		hidden := decision == ReportHide
		switch target {
		case "comment":
			return exec(`UPDATE comments SET hidden = ? WHERE id = ?`, hidden, id)
		case "image":
			return exec(`UPDATE user_images SET hidden = ? WHERE id = ?`, hidden, id)
		case "recipe":
			if !hidden {
				return nil
			}
			res.Published = true
			return s.takeOff(ctx, tx, id)
		}
		if hidden {
			return ErrNotApplicable
		}
		return nil
	case ReportDelete:
		switch target {
		case "comment":
			for _, q := range []string{
				`DELETE FROM media WHERE path IN (SELECT 'user-images/' || id || '.jpg' FROM user_images WHERE comment_id = ?)`,
				`DELETE FROM user_images WHERE comment_id = ?`,
				`DELETE FROM comment_likes WHERE comment_id = ?`,
				`DELETE FROM comments WHERE id = ?`,
			} {
				if err := exec(q, id); err != nil {
					return err
				}
			}
			return nil
		case "image":
			if err := exec(`DELETE FROM media WHERE path = ?`, UserImagePath(id)); err != nil {
				return err
			}
			return exec(`DELETE FROM user_images WHERE id = ?`, id)
		case "recipe":
			// A cook's recipe leaves the site and their list; an editorial one is taken off, kept.
			res.Published = true
			if res.Author.ID != "" {
				if err := exec(`DELETE FROM user_recipes WHERE content_id = `+recipeGroup, id, id); err != nil {
					return err
				}
				return exec(`DELETE FROM documents WHERE group_id = `+recipeGroup, id, id)
			}
			return s.takeOff(ctx, tx, id)
		}
		return ErrNotApplicable
	case ReportWarn:
		if res.Author.ID == "" {
			return ErrNotApplicable
		}
		return nil
	case ReportBlock:
		if res.Author.ID == "" {
			return ErrNotApplicable
		}
		if err := exec(`UPDATE users SET blocked_at = ? WHERE id = ?`, time.Now().UnixMilli(), res.Author.ID); err != nil {
			return err
		}
		res.Author.Blocked = true
		return exec(`DELETE FROM sessions WHERE user_id = ?`, res.Author.ID)
	}
	return ErrNotApplicable
}

// takeOff unpublishes a recipe (by the id of a language version or its content id), kept for the desk.
func (s *Store) takeOff(ctx context.Context, tx *sql.Tx, id string) error {
	var group string
	err := tx.QueryRowContext(ctx, s.rebind(`SELECT group_id FROM documents WHERE (id = ? OR group_id = ?) AND kind = 'recipe' LIMIT 1`), id, id).Scan(&group)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE documents SET state = ?, updated_at = ? WHERE group_id = ?`), StateUnpublished, time.Now().UnixMilli(), group); err != nil {
		return err
	}
	if _, err = tx.ExecContext(ctx, s.rebind(`UPDATE document_terms SET published = FALSE WHERE document_id IN (SELECT id FROM documents WHERE group_id = ?)`), group); err != nil {
		return err
	}
	versions, err := s.contentDocs(ctx, tx, group, false)
	if err != nil {
		return err
	}
	// Its cards leave the feeds, collections and stories that showed it.
	for _, v := range versions {
		if err := s.dropCards(ctx, tx, v.ID, v.Language); err != nil {
			return err
		}
	}
	return nil
}
