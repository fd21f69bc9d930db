package contentapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/search"
)

// searchResults is the answer of GET /api/search/ (content-schemas "search-results"): the paged
// envelope with the facets of all hits and, when nothing was found, a spelling that finds something.
type searchResults struct {
	Meta struct {
		Pagination model.Pagination `json:"pagination"`
	} `json:"meta"`
	Data       []json.RawMessage `json:"data"`
	Facets     search.Facets     `json:"facets"`
	DidYouMean *string           `json:"did_you_mean"`
}

// search answers a query from the in-memory index and fills the page's cards from the store, so
// like counts and pictures are as fresh as the store's, whatever the index was built from.
func (a *API) search(c *echo.Context) error {
	params, err := queryParams(c)
	if err != nil {
		return err
	}
	q, err := search.ParseQuery(params, language(c))
	if err != nil {
		return paramError(err)
	}
	res, err := a.index.Search(q)
	if err != nil {
		return paramError(err)
	}
	pages, err := pageCount(q.Page, q.PerPage, res.Total)
	if err != nil {
		return err
	}
	ids := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		ids[i] = h.ID
	}
	cards, err := a.store.Summaries(c.Request().Context(), ids)
	if err != nil {
		return storeError(err)
	}
	out := searchResults{Data: make([]json.RawMessage, 0, len(res.Hits)), Facets: res.Facets}
	out.Meta.Pagination = model.Pagination{Page: q.Page, Pages: pages, PerPage: q.PerPage, Total: res.Total}
	for _, h := range res.Hits {
		card, ok := cards[h.ID]
		if !ok {
			// Unpublished since the index was built; the next rebuild drops it from the count too.
			continue
		}
		if h.Coverage != nil {
			if card, err = setField(card, map[string]any{"coverage": h.Coverage}); err != nil {
				return err
			}
		}
		out.Data = append(out.Data, card)
	}
	if res.DidYouMean != "" {
		out.DidYouMean = &res.DidYouMean
	}
	return a.json(c, out)
}

// suggestions answers the search modal while the reader types: at most eight things to open.
func (a *API) suggestions(c *echo.Context) error {
	params, err := queryParams(c)
	if err != nil {
		return err
	}
	for name := range params {
		if name != "q" && name != "lang" {
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return e
		}
	}
	text := params.Get("q")
	if len([]rune(text)) > search.MaxQueryLength {
		e := apierror.New(http.StatusBadRequest, "search_too_long")
		e.Field = "q"
		return e
	}
	list := a.index.Suggest(language(c), text, maxSuggestions)
	if list == nil {
		list = []search.Suggestion{}
	}
	return a.json(c, map[string]any{"data": list})
}

// maxSuggestions is what the modal shows at most (content-schemas "search-suggestions").
const maxSuggestions = 8

// queryParams parses the query string strictly: a malformed escape is a 400, not a silently
// dropped parameter.
func queryParams(c *echo.Context) (url.Values, error) {
	params, err := url.ParseQuery(c.Request().URL.RawQuery)
	if err != nil {
		return nil, apierror.New(http.StatusBadRequest, "bad_request")
	}
	return params, nil
}

// paramError turns the search package's refusal of a parameter into the API's error.
func paramError(err error) error {
	var pe *search.ParamError
	if errors.As(err, &pe) {
		e := apierror.New(pe.Status, pe.Code)
		e.Field = pe.Param
		return e
	}
	return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
}
