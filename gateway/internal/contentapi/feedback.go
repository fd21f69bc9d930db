package contentapi

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Readers' feedback: the footer's feedback modal sends it, anyone may, logged in or not;
// the editors read it in the desk and mark it handled. Since the desk exists, feedback is kept
// there rather than mailed to the team address.

type feedbackJSON struct {
	ID       string  `json:"id"`
	Kind     string  `json:"kind"`
	Message  string  `json:"message"`
	Email    *string `json:"email"`
	Page     string  `json:"page"`
	Language string  `json:"language"`
	User     *struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"user"`
	CreatedAt string  `json:"created_at"`
	HandledAt *string `json:"handled_at"`
}

// sendFeedback keeps a reader's feedback (POST /api/feedback/ {kind, message, email?, page,
// language}): 201 {status, id}. Limited per client address, since it needs no account; a reader
// who is logged in is named with it.
func (a *API) sendFeedback(c *echo.Context) error {
	var req struct {
		Kind     string `json:"kind"`
		Message  string `json:"message"`
		Email    string `json:"email"`
		Page     string `json:"page"`
		Language string `json:"language"`
	}
	if err := a.readBody(c, "feedback-request", &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	if err := a.accounts.ThrottleAction(ctx, account.Feedback, clientIP(c)); err != nil {
		return accountError(c, err, "")
	}
	f := store.Feedback{ID: uuid.NewString(), Kind: req.Kind, Message: strings.TrimSpace(req.Message), Email: strings.TrimSpace(req.Email),
		Page: req.Page, Language: req.Language, CreatedAt: time.Now().UTC()}
	if token := c.Request().Header.Get(UserHeader); token != "" {
		// A session that ended makes the feedback anonymous, not refused.
		if cur, err := a.accounts.Authenticate(ctx, token); err == nil {
			f.UserID = cur.User.ID
		}
	}
	if err := a.store.AddFeedback(ctx, f); err != nil {
		return storeError(err)
	}
	return c.JSON(http.StatusCreated, map[string]string{"status": "received", "id": f.ID})
}

// feedbackList answers the desk's feedback, open ones only unless ?state=all, newest first.
func (a *API) feedbackList(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	state := c.QueryParam("state")
	if state != "" && state != "open" && state != "all" {
		return apierror.InvalidParameter("state")
	}
	entries, total, err := a.store.FeedbackList(c.Request().Context(), state == "all", page, perPage)
	if err != nil {
		return storeError(err)
	}
	out, err := pagedOf(entries, feedbackOf, page, perPage, total)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

func feedbackOf(f store.Feedback) (feedbackJSON, error) {
	out := feedbackJSON{ID: f.ID, Kind: f.Kind, Message: f.Message, Page: f.Page, Language: f.Language, CreatedAt: timestamp(f.CreatedAt)}
	if f.Email != "" {
		out.Email = &f.Email
	}
	if f.UserID != "" {
		out.User = &struct {
			ID   string `json:"id"`
			Name string `json:"name"`
		}{f.UserID, f.UserName}
	}
	if !f.HandledAt.IsZero() {
		at := timestamp(f.HandledAt)
		out.HandledAt = &at
	}
	return out, nil
}

// handleFeedback marks a feedback handled or open again (PATCH /api/editorial/feedback/{id}/
// {handled}), audited; 204.
func (a *API) handleFeedback(c *echo.Context) error {
	id := strings.ToLower(c.Param("id"))
	if uuid.Validate(id) != nil {
		return apierror.NotFound()
	}
	var req struct {
		Handled bool `json:"handled"`
	}
	if err := a.readBody(c, "feedback-patch", &req); err != nil {
		return err
	}
	entry, err := auditOf(c, "feedback.handle", "feedback", id, nil)
	if err != nil {
		return err
	}
	var at time.Time
	if req.Handled {
		at = entry.At
	}
	err = a.store.HandleFeedback(c.Request().Context(), id, at, entry)
	if errors.Is(err, store.ErrNotFound) {
		return apierror.NotFound()
	}
	if err != nil {
		return storeError(err)
	}
	return c.NoContent(http.StatusNoContent)
}
