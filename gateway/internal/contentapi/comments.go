package contentapi

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"image/jpeg"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Comments: plain text under a recipe or story, with up to three photos, liked by other
// readers. The list of an item is public and cached by the gateway; every change names the cached
// pages of that list (X-Cache-Purge) so readers see it at once.

const (
	// commentsPerPage is the page size of a comment list unless per_page says otherwise.
	commentsPerPage = 20
	// maxUploadBody bounds the one request bigger than MaxBody: a re-encoded photo, base64 in JSON.
	maxUploadBody = 4 << 20
)

type userImageJSON struct {
	ID        string  `json:"id"`
	URL       string  `json:"url"`
	Width     int     `json:"width"`
	Height    int     `json:"height"`
	CommentID *string `json:"comment_id"`
	CreatedAt string  `json:"created_at"`
}

func userImageOf(img store.UserImage) userImageJSON {
	out := userImageJSON{ID: img.ID, URL: "/api/media/" + img.Path(), Width: img.Width, Height: img.Height, CreatedAt: timestamp(img.CreatedAt)}
	if img.CommentID != "" {
		out.CommentID = &img.CommentID
	}
	return out
}

type commentJSON struct {
	ID        string          `json:"id"`
	ContentID string          `json:"content_id"`
	Language  string          `json:"language"`
	Text      string          `json:"text"`
	Author    commentAuthor   `json:"author"`
	Images    []userImageJSON `json:"images"`
	LikeCount int             `json:"like_count"`
	CreatedAt string          `json:"created_at"`
}

type commentAuthor struct {
	Name string `json:"name"`
	Slug string `json:"slug"`
}

func commentOf(cm store.Comment) commentJSON {
	out := commentJSON{ID: cm.ID, ContentID: cm.ContentID, Language: cm.Language, Text: cm.Text,
		Author: commentAuthor{Name: cm.AuthorName, Slug: cm.AuthorSlug}, Images: []userImageJSON{},
		LikeCount: cm.LikeCount, CreatedAt: timestamp(cm.CreatedAt)}
	for _, img := range cm.Images {
		out.Images = append(out.Images, userImageOf(img))
	}
	return out
}

// trimmed returns a text field without surrounding space; empty after trimming is 422 naming it.
func trimmed(field, text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
		e.Field = field
		return "", e
	}
	return text, nil
}

// purgeComments names the cached comment lists of an item for the gateway to drop: every page
// there is (and one more, which a new comment may have started) in both languages, asked by the
// content id or by either language version's id; and the photos named, which are gone.
func (a *API) purgeComments(c *echo.Context, contentID string, photos ...string) {
	ctx := c.Request().Context()
	n, err := a.store.CountComments(ctx, contentID)
	if err != nil {
		return
	}
	ids := []string{contentID}
	if versions, err := a.store.Versions(ctx, contentID); err == nil {
		ids = append(ids, versions...)
	}
	pages := (n+commentsPerPage-1)/commentsPerPage + 1
	var pairs []string
	for _, id := range photos {
		pairs = append(pairs, "media /media/"+store.UserImagePath(id))
	}
	for _, lang := range model.Languages {
		for _, id := range ids {
			pairs = append(pairs, lang+" /users/comments/?content="+id)
			for p := 1; p <= pages; p++ {
				pairs = append(pairs, fmt.Sprintf("%s /users/comments/?content=%s&page=%d", lang, id, p))
			}
		}
	}
	addPurge(c, pairs...)
}

// comments lists the visible comments of a published item, newest first. It is public.
func (a *API) comments(c *echo.Context) error {
	id := strings.ToLower(c.QueryParam("content"))
	if !uuidPattern.MatchString(id) {
		return apierror.InvalidParameter("content")
	}
	group, err := a.published(c, id)
	if err != nil {
		return err
	}
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	if c.QueryParam("per_page") == "" {
		perPage = commentsPerPage
	}
	list, total, err := a.store.Comments(c.Request().Context(), group, page, perPage)
	if err != nil {
		return storeError(err)
	}
	out, err := pagedOf(list, func(cm store.Comment) (commentJSON, error) { return commentOf(cm), nil }, page, perPage, total)
	if err != nil {
		return err
	}
	return a.json(c, out)
}

