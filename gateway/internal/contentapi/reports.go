package contentapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// report files an abuse report of a comment, photo, recipe or user: 201 the first time,
// 200 when the same user reports the same thing again. A comment or photo reported by three
// different users is hidden until an editor looks (store.HideAfter).
func (a *API) report(c *echo.Context) error {
	var req struct {
		Target string `json:"target"`
		ID     string `json:"id"`
		Reason string `json:"reason"`
		Text   string `json:"text"`
	}
	if err := a.readBody(c, "report-request", &req); err != nil {
		return err
	}
	ctx, user := c.Request().Context(), current(c).User
	if err := a.accounts.ThrottleAction(ctx, account.Report, user.ID); err != nil {
		return accountError(c, err, "")
	}
	id := strings.ToLower(req.ID)
	ok, err := a.store.Reportable(ctx, req.Target, id)
	if err != nil {
		return storeError(err)
	}
	if !ok {
		return apierror.NotFound()
	}
	added, hidden, err := a.store.AddReport(ctx, store.Report{ID: uuid.NewString(), ReporterID: user.ID, Target: req.Target,
		TargetID: id, Reason: req.Reason, Text: strings.TrimSpace(req.Text), CreatedAt: time.Now()})
	if err != nil {
		return storeError(err)
	}
	switch {
	case hidden != "" && req.Target == "image":
		a.purgeComments(c, hidden, id)
	case hidden != "":
		a.purgeComments(c, hidden)
	}
	status := http.StatusOK
	if added {
		status = http.StatusCreated
	}
	return c.JSON(status, map[string]string{"status": "received", "target": req.Target, "id": req.ID})
}
