// Package contentapi is the embedded headless CMS: the content endpoints of spec §7, read from the
// store, per language, with paged lists and 301s for old slugs. The gateway reaches it over real
// HTTP, exactly as it would reach an external content API.
package contentapi

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	"github.com/tischlein/tischlein/gateway/internal/account"
	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/locale"
	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/search"
	"github.com/tischlein/tischlein/gateway/internal/secret"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Store is what the content API reads, and where accounts and likes are kept.
type Store interface {
	account.Store
	LikeTarget(ctx context.Context, id string) (groupID string, published bool, err error)
	Like(ctx context.Context, userID, groupID string, now time.Time) (bool, []store.LikeCount, error)
	Unlike(ctx context.Context, userID, groupID string) ([]store.LikeCount, error)
	LikedIDs(ctx context.Context, userID, language string) ([]string, error)
	Liked(ctx context.Context, userID, language string, page, perPage int) ([]store.Document, int, error)
	List(ctx context.Context, q store.Query) ([]store.Document, int, error)
	BySlug(ctx context.Context, kind, language, slug string) (store.Document, error)
	Redirect(ctx context.Context, kind, language, oldSlug string) (string, error)
	CountTerms(ctx context.Context, language string, kinds, terms []string) (map[string]int, error)
	CountByAuthor(ctx context.Context, language, author string) (map[string]int, error)
	MediaByPath(ctx context.Context, path string) (store.Media, error)
	Redirects(ctx context.Context, language string, page, perPage int) ([]store.SlugRedirect, int, error)
	search.Source
	Summaries(ctx context.Context, ids []string) (map[string][]byte, error)
	Versions(ctx context.Context, groupID string) ([]string, error)
	InGroup(ctx context.Context, kind, groupID, language string) (store.Document, error)
	Community
	Personal
	mail.Store
}

// Personal is where a reader's personalisation choices are kept (personalization.go).
type Personal interface {
	Preferences(ctx context.Context, userID string) ([]byte, time.Time, error)
	SetPreferences(ctx context.Context, userID string, body []byte, now time.Time) error
}

// Community is where cookbooks, comments, photos, ratings, reports and shopping lists are kept.
type Community interface {
	Cookbooks(ctx context.Context, userID, language string) ([]store.Cookbook, error)
	CookbooksHolding(ctx context.Context, userID, contentID string) ([]string, error)
	Cookbook(ctx context.Context, userID, id, language string) (store.Cookbook, error)
	CreateCookbook(ctx context.Context, userID, id, name string, max int, now time.Time) error
	RenameCookbook(ctx context.Context, userID, id, name string, now time.Time) error
	DeleteCookbook(ctx context.Context, userID, id string) error
	CookbookItems(ctx context.Context, userID, id, language string, page, perPage int) ([]store.Document, int, error)
	AddToCookbook(ctx context.Context, userID, id, contentID string, max int, now time.Time) (bool, error)
	RemoveFromCookbook(ctx context.Context, userID, id, contentID string, now time.Time) error
	MoveCookbookItem(ctx context.Context, userID, from, contentID, to string, now time.Time) error

	AddUserImage(ctx context.Context, img store.UserImage, jpeg []byte) error
	UserImages(ctx context.Context, userID string) ([]store.UserImage, error)
	AddComment(ctx context.Context, c store.Comment, imageIDs []string) error
	Comments(ctx context.Context, contentID string, page, perPage int) ([]store.Comment, int, error)
	CommentContent(ctx context.Context, id string) (string, error)
	CountComments(ctx context.Context, contentID string) (int, error)
	CommentedContent(ctx context.Context, userID string) ([]string, error)
	DeleteComment(ctx context.Context, userID, id string) (string, []string, error)
	LikeComment(ctx context.Context, userID, id string, now time.Time) (bool, int, error)
	UnlikeComment(ctx context.Context, userID, id string) error
	LikedComments(ctx context.Context, userID, contentID string) ([]string, error)

	Rating(ctx context.Context, userID, contentID string) (store.RatingSummary, error)
	Rate(ctx context.Context, userID, contentID string, rating int, now time.Time) (store.RatingSummary, []store.LikeCount, error)
	Unrate(ctx context.Context, userID, contentID string) (store.RatingSummary, []store.LikeCount, error)

	Reportable(ctx context.Context, target, id string) (bool, error)
	AddReport(ctx context.Context, r store.Report) (bool, string, error)

	ShoppingItems(ctx context.Context, userID, language string) ([]store.ShoppingItem, error)
	AddRecipeToList(ctx context.Context, userID, recipeID string, lines []store.ShoppingLine, language string, max int, now time.Time) error
	AddShoppingItem(ctx context.Context, item store.ShoppingItem, max int) (bool, error)
	CheckShoppingItem(ctx context.Context, userID, id string, checked bool, now time.Time) error
	DeleteShoppingItem(ctx context.Context, userID, id string) error
	ClearShoppingList(ctx context.Context, userID string, checkedOnly bool) error

	OpenReports(ctx context.Context, page, perPage int) ([]store.ReportGroup, int, error)
	Editorial
}

