package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// UserImage is a photo a user uploaded; its bytes are the media file at Path().
type UserImage struct {
	ID        string
	UserID    string
	CommentID string // empty while not attached
	Width     int
	Height    int
	CreatedAt time.Time
}

// Path is where the photo's bytes are kept among the media files.
func (i UserImage) Path() string { return UserImagePath(i.ID) }

// UserImagePath is the media path of an uploaded photo.
func UserImagePath(id string) string { return "user-images/" + id + ".jpg" }

// Comment is a comment with its author and photos.
type Comment struct {
	ID         string
	ContentID  string
	UserID     string
	Language   string
	Text       string
	AuthorName string
	AuthorSlug string
	LikeCount  int
	CreatedAt  time.Time
	Images     []UserImage
}

// AddUserImage stores an uploaded photo: its row and its bytes, together.
func (s *Store) AddUserImage(ctx context.Context, img UserImage, jpeg []byte) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO user_images (id, user_id, width, height, created_at) VALUES (?, ?, ?, ?, ?)`),
			img.ID, img.UserID, img.Width, img.Height, img.CreatedAt.UnixMicro()); err != nil {
			return fmt.Errorf("store: unable to add image %q: %w", img.ID, err)
		}
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO media (path, content_type, data, updated_at) VALUES (?, 'image/jpeg', ?, ?)`),
			img.Path(), jpeg, img.CreatedAt.UnixMilli())
		return err
	})
}

const userImageColumns = `ui.id, ui.user_id, COALESCE(ui.comment_id, ''), ui.width, ui.height, ui.created_at`

func scanUserImages(rows *sql.Rows) ([]UserImage, error) {
	defer rows.Close()
	images := []UserImage{}
	for rows.Next() {
		var img UserImage
		var created int64
		if err := rows.Scan(&img.ID, &img.UserID, &img.CommentID, &img.Width, &img.Height, &created); err != nil {
			return nil, err
		}
		img.CreatedAt = time.UnixMicro(created).UTC()
		images = append(images, img)
	}
	return images, rows.Err()
}

// UserImages lists a user's own photos, newest first (hidden ones too: they are the user's).
func (s *Store) UserImages(ctx context.Context, userID string) ([]UserImage, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+userImageColumns+` FROM user_images ui WHERE ui.user_id = ?
		ORDER BY ui.created_at DESC, ui.id`), userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the images of %q: %w", userID, err)
	}
	return scanUserImages(rows)
}

// ErrImageUnavailable is returned when a comment names a photo that is not the writer's, is
// attached to another comment already, or does not exist.
var ErrImageUnavailable = errors.New("store: image not available")

// AddComment stores a comment and attaches the user's photos to it, in the order given.
func (s *Store) AddComment(ctx context.Context, c Comment, imageIDs []string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO comments (id, content_id, user_id, language, text, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
			c.ID, c.ContentID, c.UserID, c.Language, c.Text, c.CreatedAt.UnixMicro()); err != nil {
			return fmt.Errorf("store: unable to add comment %q: %w", c.ID, err)
		}
		for i, id := range imageIDs {
			res, err := tx.ExecContext(ctx, s.rebind(`UPDATE user_images SET comment_id = ?, position = ? WHERE id = ? AND user_id = ? AND comment_id IS NULL`),
				c.ID, i, id, c.UserID)
			if err != nil {
				return fmt.Errorf("store: unable to attach image %q: %w", id, err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return ErrImageUnavailable
			}
		}
		return nil
	})
}

// Comments returns one page of the visible comments of an item (by content id), newest first,
// with their visible photos, and how many there are.
func (s *Store) Comments(ctx context.Context, contentID string, page, perPage int) ([]Comment, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM comments WHERE content_id = ? AND NOT hidden`), contentID).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: unable to count the comments of %q: %w", contentID, err)
	}
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT c.id, c.content_id, c.user_id, c.language, c.text, u.name, u.slug, c.like_count, c.created_at
		FROM comments c JOIN users u ON u.id = c.user_id
		WHERE c.content_id = ? AND NOT c.hidden ORDER BY c.created_at DESC, c.id LIMIT ? OFFSET ?`), contentID, perPage, (page-1)*perPage)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list the comments of %q: %w", contentID, err)
	}
	defer rows.Close()
	var comments []Comment
	index := map[string]int{}
	for rows.Next() {
		var c Comment
		var created int64
		if err := rows.Scan(&c.ID, &c.ContentID, &c.UserID, &c.Language, &c.Text, &c.AuthorName, &c.AuthorSlug, &c.LikeCount, &created); err != nil {
			return nil, 0, err
		}
		c.CreatedAt = time.UnixMicro(created).UTC()
		c.Images = []UserImage{}
		index[c.ID] = len(comments)
		comments = append(comments, c)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(comments) == 0 {
		return comments, total, nil
	}
	args := make([]any, 0, len(comments))
	for _, c := range comments {
		args = append(args, c.ID)
	}
	imgRows, err := s.db.QueryContext(ctx, s.rebind(`SELECT `+userImageColumns+` FROM user_images ui
		WHERE ui.comment_id IN (`+placeholders(len(args))+`) AND NOT ui.hidden ORDER BY ui.position`), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to list the photos of comments: %w", err)
	}
	images, err := scanUserImages(imgRows)
	if err != nil {
		return nil, 0, err
	}
	for _, img := range images {
		c := &comments[index[img.CommentID]]
		c.Images = append(c.Images, img)
	}
	return comments, total, nil
}

