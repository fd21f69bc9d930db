package contentapi

import (
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Likes belong to an item, not to one of its language versions: liking the German recipe shows as
// liked on the English one. The count lives in the stored JSON of both versions (user_reactions.
// like_count), moved by the store in the same transaction as the like itself.

// kindPaths are the public list paths of the kinds that can be liked.
var kindPaths = map[string]string{"recipe": "/recipes/", "article": "/articles/"}

// setPurge names the cached pages whose like count changed, for the gateway to drop.
func setPurge(c *echo.Context, changed []store.LikeCount) {
	var pairs []string
	seen := map[string]bool{}
	for _, lc := range changed {
		p := lc.Language + " " + kindPaths[lc.Kind] + lc.Slug + "/"
		if !seen[p] {
			seen[p] = true
			pairs = append(pairs, p)
		}
	}
	addPurge(c, pairs...)
}

// addPurge adds cached answers to drop ("de /recipes/x/") to the answer's purge header.
func addPurge(c *echo.Context, pairs ...string) {
	if len(pairs) == 0 {
		return
	}
	h := c.Response().Header()
	if old := h.Get(PurgeHeader); old != "" {
		pairs = append([]string{old}, pairs...)
	}
	h.Set(PurgeHeader, strings.Join(pairs, ", "))
}

// likes answers the ids of every liked item (?ids=true, unpaged, one request per page of the
// site), or a page of their cards, newest like first, both in the request's language.
func (a *API) likes(c *echo.Context) error {
	ctx, user, lang := c.Request().Context(), current(c).User, language(c)
	switch c.QueryParam("ids") {
	case "true":
		ids, err := a.store.LikedIDs(ctx, user.ID, lang)
		if err != nil {
			return storeError(err)
		}
		return c.JSON(http.StatusOK, idRecords(ids))
	case "", "false":
	default:
		return apierror.InvalidParameter("ids")
	}
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	docs, total, err := a.store.Liked(ctx, user.ID, lang, page, perPage)
	if err != nil {
		return storeError(err)
	}
	return pagedSummaries(c, docs, page, perPage, total)
}

// like likes a published recipe or story, named by the id of either language version (or its
// content id): 201 with the new count, 200 when it was liked already, 404 for anything else.
func (a *API) like(c *echo.Context) error {
	var req struct {
		ID string `json:"id"`
	}
	if err := a.readBody(c, "like-request", &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	id := strings.ToLower(req.ID)
	group, published, err := a.store.LikeTarget(ctx, id)
	if err != nil {
		return storeError(err)
	}
	if !published {
		return apierror.NotFound()
	}
	added, counts, err := a.store.Like(ctx, current(c).User.ID, group, time.Now())
	if errors.Is(err, store.ErrNotFound) {
		return apierror.NotFound()
	}
	if err != nil {
		return storeError(err)
	}
	status := http.StatusOK
	if added {
		status = http.StatusCreated
		setPurge(c, counts)
	}
	return c.JSON(status, likeState{ID: req.ID, Liked: true, LikeCount: countFor(counts, id, language(c))})
}

type idRecord struct {
	ID string `json:"id"`
}

// idRecords is the answer of a list of ids: {"data":[{"id":…}, …]}.
func idRecords(ids []string) map[string][]idRecord {
	data := make([]idRecord, len(ids))
	for i, id := range ids {
		data[i] = idRecord{id}
	}
	return map[string][]idRecord{"data": data}
}

type likeState struct {
	ID        string `json:"id"`
	Liked     bool   `json:"liked"`
	LikeCount int    `json:"like_count"`
}

// countFor picks the count of the version that was liked, else the one in the request's language.
func countFor(counts []store.LikeCount, id, lang string) int {
	for _, lc := range counts {
		if lc.ID == id {
			return lc.Count
		}
	}
	for _, lc := range counts {
		if lc.Language == lang {
			return lc.Count
		}
	}
	if len(counts) > 0 {
		return counts[0].Count
	}
	return 0
}

var uuidPattern = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// unlike removes a like; 204 also when there was none, so a repeated click or a retry is harmless.
// An item that was taken down can still be unliked.
func (a *API) unlike(c *echo.Context) error {
	id := strings.ToLower(c.Param("id"))
	if !uuidPattern.MatchString(id) {
		return apierror.NotFound()
	}
	ctx := c.Request().Context()
	group, _, err := a.store.LikeTarget(ctx, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		group = id // perhaps a content id whose versions are gone: its like can still go
	case err != nil:
		return storeError(err)
	}
	changed, err := a.store.Unlike(ctx, current(c).User.ID, group)
	if err != nil {
		return storeError(err)
	}
	setPurge(c, changed)
	return c.NoContent(http.StatusNoContent)
}
