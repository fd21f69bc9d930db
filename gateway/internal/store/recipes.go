package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// ErrState is returned when a cook's recipe is not in a state that allows the change (editing a
// submitted recipe, accepting a draft).
var ErrState = errors.New("store: not allowed in this state")

// The states of a cook's recipe. A draft or a rejected recipe can be edited and submitted; a
// submitted one waits for an editor, who accepts it (published) or rejects it with a reason.
const (
	RecipeDraft     = "draft"
	RecipeSubmitted = "submitted"
	RecipeRejected  = "rejected"
	RecipePublished = "published"
)

// UserRecipe is a recipe a cook writes.
type UserRecipe struct {
	ID       string
	UserID   string
	Language string
	State    string
	// Draft is the JSON the cook saved, in the field names of the recipe schema.
	Draft []byte
	// Reason is the editor's, when rejected.
	Reason string
	// ContentID names the published documents; empty until accepted.
	ContentID   string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	SubmittedAt time.Time // zero until submitted
	PublishedAt time.Time // zero until published
	// AuthorName and AuthorSlug are the cook's, read with the recipe.
	AuthorName string
	AuthorSlug string
}

const userRecipeColumns = `r.id, r.user_id, r.language, r.state, r.draft, r.reason, r.content_id, r.created_at, r.updated_at,
	r.submitted_at, r.published_at, u.name, u.slug`

const userRecipeFrom = ` FROM user_recipes r JOIN users u ON u.id = r.user_id`

func scanUserRecipe(row scanner) (UserRecipe, error) {
	var r UserRecipe
	var draft string
	var created, updated, submitted, published int64
	err := row.Scan(&r.ID, &r.UserID, &r.Language, &r.State, &draft, &r.Reason, &r.ContentID, &created, &updated,
		&submitted, &published, &r.AuthorName, &r.AuthorSlug)
	r.Draft = []byte(draft)
	r.CreatedAt, r.UpdatedAt = time.UnixMicro(created).UTC(), time.UnixMicro(updated).UTC()
	if submitted > 0 {
		r.SubmittedAt = time.UnixMicro(submitted).UTC()
	}
	if published > 0 {
		r.PublishedAt = time.UnixMicro(published).UTC()
	}
	return r, err
}

func (s *Store) userRecipes(ctx context.Context, what, where string, args ...any) ([]UserRecipe, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+userRecipeColumns+userRecipeFrom+` WHERE `+where), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list %s: %w", what, err)
	}
	defer rows.Close()
	out := []UserRecipe{}
	for rows.Next() {
		r, err := scanUserRecipe(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// UserRecipes lists a cook's recipes, the one changed last first.
func (s *Store) UserRecipes(ctx context.Context, userID string) ([]UserRecipe, error) {
	return s.userRecipes(ctx, "the recipes of "+userID, `r.user_id = ? ORDER BY r.updated_at DESC, r.id`, userID)
}

// UserRecipe returns one recipe of a cook; userID "" finds anyone's (the desk).
func (s *Store) UserRecipe(ctx context.Context, userID, id string) (UserRecipe, error) {
	return s.oneUserRecipe(ctx, s.db, userID, id, false)
}

// oneUserRecipe reads one recipe; lock holds its row for the transaction q on PostgreSQL.
func (s *Store) oneUserRecipe(ctx context.Context, q queryRower, userID, id string, lock bool) (UserRecipe, error) {
	query, args := `SELECT `+userRecipeColumns+userRecipeFrom+` WHERE r.id = ?`, []any{id}
	if userID != "" {
		query += ` AND r.user_id = ?`
		args = append(args, userID)
	}
	if lock && s.postgres {
		query += " FOR UPDATE OF r"
	}
	r, err := scanUserRecipe(q.QueryRowContext(ctx, s.rebind(query), args...))
	if errors.Is(err, sql.ErrNoRows) {
		return UserRecipe{}, ErrNotFound
	}
	if err != nil {
		return UserRecipe{}, fmt.Errorf("store: unable to read recipe %q: %w", id, err)
	}
	return r, nil
}

// CreateUserRecipe stores a new draft; ErrLimit when the cook has max recipes already.
func (s *Store) CreateUserRecipe(ctx context.Context, r UserRecipe, max int) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockUser(ctx, tx, r.UserID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM user_recipes WHERE user_id = ?`), r.UserID).Scan(&n); err != nil {
			return fmt.Errorf("store: unable to count recipes: %w", err)
		}
		if n >= max {
			return ErrLimit
		}
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO user_recipes (id, user_id, language, state, draft, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`), r.ID, r.UserID, r.Language, RecipeDraft, string(r.Draft), r.CreatedAt.UnixMicro(), r.CreatedAt.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to create recipe: %w", err)
		}
		return nil
	})
}

// transition changes a recipe that is in one of the states from, in a transaction, with change
// deciding the new row; ErrNotFound when it is not there (or not the user's), ErrState when it is
// in another state.
func (s *Store) transition(ctx context.Context, userID, id string, from []string, change func(tx *sql.Tx, r *UserRecipe) error) (UserRecipe, error) {
	var out UserRecipe
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		r, err := s.oneUserRecipe(ctx, tx, userID, id, true)
		if err != nil {
			return err
		}
		allowed := false
		for _, st := range from {
			allowed = allowed || r.State == st
		}
		if !allowed {
			return ErrState
		}
		if err := change(tx, &r); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, s.rebind(`UPDATE user_recipes SET state = ?, language = ?, draft = ?, reason = ?, content_id = ?,
			updated_at = ?, submitted_at = ?, published_at = ? WHERE id = ?`),
			r.State, r.Language, string(r.Draft), r.Reason, r.ContentID, r.UpdatedAt.UnixMicro(), micro(r.SubmittedAt), micro(r.PublishedAt), r.ID)
		if err != nil {
			return fmt.Errorf("store: unable to update recipe %q: %w", id, err)
		}
		out = r
		return nil
	})
	return out, err
}