func (a *API) addComment(c *echo.Context) error {
	var req struct {
		ContentID string   `json:"content_id"`
		Text      string   `json:"text"`
		ImageIDs  []string `json:"image_ids"`
	}
	if err := a.readBody(c, "comment-request", &req); err != nil {
		return err
	}
	text, err := trimmed("text", req.Text)
	if err != nil {
		return err
	}
	group, err := a.published(c, req.ContentID)
	if err != nil {
		return err
	}
	ctx, user := c.Request().Context(), current(c).User
	if err := a.accounts.ThrottleAction(ctx, account.Comment, user.ID); err != nil {
		return accountError(c, err, "")
	}
	var imageIDs []string
	for _, id := range req.ImageIDs {
		if id = strings.ToLower(id); !slices.Contains(imageIDs, id) {
			imageIDs = append(imageIDs, id)
		}
	}
	cm := store.Comment{ID: uuid.NewString(), ContentID: group, UserID: user.ID, Language: language(c), Text: text,
		AuthorName: user.Name, AuthorSlug: user.Slug, CreatedAt: time.Now(), Images: []store.UserImage{}}
	if err := a.store.AddComment(ctx, cm, imageIDs); err != nil {
		if errors.Is(err, store.ErrImageUnavailable) {
			e := apierror.New(http.StatusUnprocessableEntity, "image_unavailable")
			e.Field = "image_ids"
			return e
		}
		return storeError(err)
	}
	mine, err := a.store.UserImages(ctx, user.ID)
	if err != nil {
		return storeError(err)
	}
	for _, id := range imageIDs {
		for _, img := range mine {
			if img.ID == id {
				cm.Images = append(cm.Images, img)
			}
		}
	}
	a.purgeComments(c, group)
	return c.JSON(http.StatusCreated, commentOf(cm))
}

func (a *API) deleteComment(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	group, photos, err := a.store.DeleteComment(c.Request().Context(), current(c).User.ID, id)
	if err != nil {
		return storeError(err)
	}
	a.purgeComments(c, group, photos...)
	return c.NoContent(http.StatusNoContent)
}

// uploadImage keeps a photo the gateway has re-encoded (image-upload): a JPEG without metadata.
// The bytes are checked to be one, so nothing else is ever served as a user's photo.
func (a *API) uploadImage(c *echo.Context) error {
	var req struct {
		Data   string `json:"data"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
	}
	if err := a.readBodyUpTo(c, "image-upload", &req, maxUploadBody); err != nil {
		return err
	}
	data, err := base64.StdEncoding.DecodeString(req.Data)
	if err != nil {
		return apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width != req.Width || cfg.Height != req.Height {
		return apierror.Wrap(http.StatusUnprocessableEntity, "not_an_image", err)
	}
	ctx, user := c.Request().Context(), current(c).User
	if err := a.accounts.ThrottleAction(ctx, account.Upload, user.ID); err != nil {
		return accountError(c, err, "")
	}
	img := store.UserImage{ID: uuid.NewString(), UserID: user.ID, Width: cfg.Width, Height: cfg.Height, CreatedAt: time.Now()}
	if err := a.store.AddUserImage(ctx, img, data); err != nil {
		return storeError(err)
	}
	return c.JSON(http.StatusCreated, userImageOf(img))
}

func (a *API) userImages(c *echo.Context) error {
	images, err := a.store.UserImages(c.Request().Context(), current(c).User.ID)
	if err != nil {
		return storeError(err)
	}
	data := make([]userImageJSON, len(images))
	for i, img := range images {
		data[i] = userImageOf(img)
	}
	return c.JSON(http.StatusOK, map[string]any{"data": data})
}

func (a *API) likeComment(c *echo.Context) error {
	var req struct {
		ID string `json:"id"`
	}
	if err := a.readBody(c, "comment-like-request", &req); err != nil {
		return err
	}
	id := strings.ToLower(req.ID)
	ctx := c.Request().Context()
	added, count, err := a.store.LikeComment(ctx, current(c).User.ID, id, time.Now())
	if err != nil {
		return storeError(err)
	}
	status := http.StatusOK
	if added {
		status = http.StatusCreated
		if group, err := a.store.CommentContent(ctx, id); err == nil {
			a.purgeComments(c, group)
		}
	}
	return c.JSON(status, map[string]any{"id": id, "liked": true, "like_count": count})
}

func (a *API) unlikeComment(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := a.store.UnlikeComment(ctx, current(c).User.ID, id); err != nil {
		return storeError(err)
	}
	if group, err := a.store.CommentContent(ctx, id); err == nil {
		a.purgeComments(c, group)
	}
	return c.NoContent(http.StatusNoContent)
}

// likedComments answers which comments of an item the user likes (?content=), for the hearts.
func (a *API) likedComments(c *echo.Context) error {
	id := strings.ToLower(c.QueryParam("content"))
	if !uuidPattern.MatchString(id) {
		return apierror.InvalidParameter("content")
	}
	ctx := c.Request().Context()
	group, _, err := a.store.LikeTarget(ctx, id)
	if err != nil {
		return storeError(err)
	}
	ids, err := a.store.LikedComments(ctx, current(c).User.ID, group)
	if err != nil {
		return storeError(err)
	}
	return c.JSON(http.StatusOK, idRecords(ids))
}
