package contentapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The desk's editing of recipes and stories: titles, slugs and teasers per language,
// and publishing — live, expired (taken off the site, kept) or scheduled (live at its time, by
// itself). A changed slug keeps the old one as a 301; the item's cards in feeds, collections and
// stories change with it; every change is in the audit log and republishes the site.

// deskStates maps the document states to the desk's words.
var deskStates = map[string]string{store.StateDraft: "draft", store.StatePublished: "live", store.StateUnpublished: "expired",
	store.StateScheduled: "scheduled"}

// schedulerID names the scheduler as the actor of the audit entries of scheduled items going live.
const schedulerID = "00000000-0000-0000-0000-000000000000"

type versionJSON struct {
	Language    string `json:"language"`
	ID          string `json:"id"`
	Slug        string `json:"slug"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

type editorialItemJSON struct {
	ContentID   string        `json:"content_id"`
	Type        string        `json:"type"`
	State       string        `json:"state"`
	PublishedAt *string       `json:"published_at"`
	Community   bool          `json:"community"`
	Author      string        `json:"author"`
	Versions    []versionJSON `json:"versions"`
	UpdatedAt   string        `json:"updated_at"`
	// IsPremium marks a premium recipe.
	IsPremium bool `json:"is_premium"`
	// Documents are the whole language versions (the detail only).
	Documents []json.RawMessage `json:"documents,omitempty"`
	// Drafts are the versions in the form the desk edits, by language (the detail only).
	Drafts map[string]any `json:"drafts,omitempty"`
}

// typeOf is the content type of a document kind.
func typeOf(kind string) string {
	if kind == "recipe" {
		return "recipe"
	}
	return "article"
}

func itemOf(docs []store.Document, full bool) editorialItemJSON {
	first := docs[0]
	out := editorialItemJSON{ContentID: first.GroupID, Type: typeOf(first.Kind), State: deskStates[first.State],
		Community: first.Community, Author: first.AuthorSlug, UpdatedAt: timestamp(first.UpdatedAt), Versions: []versionJSON{}}
	if first.PublishedAt.Unix() > 0 {
		out.PublishedAt = optional(timestamp(first.PublishedAt))
	}
	for _, d := range docs {
		var card struct {
			Description string `json:"description"`
			IsPremium   bool   `json:"is_premium"`
		}
		json.Unmarshal(d.Summary, &card)
		out.IsPremium = out.IsPremium || card.IsPremium
		out.Versions = append(out.Versions, versionJSON{Language: d.Language, ID: d.ID, Slug: d.Slug, Title: d.Title, Description: card.Description})
		if full {
			out.Documents = append(out.Documents, d.Body)
		}
	}
	return out
}

// editorialItems lists recipes and stories in every state, the one changed last first
// (GET /api/editorial/content/?type=recipe|article&q=…, paged).
func (a *API) editorialItems(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	kinds := []string{"recipe", "article"}
	switch t := c.QueryParam("type"); t {
	case "":
	case "recipe", "article":
		kinds = []string{t}
	default:
		return apierror.InvalidParameter("type")
	}
	q := strings.ToLower(strings.TrimSpace(c.QueryParam("q")))
	if len(q) > 200 {
		return apierror.InvalidParameter("q")
	}
	ctx := c.Request().Context()
	firsts, total, err := a.store.EditorialItems(ctx, kinds, q, page, perPage)
	if err != nil {
		return storeError(err)
	}
	out, err := pagedOf(firsts, func(f store.Document) (editorialItemJSON, error) {
		docs, err := a.store.ContentDocs(ctx, f.GroupID)
		if err != nil {
			return editorialItemJSON{}, storeError(err)
		}
		return itemOf(docs, false), nil
	}, page, perPage, total)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

// editorialItem answers one item with its whole language versions (GET /api/editorial/content/{content_id}/).
func (a *API) editorialItem(c *echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	docs, err := a.store.ContentDocs(c.Request().Context(), id)
	if err != nil {
		return storeError(err)
	}
	return a.answerDesk(c, http.StatusOK, docs)
}

type contentPatch struct {
	State       *string    `json:"state"`
	PublishedAt *time.Time `json:"published_at"`
	IsPremium   *bool      `json:"is_premium"`
	Versions    map[string]struct {
		Title       *string `json:"title"`
		Slug        *string `json:"slug"`
		Description *string `json:"description"`
	} `json:"versions"`
}

func invalidField(field string) error {
	e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
	e.Field = field
	return e
}

// updateEditorialItem changes titles, slugs, teasers, premium and the publishing state of an item
// (PATCH /api/editorial/content/{content_id}/): 200 with the item; 409 slug_taken. A draft or
// expired item that goes live or is scheduled must be whole in every version (completeVersions).
func (a *API) updateEditorialItem(c *echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	var patch contentPatch
	if err := a.readBody(c, "editorial-patch", &patch); err != nil {
		return err
	}
	now := time.Now().UTC()
	before, err := a.store.ContentDocs(c.Request().Context(), id)
	if err != nil {
		return storeError(err)
	}
	audit, err := auditOf(c, "content.update", typeOf(before[0].Kind), id, itemOf(before, false))
	if err != nil {
		return err
	}
	docs, err := a.store.EditContent(c.Request().Context(), id, func(docs []store.Document) (store.Edit, error) {
		wasWhole := whole(docs[0].State)
		docs, err := applyPatch(docs, patch, now)
		if err != nil || wasWhole || !whole(docs[0].State) {
			return store.Edit{Versions: docs}, err
		}
		return a.completeVersions(c, docs)
	}, func(docs []store.Document) (store.Audit, error) {
		audit.After, err = json.Marshal(itemOf(docs, false))
		return audit, err
	})
	if err != nil {
		return contentError(err)
	}
	addPurge(c, PurgeAll)
	return a.answerDesk(c, http.StatusOK, docs)
}

// applyPatch changes the language versions as the patch says, and points each twin at a changed slug.
func applyPatch(docs []store.Document, patch contentPatch, now time.Time) ([]store.Document, error) {
	byLang := map[string]int{}
	for i, d := range docs {
		byLang[d.Language] = i
	}
	for lang := range patch.Versions {
		if _, ok := byLang[lang]; !ok {
			return nil, invalidField("versions." + lang)
		}
	}
	if patch.IsPremium != nil && docs[0].Kind != "recipe" {
		return nil, invalidField("is_premium") // only recipes have a premium part
	}
	for i := range docs {
		d := &docs[i]
		fields := map[string]any{}
		if v, ok := patch.Versions[d.Language]; ok {
			if v.Title != nil {
				title := strings.TrimSpace(*v.Title)
				if title == "" {
					return nil, invalidField("versions." + d.Language + ".title")
				}
				d.Title, fields["title"] = title, title
			}
			if v.Slug != nil {
				d.Slug, fields["slug"] = *v.Slug, *v.Slug
			}
			if v.Description != nil {
				fields["description"] = strings.TrimSpace(*v.Description)
			}
		}
		if patch.IsPremium != nil {
			fields["is_premium"] = *patch.IsPremium
		}
		if patch.State != nil && *patch.State == "draft" {
			if d.State != store.StateDraft {
				return nil, invalidField("state") // once on the site, an item is taken off (expired)
			}
		} else if patch.State != nil {
			switch *patch.State {
			case "live":
				d.State = store.StatePublished
				if patch.PublishedAt != nil {
					d.PublishedAt = *patch.PublishedAt
				} else if d.PublishedAt.Unix() <= 0 {
					d.PublishedAt = now
				}
			case "expired":
				if d.State == store.StateDraft {
					return nil, invalidField("state") // never on the site, so not taken off it
				}
				d.State = store.StateUnpublished
			case "scheduled":
				if patch.PublishedAt == nil || !patch.PublishedAt.After(now) {
					return nil, invalidField("published_at")
				}
				d.State, d.PublishedAt = store.StateScheduled, *patch.PublishedAt
			}
			published := d.PublishedAt.UTC()
			fields["publishing"] = model.Publishing{State: "published", PublishedAt: &published}
		}
		if err := setFields(d, fields); err != nil {
			return nil, err
		}
		d.UpdatedAt = now
	}
	// A twin links to the other version by its slug; only a changed slug touches the twin, which is
	// otherwise left as it was (its page need not be rebuilt).
	for i := range docs {
		for j := range docs {
			if i == j || patch.Versions[docs[j].Language].Slug == nil {
				continue
			}
			alt := model.Alternate{Language: docs[j].Language, Slug: docs[j].Slug}
			if err := setFields(&docs[i], map[string]any{"alternate": alt}); err != nil {
				return nil, err
			}
			docs[i].UpdatedAt = now
		}
	}
	return docs, nil
}

// setFields sets top-level fields of a document's body and card.
func setFields(d *store.Document, fields map[string]any) error {
	if len(fields) == 0 {
		return nil
	}
	body, err := setField(d.Body, fields)
	if err != nil {
		return err
	}
	d.Body = body
	if len(d.Summary) > 0 {
		if d.Summary, err = setField(d.Summary, fields); err != nil {
			return err
		}
	}
	return nil
}

// PublishDue puts scheduled items whose time has come live, and reports how many; the caller
// purges and republishes (nobody's request carries the change).
func (a *API) PublishDue(ctx context.Context, now time.Time) (int, error) {
	due, err := a.store.DueScheduled(ctx, now)
	if err != nil {
		return 0, err
	}
	live := "live"
	for _, id := range due {
		audit := store.Audit{ID: uuid.NewString(), ActorID: schedulerID, ActorName: "scheduler", Action: "content.schedule",
			Target: "content", TargetID: id, At: now}
		_, err := a.store.UpdateContent(ctx, id, func(docs []store.Document) ([]store.Document, error) {
			if docs[0].State != store.StateScheduled {
				return docs, nil // another gateway was first
			}
			at := docs[0].PublishedAt
			return applyPatch(docs, contentPatch{State: &live, PublishedAt: &at}, now)
		}, func([]store.Document) (store.Audit, error) { return audit, nil })
		if err != nil {
			return 0, err
		}
	}
	return len(due), nil
}