// CommentContent returns the content id of a visible comment.
func (s *Store) CommentContent(ctx context.Context, id string) (string, error) {
	var contentID string
	err := s.db.QueryRowContext(ctx, s.rebind(`SELECT content_id FROM comments WHERE id = ? AND NOT hidden`), id).Scan(&contentID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("store: unable to look up comment %q: %w", id, err)
	}
	return contentID, nil
}

// DeleteComment removes a user's own comment with its photos and likes; someone else's is
// ErrNotFound. It returns the content id the comment was about and the ids of its photos.
func (s *Store) DeleteComment(ctx context.Context, userID, id string) (contentID string, images []string, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, s.rebind(`SELECT content_id FROM comments WHERE id = ? AND user_id = ?`), id, userID).Scan(&contentID)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to look up comment %q: %w", id, err)
		}
		rows, err := tx.QueryContext(ctx, s.rebind(`SELECT id FROM user_images WHERE comment_id = ?`), id)
		if err != nil {
			return fmt.Errorf("store: unable to list the photos of comment %q: %w", id, err)
		}
		if images, err = scanStrings(rows); err != nil {
			return err
		}
		for _, q := range []string{
			`DELETE FROM media WHERE path IN (SELECT 'user-images/' || id || '.jpg' FROM user_images WHERE comment_id = ?)`,
			`DELETE FROM user_images WHERE comment_id = ?`,
			`DELETE FROM comment_likes WHERE comment_id = ?`,
			`DELETE FROM comments WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.rebind(q), id); err != nil {
				return fmt.Errorf("store: unable to delete comment %q: %w", id, err)
			}
		}
		return nil
	})
	return contentID, images, err
}

// LikeComment records a user's like of a visible comment and raises its count in the same
// statement's transaction. added is false when it was liked already.
func (s *Store) LikeComment(ctx context.Context, userID, id string, now time.Time) (added bool, count int, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM comments WHERE id = ? AND NOT hidden`), id).Scan(&n); err != nil {
			return fmt.Errorf("store: unable to look up comment %q: %w", id, err)
		}
		if n == 0 {
			return ErrNotFound
		}
		res, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO comment_likes (user_id, comment_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`),
			userID, id, now.UnixMicro())
		if err != nil {
			return fmt.Errorf("store: unable to like comment %q: %w", id, err)
		}
		delta := 0
		if n, _ := res.RowsAffected(); n > 0 {
			added, delta = true, 1
		}
		return tx.QueryRowContext(ctx, s.rebind(`UPDATE comments SET like_count = like_count + ? WHERE id = ? RETURNING like_count`), delta, id).Scan(&count)
	})
	return added, count, err
}

// UnlikeComment takes a user's like of a comment back; no like is no error.
func (s *Store) UnlikeComment(ctx context.Context, userID, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM comment_likes WHERE user_id = ? AND comment_id = ?`), userID, id)
		if err != nil {
			return fmt.Errorf("store: unable to unlike comment %q: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		_, err = tx.ExecContext(ctx, s.rebind(`UPDATE comments SET like_count = like_count - 1 WHERE id = ? AND like_count > 0`), id)
		return err
	})
}

// LikedComments returns the ids of the comments of an item a user likes.
func (s *Store) LikedComments(ctx context.Context, userID, contentID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT l.comment_id FROM comment_likes l JOIN comments c ON c.id = l.comment_id
		WHERE l.user_id = ? AND c.content_id = ? ORDER BY l.comment_id`), userID, contentID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the comment likes of %q: %w", userID, err)
	}
	return scanStrings(rows)
}

// CountComments returns how many visible comments an item has.
func (s *Store) CountComments(ctx context.Context, contentID string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM comments WHERE content_id = ? AND NOT hidden`), contentID).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count the comments of %q: %w", contentID, err)
	}
	return n, nil
}

// CommentedContent returns the content ids of the items a user has commented on.
func (s *Store) CommentedContent(ctx context.Context, userID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT DISTINCT content_id FROM comments WHERE user_id = ? ORDER BY content_id`), userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the comments of %q: %w", userID, err)
	}
	return scanStrings(rows)
}
