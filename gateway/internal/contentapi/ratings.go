package contentapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Ratings: one to five stars per user and recipe, changeable. The average and count are
// written into the recipe itself, so the prerendered page and its JSON-LD carry them; the cached
// recipe answers are purged with every change.

type ratingJSON struct {
	Average *float64 `json:"average"`
	Count   int      `json:"count"`
	Mine    *int     `json:"mine"`
}

func ratingOf(s store.RatingSummary) ratingJSON {
	return ratingJSON{Average: s.Average, Count: s.Count, Mine: s.Mine}
}

// ratedRecipe resolves the recipe a rating call names (published, either version's id or its
// content id): from ?content_id= (or ?content=) on GET and DELETE.
func (a *API) ratedRecipe(c *echo.Context, id string) (string, error) {
	id = strings.ToLower(id)
	if !uuidPattern.MatchString(id) {
		return "", apierror.InvalidParameter("content_id")
	}
	return a.published(c, id)
}

func ratingQuery(c *echo.Context) string {
	if v := c.QueryParam("content_id"); v != "" {
		return v
	}
	return c.QueryParam("content")
}

func (a *API) rating(c *echo.Context) error {
	group, err := a.ratedRecipe(c, ratingQuery(c))
	if err != nil {
		return err
	}
	sum, err := a.store.Rating(c.Request().Context(), current(c).User.ID, group)
	if err != nil {
		return storeError(err)
	}
	return c.JSON(http.StatusOK, ratingOf(sum))
}

func (a *API) rate(c *echo.Context) error {
	var req struct {
		ContentID string `json:"content_id"`
		Rating    int    `json:"rating"`
	}
	if err := a.readBody(c, "rating-request", &req); err != nil {
		return err
	}
	group, err := a.published(c, req.ContentID)
	if err != nil {
		return err
	}
	sum, changed, err := a.store.Rate(c.Request().Context(), current(c).User.ID, group, req.Rating, time.Now())
	if err != nil {
		return storeError(err)
	}
	setPurge(c, changed)
	return c.JSON(http.StatusOK, ratingOf(sum))
}

// unrate removes the user's rating; the recipe comes as ?content_id= (what the site sends: a
// DELETE usually has no body) or as the body {content_id}, and the answer is the rating without
// theirs.
func (a *API) unrate(c *echo.Context) error {
	id := ratingQuery(c)
	if id == "" && c.Request().ContentLength != 0 {
		var req struct {
			ContentID string `json:"content_id"`
		}
		if err := a.readBody(c, "rating-delete", &req); err != nil {
			return err
		}
		id = req.ContentID
	}
	group, err := a.ratedRecipe(c, id)
	if err != nil {
		return err
	}
	sum, changed, err := a.store.Unrate(c.Request().Context(), current(c).User.ID, group)
	if err != nil {
		return storeError(err)
	}
	setPurge(c, changed)
	return c.JSON(http.StatusOK, ratingOf(sum))
}