// Editorial is where cooks' own recipes, the editors' queue and the audit log are kept.
type Editorial interface {
	UserByID(ctx context.Context, id string) (store.User, error)
	UserRecipes(ctx context.Context, userID string) ([]store.UserRecipe, error)
	UserRecipe(ctx context.Context, userID, id string) (store.UserRecipe, error)
	CreateUserRecipe(ctx context.Context, r store.UserRecipe, max int) error
	UpdateUserRecipe(ctx context.Context, userID, id, language string, draft []byte, now time.Time) (store.UserRecipe, error)
	SubmitUserRecipe(ctx context.Context, userID, id string, now time.Time) (store.UserRecipe, error)
	DeleteUserRecipe(ctx context.Context, userID, id string) (store.UserRecipe, error)
	Submissions(ctx context.Context, page, perPage int) ([]store.UserRecipe, int, error)
	RejectSubmission(ctx context.Context, id, reason string, audit store.Audit) (store.UserRecipe, error)
	AcceptSubmission(ctx context.Context, id, contentID string, docs []store.Document, audit store.Audit, mails ...store.QueuedMail) (store.UserRecipe, error)
	FreeSlug(ctx context.Context, kind, language, base string) (string, error)
	HasDocument(ctx context.Context, id string) (bool, error)
	AuditLog(ctx context.Context, page, perPage int) ([]store.Audit, int, error)
	AddFeedback(ctx context.Context, f store.Feedback) error
	FeedbackList(ctx context.Context, all bool, page, perPage int) ([]store.Feedback, int, error)
	HandleFeedback(ctx context.Context, id string, at time.Time, entry store.Audit) error
	AnnouncePurge(ctx context.Context, purge string) error
	ContentDocs(ctx context.Context, contentID string) ([]store.Document, error)
	EditorialItems(ctx context.Context, kinds []string, search string, page, perPage int) ([]store.Document, int, error)
	UpdateContent(ctx context.Context, contentID string, change func([]store.Document) ([]store.Document, error), record func([]store.Document) (store.Audit, error)) ([]store.Document, error)
	DueScheduled(ctx context.Context, now time.Time) ([]string, error)
	ResolveReports(ctx context.Context, target, targetID, decision string, audit store.Audit, notify func(store.Resolution) ([]store.QueuedMail, error)) (store.Resolution, error)
	FindUsers(ctx context.Context, q string, limit int) ([]store.User, error)
	ChangeRole(ctx context.Context, id, role string, audit store.Audit) (store.User, error)
	ChangePremium(ctx context.Context, id string, on bool, audit store.Audit) (store.User, error)
	Desk
}

