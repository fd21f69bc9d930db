package contentapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Cookbooks: a user's named collections of recipes and stories. An item is kept by its
// content id, so a cookbook reads the same in both languages.

// The limits of the issue: a cookbook per theme is plenty at 100, and 5,000 saved items is more
// than anyone cooks, while both keep one user's rows bounded.
const (
	maxCookbooks     = 100
	maxCookbookItems = 5000
)

type cookbookJSON struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	ItemCount int             `json:"item_count"`
	Cover     json.RawMessage `json:"cover"`
	UpdatedAt string          `json:"updated_at"`
}

func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func cookbookOf(b store.Cookbook) cookbookJSON {
	out := cookbookJSON{ID: b.ID, Name: b.Name, ItemCount: b.ItemCount, Cover: json.RawMessage("null"), UpdatedAt: timestamp(b.UpdatedAt)}
	if b.Cover != nil {
		var card struct {
			Image json.RawMessage `json:"image"`
		}
		if json.Unmarshal(b.Cover, &card) == nil && card.Image != nil {
			out.Cover = card.Image
		}
	}
	return out
}

// pathID reads a uuid path parameter; anything else cannot name a row, so it is not found.
func pathID(c *echo.Context, name string) (string, error) {
	id := strings.ToLower(c.Param(name))
	if !uuidPattern.MatchString(id) {
		return "", apierror.NotFound()
	}
	return id, nil
}

// communityError answers the store's errors of community writes.
func communityError(err error) error {
	switch {
	case errors.Is(err, store.ErrConflict):
		return apierror.New(http.StatusConflict, "cookbook_exists")
	case errors.Is(err, store.ErrLimit):
		return apierror.New(http.StatusUnprocessableEntity, "limit_reached")
	}
	return storeError(err)
}

// published resolves an id of a published recipe or story (either language version, or its
// content id) to its content id; anything else is not found.
func (a *API) published(c *echo.Context, id string) (string, error) {
	group, published, err := a.store.LikeTarget(c.Request().Context(), strings.ToLower(id))
	if err != nil {
		return "", storeError(err)
	}
	if !published {
		return "", apierror.NotFound()
	}
	return group, nil
}

// cookbooks lists the user's cookbooks; with ?item= (a recipe's or story's id, either version's
// or its content id) also which of them hold that item, so its save button can show it is saved.
func (a *API) cookbooks(c *echo.Context) error {
	ctx, user := c.Request().Context(), current(c).User.ID
	books, err := a.store.Cookbooks(ctx, user, language(c))
	if err != nil {
		return storeError(err)
	}
	data := make([]cookbookJSON, len(books))
	for i, b := range books {
		data[i] = cookbookOf(b)
	}
	answer := map[string]any{"data": data}
	if item := c.QueryParam("item"); item != "" {
		if !uuidPattern.MatchString(strings.ToLower(item)) {
			return apierror.InvalidParameter("item")
		}
		group, _, err := a.store.LikeTarget(ctx, strings.ToLower(item))
		holding := []string{}
		switch {
		case err == nil:
			if holding, err = a.store.CookbooksHolding(ctx, user, group); err != nil {
				return storeError(err)
			}
		case !errors.Is(err, store.ErrNotFound):
			return storeError(err)
		}
		answer["holding"] = holding
	}
	return c.JSON(http.StatusOK, answer)
}

func (a *API) answerCookbook(c *echo.Context, status int, id string) error {
	b, err := a.store.Cookbook(c.Request().Context(), current(c).User.ID, id, language(c))
	if err != nil {
		return storeError(err)
	}
	return c.JSON(status, cookbookOf(b))
}

func (a *API) createCookbook(c *echo.Context) error {
	var req struct {
		Name string `json:"name"`
	}
	if err := a.readBody(c, "cookbook-request", &req); err != nil {
		return err
	}
	name, err := trimmed("name", req.Name)
	if err != nil {
		return err
	}
	id := uuid.NewString()
	if err := a.store.CreateCookbook(c.Request().Context(), current(c).User.ID, id, name, maxCookbooks, time.Now()); err != nil {
		return communityError(err)
	}
	return a.answerCookbook(c, http.StatusCreated, id)
}

func (a *API) renameCookbook(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	var req struct {
		Name string `json:"name"`
	}
	if err := a.readBody(c, "cookbook-request", &req); err != nil {
		return err
	}
	name, err := trimmed("name", req.Name)
	if err != nil {
		return err
	}
	if err := a.store.RenameCookbook(c.Request().Context(), current(c).User.ID, id, name, time.Now()); err != nil {
		return communityError(err)
	}
	return a.answerCookbook(c, http.StatusOK, id)
}

func (a *API) deleteCookbook(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	if err := a.store.DeleteCookbook(c.Request().Context(), current(c).User.ID, id); err != nil {
		return storeError(err)
	}
	return c.NoContent(http.StatusNoContent)
}

func (a *API) cookbookItems(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	docs, total, err := a.store.CookbookItems(c.Request().Context(), current(c).User.ID, id, language(c), page, perPage)
	if err != nil {
		return storeError(err)
	}
	return pagedSummaries(c, docs, page, perPage, total)
}

// pagedSummaries answers a page of cards in the paged envelope; a page past the end is 404.
func pagedSummaries(c *echo.Context, docs []store.Document, page, perPage, total int) error {
	pages, err := pageCount(page, perPage, total)
	if err != nil {
		return err
	}
	items := make([]json.RawMessage, len(docs))
	for i, d := range docs {
		items[i] = d.Summary
	}
	c.Response().Header().Set("Content-Language", language(c))
	return c.JSON(http.StatusOK, model.NewPaged(items, model.Pagination{Page: page, Pages: pages, PerPage: perPage, Total: total}))
}

func (a *API) addToCookbook(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	var req struct {
		ID string `json:"id"`
	}
	if err := a.readBody(c, "cookbook-item-request", &req); err != nil {
		return err
	}
	group, err := a.published(c, req.ID)
	if err != nil {
		return err
	}
	added, err := a.store.AddToCookbook(c.Request().Context(), current(c).User.ID, id, group, maxCookbookItems, time.Now())
	if err != nil {
		return communityError(err)
	}
	status := http.StatusOK
	if added {
		status = http.StatusCreated
	}
	return a.answerCookbook(c, status, id)
}

// itemGroup resolves the content id in a cookbook item path: a content id or either version's id,
// published or not (an item taken down can still be removed or moved).
func (a *API) itemGroup(c *echo.Context) (string, error) {
	id, err := pathID(c, "content_id")
	if err != nil {
		return "", err
	}
	group, _, err := a.store.LikeTarget(c.Request().Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return id, nil
	}
	return group, err
}

func (a *API) removeFromCookbook(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	group, err := a.itemGroup(c)
	if err != nil {
		return storeError(err)
	}
	if err := a.store.RemoveFromCookbook(c.Request().Context(), current(c).User.ID, id, group, time.Now()); err != nil {
		return storeError(err)
	}
	return c.NoContent(http.StatusNoContent)
}

func (a *API) moveCookbookItem(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	group, err := a.itemGroup(c)
	if err != nil {
		return storeError(err)
	}
	var req struct {
		To string `json:"to"`
	}
	if err := a.readBody(c, "cookbook-move-request", &req); err != nil {
		return err
	}
	to := strings.ToLower(req.To)
	if err := a.store.MoveCookbookItem(c.Request().Context(), current(c).User.ID, id, group, to, time.Now()); err != nil {
		return communityError(err)
	}
	return a.answerCookbook(c, http.StatusOK, to)
}
