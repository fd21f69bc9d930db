package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/feeds"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The editorial desk's API: editors and admins only. It starts with the queue of abuse
// reports that the community tools fill.

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
	out, err := pagedOf(groups, reportGroupOf, page, perPage, total)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

func reportGroupOf(g store.ReportGroup) (reportGroupJSON, error) {
	return reportGroupJSON{Target: g.Target, ID: g.TargetID, Reporters: g.Reporters, Reasons: g.Reasons, Texts: g.Texts,
		First: timestamp(g.First), Last: timestamp(g.Last), Hidden: g.Hidden, Preview: g.Preview, Author: g.Author, Link: g.Link}, nil
}

type submissionJSON struct {
	ownRecipeJSON
	Author struct {
		Name string `json:"name"`
		Slug string `json:"slug"`
	} `json:"author"`
	Recipe *model.Recipe `json:"recipe"`
}

// submissions lists the recipes cooks sent in, the one waiting longest first, each with the recipe
// as it would be published (GET /api/editorial/submissions/, paged).
func (a *API) submissions(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	list, total, err := a.store.Submissions(ctx, page, perPage)
	if err != nil {
		return storeError(err)
	}
	out, err := pagedOf(list, func(r store.UserRecipe) (submissionJSON, error) { return a.submissionOf(ctx, r) }, page, perPage, total)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

func (a *API) submissionOf(ctx context.Context, r store.UserRecipe) (submissionJSON, error) {
	own, err := a.ownRecipeOf(ctx, r)
	if err != nil {
		return submissionJSON{}, storeError(err)
	}
	out := submissionJSON{ownRecipeJSON: own}
	out.Author.Name, out.Author.Slug = r.AuthorName, r.AuthorSlug
	pub, err := a.publishable(ctx, r, store.User{Name: r.AuthorName, Slug: r.AuthorSlug}, false)
	if _, refused := apierror.As(err); err != nil && !refused {
		return submissionJSON{}, err
	}
	if err == nil {
		out.Recipe = &pub.recipe
	}
	return out, nil
}

// submission reads the :id of a submission; anything but a recipe cooks sent in is 404.
func (a *API) submission(c *echo.Context) (store.UserRecipe, error) {
	id, err := idParam(c)
	if err != nil {
		return store.UserRecipe{}, err
	}
	r, err := a.store.UserRecipe(c.Request().Context(), "", id)
	if err != nil {
		return store.UserRecipe{}, storeError(err)
	}
	if r.State != store.RecipeSubmitted {
		return store.UserRecipe{}, recipeError(store.ErrState)
	}
	return r, nil
}

// auditOf starts an audit entry of the editor's action on a thing, with the thing before.
func auditOf(c *echo.Context, action, target, id string, before any) (store.Audit, error) {
	raw, err := json.Marshal(before)
	if err != nil {
		return store.Audit{}, err
	}
	editor := current(c).User
	return store.Audit{ID: uuid.NewString(), ActorID: editor.ID, ActorName: editor.Name, Action: action, Target: target,
		TargetID: id, Before: raw, At: time.Now().UTC()}, nil
}

// acceptSubmission publishes a submitted recipe as a community recipe in the cook's language
// (POST /api/editorial/submissions/{id}/accept/ → 200 with the cook's recipe, now published).
func (a *API) acceptSubmission(c *echo.Context) error {
	r, err := a.submission(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cook, err := a.store.UserByID(ctx, r.UserID)
	if err != nil {
		return storeError(err)
	}
	pub, err := a.publishable(ctx, r, cook, true)
	if err != nil {
		return err
	}
	audit, err := auditOf(c, "submission.accept", "recipe", r.ID, map[string]string{"state": r.State})
	if err != nil {
		return err
	}
	if audit.After, err = json.Marshal(pub.recipe); err != nil {
		return err
	}
	// The cook's mail is kept with the publication: both or neither.
	var mails []store.QueuedMail
	if cook.Email != "" {
		m, err := a.accounts.RecipePublishedMail(cook, pub.recipe.Title, feeds.ItemPath(pub.recipe.Language, "recipe", pub.recipe.Slug))
		if err != nil {
			return err
		}
		mails = append(mails, m)
	}
	done, err := a.store.AcceptSubmission(ctx, r.ID, pub.recipe.ContentID, pub.docs, audit, mails...)
	if err != nil {
		return recipeError(err)
	}
	addPurge(c, PurgeAll)
	a.accounts.SendKept(ctx, mails...)
	return a.answerOwn(c, http.StatusOK, done)
}

// rejectSubmission sends a submitted recipe back with a reason the cook sees
// (POST /api/editorial/submissions/{id}/reject/ {reason} → 200).
func (a *API) rejectSubmission(c *echo.Context) error {
	r, err := a.submission(c)
	if err != nil {
		return err
	}
	var req struct {
		Reason string `json:"reason"`
	}
	if err := a.readBody(c, "reject-request", &req); err != nil {
		return err
	}
	reason := strings.TrimSpace(req.Reason)
	if reason == "" {
		e := apierror.New(http.StatusUnprocessableEntity, "invalid_field")
		e.Field = "reason"
		return e
	}
	audit, err := auditOf(c, "submission.reject", "recipe", r.ID, map[string]string{"state": r.State})
	if err != nil {
		return err
	}
	if audit.After, err = json.Marshal(map[string]string{"state": store.RecipeRejected, "reason": reason}); err != nil {
		return err
	}
	done, err := a.store.RejectSubmission(c.Request().Context(), r.ID, reason, audit)
	if err != nil {
		return recipeError(err)
	}
	return a.answerOwn(c, http.StatusOK, done)
}

type auditJSON struct {
	ID    string `json:"id"`
	Actor struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"actor"`
	Action    string          `json:"action"`
	Target    string          `json:"target"`
	TargetID  string          `json:"target_id"`
	Before    json.RawMessage `json:"before"`
	After     json.RawMessage `json:"after"`
	CreatedAt string          `json:"created_at"`
}

func rawOrNull(b []byte) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("null")
	}
	return b
}

// auditLog lists what editors did, newest first (GET /api/editorial/audit/, paged).
func (a *API) auditLog(c *echo.Context) error {
	page, perPage, err := a.paging(c)
	if err != nil {
		return err
	}
	entries, total, err := a.store.AuditLog(c.Request().Context(), page, perPage)
	if err != nil {
		return storeError(err)
	}
	out, err := pagedOf(entries, auditOfEntry, page, perPage, total)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out)
}

func auditOfEntry(e store.Audit) (auditJSON, error) {
	out := auditJSON{ID: e.ID, Action: e.Action, Target: e.Target, TargetID: e.TargetID,
		Before: rawOrNull(e.Before), After: rawOrNull(e.After), CreatedAt: timestamp(e.At)}
	out.Actor.ID, out.Actor.Name = e.ActorID, e.ActorName
	return out, nil
}

type decisionJSON struct {
	Target   string `json:"target"`
	ID       string `json:"id"`
	Decision string `json:"decision"`
	// Notified is set when the author was mailed (warned or blocked).
	Notified bool `json:"notified"`
}

// resolveReports decides on everything open about a reported thing
// (POST /api/editorial/reports/{target}/{id}/resolve/ {decision, note?}): dismiss, hide, delete,
// warn or block; 404 when nothing about it is open, 422 for a decision that does not fit it.
func (a *API) resolveReports(c *echo.Context) error {
	target, id := c.Param("target"), c.Param("id")
	if !slices.Contains([]string{"comment", "image", "recipe", "user"}, target) || len(id) > 160 || !slugPattern.MatchString(id) {
		return apierror.NotFound()
	}
	var req struct {
		Decision string `json:"decision"`
		Note     string `json:"note"`
	}
	if err := a.readBody(c, "report-decision", &req); err != nil {
		return err
	}
	audit, err := auditOf(c, "report."+req.Decision, target, id, nil)
	if err != nil {
		return err
	}
	note := strings.TrimSpace(req.Note)
	if audit.After, err = json.Marshal(map[string]string{"decision": req.Decision, "note": note}); err != nil {
		return err
	}
	audit.Before = nil
	ctx := c.Request().Context()
	// A warned or blocked author's mail is kept with the decision: both or neither.
	notify := func(res store.Resolution) ([]store.QueuedMail, error) {
		if req.Decision != store.ReportWarn && req.Decision != store.ReportBlock || res.Author.Email == "" {
			return nil, nil
		}
		m, err := a.accounts.ModerationMail(res.Author, note)
		if err != nil {
			return nil, err
		}
		return []store.QueuedMail{m}, nil
	}
	res, err := a.store.ResolveReports(ctx, target, id, req.Decision, audit, notify)
	switch {
	case errors.Is(err, store.ErrNotApplicable):
		return invalidField("decision")
	case err != nil:
		return storeError(err)
	}
	if res.Comments != "" {
		var photos []string
		if target == "image" {
			photos = append(photos, id)
		}
		a.purgeComments(c, res.Comments, photos...)
	}
	if res.Published {
		addPurge(c, PurgeAll)
	}
	a.accounts.SendKept(ctx, res.Mails...)
	return c.JSON(http.StatusOK, decisionJSON{Target: target, ID: id, Decision: req.Decision, Notified: len(res.Mails) > 0})
}

// requireAdmin lets only admins through (making editors); it runs after requireEditor.
func (a *API) requireAdmin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		if current(c).User.Role != "admin" {
			return apierror.New(http.StatusForbidden, "forbidden")
		}
		return next(c)
	}
}

type teamMemberJSON struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Email     string `json:"email"`
	Slug      string `json:"slug"`
	Role      string `json:"role"`
	Blocked   bool   `json:"blocked"`
	IsPremium bool   `json:"is_premium"`
}

func teamMemberOf(u store.User) teamMemberJSON {
	return teamMemberJSON{ID: u.ID, Name: u.Name, Email: u.Email, Slug: u.Slug, Role: u.Role, Blocked: u.Blocked, IsPremium: u.IsPremium}
}

// teamSearch finds accounts by address or name, for an admin to give a role
// (GET /api/editorial/users/?q=…, at most 20, q at least 3 characters).
func (a *API) teamSearch(c *echo.Context) error {
	q := strings.ToLower(strings.TrimSpace(c.QueryParam("q")))
	if len([]rune(q)) < 3 || len(q) > 200 {
		return apierror.InvalidParameter("q")
	}
	users, err := a.store.FindUsers(c.Request().Context(), q, 20)
	if err != nil {
		return storeError(err)
	}
	out := make([]teamMemberJSON, len(users))
	for i, u := range users {
		out[i] = teamMemberOf(u)
	}
	return c.JSON(http.StatusOK, map[string][]teamMemberJSON{"data": out})
}

// changeRole gives an account the role user, editor or admin, or premium on or off
// (PATCH /api/editorial/users/{id}/ {role?, is_premium?}), each change with its audit entry;
// admins cannot change their own role, so the desk never loses its last admin by a slip.
func (a *API) changeRole(c *echo.Context) error {
	id, err := idParam(c)
	if err != nil {
		return err
	}
	var req struct {
		Role      *string `json:"role"`
		IsPremium *bool   `json:"is_premium"`
	}
	if err := a.readBody(c, "role-request", &req); err != nil {
		return err
	}
	if req.Role == nil && req.IsPremium == nil || req.Role != nil && id == current(c).User.ID {
		return invalidField("role")
	}
	ctx := c.Request().Context()
	var u store.User
	if req.Role != nil {
		audit, err := auditOf(c, "user.role", "user", id, nil)
		if err != nil {
			return err
		}
		audit.Before = nil
		if audit.After, err = json.Marshal(map[string]string{"role": *req.Role}); err != nil {
			return err
		}
		if u, err = a.store.ChangeRole(ctx, id, *req.Role, audit); err != nil {
			return storeError(err)
		}
	}
	if req.IsPremium != nil {
		audit, err := auditOf(c, "user.premium", "user", id, nil)
		if err != nil {
			return err
		}
		audit.Before = nil
		if audit.After, err = json.Marshal(map[string]bool{"is_premium": *req.IsPremium}); err != nil {
			return err
		}
		if u, err = a.store.ChangePremium(ctx, id, *req.IsPremium, audit); err != nil {
			return storeError(err)
		}
	}
	return c.JSON(http.StatusOK, teamMemberOf(u))
}
