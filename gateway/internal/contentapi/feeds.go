package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The home page's feeds and the header menu in the desk. Editors send a whole feed or
// menu back; the cards in a feed are read again from the store by their id, so a feed always holds
// current cards of published items whatever card the desk sent. Both are on every page of the
// site, so a change republishes all of it.

// maxFeedBody bounds a feed or menu: the home feed is about 150 KiB of cards.
const maxFeedBody = 512 << 10

// feedDoc finds the feed a path names (/editorial/feeds/{group}/{lang}/); anything else is 404.
func (a *API) feedDoc(c *echo.Context) (store.Document, error) {
	slug, ok := feedSlugs[c.Param("group")]
	if !ok || !slices.Contains(model.Languages, c.Param("lang")) {
		return store.Document{}, apierror.NotFound()
	}
	d, err := a.store.BySlug(c.Request().Context(), "feed", c.Param("lang"), slug)
	if err != nil {
		return store.Document{}, storeError(err)
	}
	return d, nil
}

// editorialFeed answers a feed as stored (GET /api/editorial/feeds/{group}/{lang}/).
func (a *API) editorialFeed(c *echo.Context) error {
	d, err := a.feedDoc(c)
	if err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, d.Body)
}

// updateFeed replaces a feed's modules (PUT /api/editorial/feeds/{group}/{lang}/ with a Feed → 200
// the stored feed): group and language must be the path's; a card whose id is no published item
// of the feed's language is 422 naming it (modules.2.items.0.id).
func (a *API) updateFeed(c *echo.Context) error {
	d, err := a.feedDoc(c)
	if err != nil {
		return err
	}
	var feed model.Feed
	if err := a.readBodyUpTo(c, "feed", &feed, maxFeedBody); err != nil {
		return err
	}
	switch {
	case feed.Group != c.Param("group"):
		return invalidField("group")
	case feed.Language != d.Language:
		return invalidField("language")
	}
	ctx := c.Request().Context()
	for i := range feed.Modules {
		m := &feed.Modules[i]
		field := fmt.Sprintf("modules.%d", i)
		if m.Item != nil {
			if *m.Item, err = a.currentCard(ctx, m.Item.ID, d.Language, field+".item.id"); err != nil {
				return err
			}
		}
		for j := range m.Items {
			if m.Items[j], err = a.currentCard(ctx, m.Items[j].ID, d.Language, fmt.Sprintf("%s.items.%d.id", field, j)); err != nil {
				return err
			}
		}
	}
	body, err := json.Marshal(feed)
	if err != nil {
		return err
	}
	// A card may now be of another type than its module takes (a story in the video player).
	if err := a.schemas.Validate("feed", body); err != nil {
		return schemaError(err)
	}
	if err := a.replaceBody(c, "feed.update", "feed", feed.Group+"/"+feed.Language, d, body); err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, body)
}

// currentCard is the card of a published recipe or story version in a language, by its id.
func (a *API) currentCard(ctx context.Context, id, lang, field string) (model.Summary, error) {
	d, err := a.store.Published(ctx, id)
	if errors.Is(err, store.ErrNotFound) || err == nil && (d.Language != lang || len(d.Summary) == 0) {
		return model.Summary{}, invalidField(field)
	}
	if err != nil {
		return model.Summary{}, storeError(err)
	}
	var card model.Summary
	if err := json.Unmarshal(d.Summary, &card); err != nil {
		return model.Summary{}, fmt.Errorf("contentapi: card of %q unreadable: %w", id, err)
	}
	return card, nil
}

// replaceBody writes a feed's or the menu's new body with its audit entry, and republishes.
func (a *API) replaceBody(c *echo.Context, action, target, targetID string, d store.Document, body []byte) error {
	audit, err := auditOf(c, action, target, targetID, json.RawMessage(d.Body))
	if err != nil {
		return err
	}
	audit.After = body
	if err := a.store.ReplaceBody(c.Request().Context(), d.ID, body, audit); err != nil {
		return storeError(err)
	}
	addPurge(c, PurgeAll)
	return nil
}

// menuDoc is the header menu, stored once for both languages.
func (a *API) menuDoc(c *echo.Context) (store.Document, error) {
	d, err := a.store.BySlug(c.Request().Context(), "menu", "de", "main")
	if err != nil {
		return store.Document{}, storeError(err)
	}
	return d, nil
}

// editorialMenu answers the header menu (GET /api/editorial/menu/).
func (a *API) editorialMenu(c *echo.Context) error {
	d, err := a.menuDoc(c)
	if err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, d.Body)
}

// updateMenu replaces the header menu (PUT /api/editorial/menu/ with a Menu → 200 the stored menu).
func (a *API) updateMenu(c *echo.Context) error {
	d, err := a.menuDoc(c)
	if err != nil {
		return err
	}
	var menu json.RawMessage
	if err := a.readBodyUpTo(c, "menu", &menu, maxFeedBody); err != nil {
		return err
	}
	if err := a.replaceBody(c, "menu.update", "menu", "main", d, menu); err != nil {
		return err
	}
	return c.JSONBlob(http.StatusOK, menu)
}