// API serves the content endpoints.
type API struct {
	cfg      Config
	store    Store
	accounts *account.Service
	mailer   *mail.Sender
	outbox   *mail.Outbox
	schemas  *schema.Set
	index    *search.Index
	echo     *echo.Echo
	logger   *slog.Logger
}

// New builds the API.
func New(cfg Config, s Store, logger *slog.Logger) (*API, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Token == "" {
		keys, err := secret.Keys(nil, cfg.TokenFile)
		if err != nil {
			return nil, fmt.Errorf("contentapi: unable to read the token: %w", err)
		}
		cfg.Token = keys[0]
	}
	schemas, err := schema.Load()
	if err != nil {
		return nil, err
	}
	mailer, err := mail.New(cfg.Mail)
	if err != nil {
		return nil, err
	}
	outbox := mail.NewOutbox(mailer, s, logger)
	accounts, err := account.New(cfg.Account, s, outbox)
	if err != nil {
		return nil, err
	}
	index, err := search.New(cfg.Search, s, logger)
	if err != nil {
		return nil, err
	}
	// The first build happens before the API answers, so a search never sees an empty index.
	if err := index.Build(context.Background()); err != nil {
		return nil, err
	}
	e := echo.NewWithConfig(echo.Config{Logger: logger, HTTPErrorHandler: apierror.Handler(logger)})
	// The gateway's X-Request-Id (the upstream client sends it) is kept, so a request can be
	// followed from the gateway's log lines into these; a call without one gets a random id.
	e.Use(middleware.RequestID())
	e.Use(requestLogger(logger))
	e.Use(middleware.Recover())
	a := &API{cfg: cfg, store: s, accounts: accounts, mailer: mailer, outbox: outbox, schemas: schemas, index: index, echo: e, logger: logger}
	e.Use(a.announcePurges)
	a.routes(e)
	return a, nil
}

// KeepIndexFresh rebuilds the search index whenever the store changes, until ctx ends; the store's
// version is polled, so the writes of other content API instances on the same database count too.
func (a *API) KeepIndexFresh(ctx context.Context) { a.index.Run(ctx) }

// SendMail sends the mails of the outbox that are due (those whose first attempt failed), until ctx
// ends. Every process running the content API runs it; they never send one mail twice at once.
func (a *API) SendMail(ctx context.Context) { a.outbox.Run(ctx) }

// MailStats are the account mails this API sent and failed, and is sending now (the gateway's
// metrics show them when the API runs in its process).
func (a *API) MailStats() mail.Stats { return a.mailer.Stats() }

// ServeHTTP answers one request.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) { a.echo.ServeHTTP(w, r) }

// announcePurges passes an answer's purge header on to every gateway on the same database (see
// store.AnnouncePurge); the gateway that asked purges its own cache from the header at once.
func (a *API) announcePurges(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		err := next(c)
		if purge := c.Response().Header().Get(PurgeHeader); purge != "" {
			if aerr := a.store.AnnouncePurge(context.WithoutCancel(c.Request().Context()), purge); aerr != nil {
				a.logger.Error("contentapi: purge not announced; other gateways serve it until it expires", "error", aerr.Error())
			}
		}
		return err
	}
}

func (a *API) requireToken(next echo.HandlerFunc) echo.HandlerFunc {
	want := []byte("Bearer " + a.cfg.Token)
	return func(c *echo.Context) error {
		got := []byte(c.Request().Header.Get("Authorization"))
		if subtle.ConstantTimeCompare(got, want) != 1 {
			return apierror.New(http.StatusUnauthorized, "unauthorized")
		}
		return next(c)
	}
}

func (a *API) negotiateLanguage(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		lang, err := locale.Negotiate(c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
		if err != nil {
			e := apierror.New(http.StatusBadRequest, "unsupported_language")
			e.Field = "lang"
			return e
		}
		c.Set(apierror.LanguageKey, lang)
		return next(c)
	}
}