func micro(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMicro()
}

// UpdateUserRecipe replaces the draft (and language) of a recipe that is a draft or was rejected
// (it stays rejected, with the editor's reason, until submitted again).
func (s *Store) UpdateUserRecipe(ctx context.Context, userID, id, language string, draft []byte, now time.Time) (UserRecipe, error) {
	return s.transition(ctx, userID, id, []string{RecipeDraft, RecipeRejected}, func(_ *sql.Tx, r *UserRecipe) error {
		r.Language, r.Draft, r.UpdatedAt = language, draft, now
		return nil
	})
}

// SubmitUserRecipe sends a draft or a rejected recipe to the editors' queue.
func (s *Store) SubmitUserRecipe(ctx context.Context, userID, id string, now time.Time) (UserRecipe, error) {
	return s.transition(ctx, userID, id, []string{RecipeDraft, RecipeRejected}, func(_ *sql.Tx, r *UserRecipe) error {
		r.State, r.SubmittedAt, r.UpdatedAt = RecipeSubmitted, now, now
		return nil
	})
}

// DeleteUserRecipe deletes a cook's recipe in any state, and its published documents with it. It
// returns the recipe as it was, so the caller knows what to purge.
func (s *Store) DeleteUserRecipe(ctx context.Context, userID, id string) (UserRecipe, error) {
	var out UserRecipe
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		r, err := s.oneUserRecipe(ctx, tx, userID, id, true)
		if err != nil {
			return err
		}
		if r.ContentID != "" {
			if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM documents WHERE group_id = ?`), r.ContentID); err != nil {
				return fmt.Errorf("store: unable to unpublish recipe %q: %w", id, err)
			}
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM user_recipes WHERE id = ?`), id); err != nil {
			return fmt.Errorf("store: unable to delete recipe %q: %w", id, err)
		}
		out = r
		return nil
	})
	return out, err
}

// Submissions lists the recipes waiting for an editor, the one submitted first at the top.
func (s *Store) Submissions(ctx context.Context, page, perPage int) ([]UserRecipe, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM user_recipes WHERE state = ?`), RecipeSubmitted).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count submissions: %w", err)
	}
	list, err := s.userRecipes(ctx, "submissions", `r.state = ? ORDER BY r.submitted_at, r.id LIMIT ? OFFSET ?`,
		RecipeSubmitted, perPage, (page-1)*perPage)
	return list, total, err
}

// RejectSubmission sends a submitted recipe back to its cook with the editor's reason.
func (s *Store) RejectSubmission(ctx context.Context, id, reason string, audit Audit) (UserRecipe, error) {
	return s.transition(ctx, "", id, []string{RecipeSubmitted}, func(tx *sql.Tx, r *UserRecipe) error {
		r.State, r.Reason, r.UpdatedAt = RecipeRejected, reason, audit.At
		return s.addAudit(ctx, tx, audit)
	})
}

// AcceptSubmission publishes a submitted recipe: its documents (and the cook's author page, when
// this is the first) are written in the same transaction as its new state, the audit entry and the
// mails that tell the cook.
func (s *Store) AcceptSubmission(ctx context.Context, id, contentID string, docs []Document, audit Audit, mails ...QueuedMail) (UserRecipe, error) {
	return s.transition(ctx, "", id, []string{RecipeSubmitted}, func(tx *sql.Tx, r *UserRecipe) error {
		r.State, r.Reason, r.ContentID, r.PublishedAt, r.UpdatedAt = RecipePublished, "", contentID, audit.At, audit.At
		if err := s.putDocuments(ctx, tx, docs); err != nil {
			return err
		}
		if err := s.addAudit(ctx, tx, audit); err != nil {
			return err
		}
		return s.queueMails(ctx, tx, mails)
	})
}

// FreeSlug returns base, or base-2, base-3 … whichever no document of the kind and language has,
// now or as an old slug.
func (s *Store) FreeSlug(ctx context.Context, kind, language, base string) (string, error) {
	for n := 1; n < 1000; n++ {
		slug := base
		if n > 1 {
			slug = base + "-" + strconv.Itoa(n)
		}
		var taken int
		err := s.db.QueryRowContext(ctx, s.rebind(`SELECT
			(SELECT count(*) FROM documents WHERE kind = ? AND language = ? AND slug = ?) +
			(SELECT count(*) FROM slug_redirects WHERE kind = ? AND language = ? AND old_slug = ?)`),
			kind, language, slug, kind, language, slug).Scan(&taken)
		if err != nil {
			return "", fmt.Errorf("store: unable to check slug %q: %w", slug, err)
		}
		if taken == 0 {
			return slug, nil
		}
	}
	return "", fmt.Errorf("store: no free slug for %q", base)
}

// HasDocument reports whether a document with this id exists (published or not).
func (s *Store) HasDocument(ctx context.Context, id string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM documents WHERE id = ?`), id).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to look for document %q: %w", id, err)
	}
	return n > 0, nil
}
