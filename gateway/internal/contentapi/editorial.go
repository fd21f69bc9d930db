package contentapi

import (
	"net/http"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The editorial desk's API (issue 10): editors and admins only. It starts with the queue of abuse
// reports that the community tools (issue 9) fill.

// requireEditor lets only editors and admins through; any other logged-in user gets 403 (they know
// the desk exists; what is in it they do not see). It runs after requireUser.
func (a *API) requireEditor(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		switch current(c).User.Role {
		case "editor", "admin":
			return next(c)
		}
		return apierror.New(http.StatusForbidden, "forbidden")
	}
}

type reportGroupJSON struct {
	Target    string         `json:"target"`
	ID        string         `json:"id"`
	Reporters int            `json:"reporters"`
	Reasons   map[string]int `json:"reasons"`
	Texts     []string       `json:"texts"`
	First     string         `json:"first_reported_at"`
	Last      string         `json:"last_reported_at"`
	Hidden    bool           `json:"hidden"`
	Preview   string         `json:"preview"`
	Author    string         `json:"author"`
	Link      string         `json:"link"`
}

// reports lists the open abuse reports, one line per reported thing, the one reported first at the
// top (GET /api/editorial/reports/, paged).
func (a *API) reports(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	groups, total, err := a.store.OpenReports(c.Request().Context(), page, perPage)
	if err != nil {
		return storeError(err)
	}
	pages, err := pageCount(page, perPage, total)
	if err != nil {
		return err
	}
	items := make([]reportGroupJSON, len(groups))
	for i, g := range groups {
		items[i] = reportGroupOf(g)
	}
	return c.JSON(http.StatusOK, model.NewPaged(items, model.Pagination{Page: page, Pages: pages, PerPage: perPage, Total: total}))
}

func reportGroupOf(g store.ReportGroup) reportGroupJSON {
	return reportGroupJSON{Target: g.Target, ID: g.TargetID, Reporters: g.Reporters, Reasons: g.Reasons, Texts: g.Texts,
		First: timestamp(g.First), Last: timestamp(g.Last), Hidden: g.Hidden, Preview: g.Preview, Author: g.Author, Link: g.Link}
}
