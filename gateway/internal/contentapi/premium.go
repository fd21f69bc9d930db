package contentapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Premium recipes. A recipe marked is_premium is a real paywall, not a blurred page:
// the public answer (the recipe route and the site build's view=full list) carries the picture,
// title, teaser, times, terms and rating but empty ingredients, steps and utensils, with how many
// there are (premium_preview); the whole recipe comes only from the personal premium route, to
// premium readers (and the editorial team, who must see what they publish).

// premiumMarker is how a premium recipe's stored body spells the flag; a body without it is
// answered as stored, without parsing it.
var premiumMarker = []byte(`"is_premium":true`)

// premiumPreview says how much a locked recipe holds, for its teaser ("12 ingredients · 6 steps").
type premiumPreview struct {
	Ingredients int `json:"ingredients"`
	Steps       int `json:"steps"`
}

// lockedBody is the public form of a stored recipe body: the body itself unless it is premium.
func lockedBody(body []byte) (json.RawMessage, error) {
	if !bytes.Contains(body, premiumMarker) {
		return body, nil
	}
	var recipe struct {
		IsPremium   bool `json:"is_premium"`
		Ingredients []struct {
			Items []json.RawMessage `json:"items"`
		} `json:"ingredients"`
		Steps []json.RawMessage `json:"steps"`
	}
	if err := json.Unmarshal(body, &recipe); err != nil {
		return nil, err
	}
	if !recipe.IsPremium {
		return body, nil
	}
	preview := premiumPreview{Steps: len(recipe.Steps)}
	for _, g := range recipe.Ingredients {
		preview.Ingredients += len(g.Items)
	}
	empty := []struct{}{}
	return setField(body, map[string]any{"ingredients": empty, "steps": empty, "utensils": empty, "premium_preview": preview})
}

// mayReadPremium tells whether an account reads premium recipes whole.
func mayReadPremium(u store.User) bool {
	return u.IsPremium || u.Role == "editor" || u.Role == "admin"
}

func premiumRequired() error {
	return apierror.New(http.StatusForbidden, "premium_required")
}

// premiumRecipe answers a whole recipe to a premium reader (GET /api/premium/recipes/{slug}/):
// 401 without a session, 403 premium_required for anyone else, 404 for an unknown slug. Old slugs
// are not followed: the page that asks knows the current one.
func (a *API) premiumRecipe(c *echo.Context) error {
	if !mayReadPremium(current(c).User) {
		return premiumRequired()
	}
	slug, err := pathSlug(c)
	if err != nil {
		return err
	}
	d, err := a.store.BySlug(c.Request().Context(), "recipe", language(c), slug)
	if errors.Is(err, store.ErrNotFound) {
		return apierror.NotFound()
	}
	if err != nil {
		return storeError(err)
	}
	return a.raw(c, d.Body)
}

// premiumAllowed refuses a premium recipe's ingredients to an account that may not read them
// (the shopping list would show them otherwise).
func premiumAllowed(cur account.Current, isPremium bool) error {
	if isPremium && !mayReadPremium(cur.User) {
		return premiumRequired()
	}
	return nil
}