func language(c *echo.Context) string {
	lang, _ := c.Get(apierror.LanguageKey).(string)
	return lang
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// pathSlug reads the :slug parameter; something that cannot be a slug is simply not found.
func pathSlug(c *echo.Context) (string, error) {
	slug := c.Param("slug")
	if len(slug) > 160 || !slugPattern.MatchString(slug) {
		return "", apierror.NotFound()
	}
	return slug, nil
}

// storeError tells a missing row (404) from a database that failed (503).
func storeError(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return apierror.NotFound()
	}
	return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
}

// paging reads page and per_page. Pages count from 1; anything else is a 400 naming the parameter.
func (a *API) paging(c *echo.Context) (page, perPage int, err error) {
	page, perPage = 1, a.cfg.PerPage
	if v := c.QueryParam("page"); v != "" {
		page, err = strconv.Atoi(v)
		if err != nil || page < 1 {
			return 0, 0, apierror.InvalidParameter("page")
		}
	}
	if v := c.QueryParam("per_page"); v != "" {
		perPage, err = strconv.Atoi(v)
		if err != nil || perPage < 1 || perPage > MaxPerPage {
			return 0, 0, apierror.InvalidParameter("per_page")
		}
	}
	return page, perPage, nil
}

// pageCount is how many pages of perPage a list of total items has (at least one, even empty);
// asking for a page past them is 404 page_out_of_range.
func pageCount(page, perPage, total int) (int, error) {
	pages := max(1, (total+perPage-1)/perPage)
	if page > pages {
		e := apierror.New(http.StatusNotFound, "page_out_of_range")
		e.Field = "page"
		return 0, e
	}
	return pages, nil
}

// pagedOf is the paged envelope of one page of rows, each turned into its answer by of; a page
// past the end is 404 page_out_of_range.
func pagedOf[T, U any](rows []T, of func(T) (U, error), page, perPage, total int) (model.Paged[U], error) {
	pages, err := pageCount(page, perPage, total)
	if err != nil {
		return model.Paged[U]{}, err
	}
	items := make([]U, len(rows))
	for i, r := range rows {
		if items[i], err = of(r); err != nil {
			return model.Paged[U]{}, err
		}
	}
	return model.NewPaged(items, model.Pagination{Page: page, Pages: pages, PerPage: perPage, Total: total}), nil
}

// list runs a query and answers with the paged envelope, letting patch rewrite each item.
func (a *API) list(c *echo.Context, q store.Query, summaries bool, patch func([]store.Document) ([]json.RawMessage, error)) error {
	docs, total, err := a.store.List(c.Request().Context(), q)
	if err != nil {
		return storeError(err)
	}
	pages, err := pageCount(q.Page, q.PerPage, total)
	if err != nil {
		return err
	}
	var items []json.RawMessage
	if patch != nil {
		if items, err = patch(docs); err != nil {
			return err
		}
	} else {
		for _, d := range docs {
			switch {
			case summaries:
				items = append(items, d.Summary)
			case d.Kind == "recipe":
				body, err := lockedBody(d.Body)
				if err != nil {
					return err
				}
				items = append(items, body)
			default:
				items = append(items, d.Body)
			}
		}
	}
	return a.json(c, model.NewPaged(items, model.Pagination{Page: q.Page, Pages: pages, PerPage: q.PerPage, Total: total}))
}

func (a *API) json(c *echo.Context, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return a.raw(c, raw)
}

func (a *API) raw(c *echo.Context, body []byte) error {
	h := c.Response().Header()
	h.Set("Content-Language", language(c))
	h.Set("Vary", "Accept-Language")
	return c.JSONBlob(http.StatusOK, body)
}

// setField replaces one top-level field of a stored JSON document (a count that changes with
// every publish and so is not stored in the document).
func setField(doc []byte, fields map[string]any) (json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil {
		return nil, err
	}
	for k, v := range fields {
		raw, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		m[k] = raw
	}
	return json.Marshal(m)
}
