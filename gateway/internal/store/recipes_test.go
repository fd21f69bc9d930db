package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestRecipeStates walks the state machine of a cook's recipe: draft → submitted → rejected →
// edited → submitted → published, and checks that every other move is refused with ErrState.
func TestRecipeStates(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Now()
			cook := store.User{ID: uuid.NewString(), Email: "koch@example.org", Name: "Koch", Slug: "koch", Language: "de", CreatedAt: now, UpdatedAt: now}
			other := store.User{ID: uuid.NewString(), Email: "andere@example.org", Name: "Andere", Slug: "andere", Language: "de", CreatedAt: now, UpdatedAt: now}
			for i, u := range []store.User{cook, other} {
				if err := s.CreateUser(ctx, u, nil, store.Session{TokenHash: "h" + u.Slug, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
					t.Fatal(i, err)
				}
			}
			r := store.UserRecipe{ID: uuid.NewString(), UserID: cook.ID, Language: "de", Draft: []byte(`{"title":"Suppe"}`), CreatedAt: now}
			if err := s.CreateUserRecipe(ctx, r, 1); err != nil {
				t.Fatal(err)
			}
			if err := s.CreateUserRecipe(ctx, store.UserRecipe{ID: uuid.NewString(), UserID: cook.ID, Language: "de", Draft: []byte(`{}`), CreatedAt: now}, 1); !errors.Is(err, store.ErrLimit) {
				t.Fatalf("a second recipe past a limit of 1: %v", err)
			}
			audit := func(action string) store.Audit {
				return store.Audit{ID: uuid.NewString(), ActorID: other.ID, ActorName: "Ed", Action: action, Target: "recipe", TargetID: r.ID, At: time.Now()}
			}
			check := func(got store.UserRecipe, err error, state string) {
				t.Helper()
				if err != nil || got.State != state {
					t.Fatalf("want %s: %+v %v", state, got, err)
				}
			}
			must := func(state string) func(store.UserRecipe, error) {
				return func(got store.UserRecipe, err error) { t.Helper(); check(got, err, state) }
			}
			refused := func(_ store.UserRecipe, err error) {
				t.Helper()
				if !errors.Is(err, store.ErrState) {
					t.Fatalf("want ErrState, got %v", err)
				}
			}

			// Only the cook reaches the recipe; a stranger finds nothing.
			if _, err := s.UserRecipe(ctx, other.ID, r.ID); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("another user's read: %v", err)
			}
			if _, err := s.UpdateUserRecipe(ctx, other.ID, r.ID, "de", []byte(`{}`), now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("another user's edit: %v", err)
			}

			refused(s.RejectSubmission(ctx, r.ID, "nein", audit("submission.reject")))
			refused(s.AcceptSubmission(ctx, r.ID, uuid.NewString(), nil, audit("submission.accept")))
			must(store.RecipeSubmitted)(s.SubmitUserRecipe(ctx, cook.ID, r.ID, time.Now()))
			refused(s.UpdateUserRecipe(ctx, cook.ID, r.ID, "de", []byte(`{"title":"Andere Suppe"}`), now))
			refused(s.SubmitUserRecipe(ctx, cook.ID, r.ID, now))

			queue, total, err := s.Submissions(ctx, 1, 10)
			if err != nil || total != 1 || queue[0].ID != r.ID || queue[0].AuthorName != "Koch" {
				t.Fatalf("queue: %+v %d %v", queue, total, err)
			}
			got, err := s.RejectSubmission(ctx, r.ID, "Zu wenig Salz", audit("submission.reject"))
			check(got, err, store.RecipeRejected)
			if got.Reason != "Zu wenig Salz" {
				t.Fatalf("reason: %q", got.Reason)
			}
			refused(s.RejectSubmission(ctx, r.ID, "nochmal", audit("submission.reject")))
			got, err = s.UpdateUserRecipe(ctx, cook.ID, r.ID, "de", []byte(`{"title":"Salzige Suppe"}`), time.Now())
			check(got, err, store.RecipeRejected)
			must(store.RecipeSubmitted)(s.SubmitUserRecipe(ctx, cook.ID, r.ID, time.Now()))

			content := uuid.NewString()
			doc := store.Document{ID: uuid.NewString(), GroupID: content, Kind: "recipe", Language: "de", Slug: "salzige-suppe",
				Title: "Salzige Suppe", AuthorSlug: "koch", Community: true, PublishedAt: now, Summary: []byte(`{}`), Body: []byte(`{}`)}
			got, err = s.AcceptSubmission(ctx, r.ID, content, []store.Document{doc}, audit("submission.accept"))
			check(got, err, store.RecipePublished)
			if got.ContentID != content || got.PublishedAt.IsZero() || got.Reason != "" {
				t.Fatalf("published: %+v", got)
			}
			if _, err := s.BySlug(ctx, "recipe", "de", "salzige-suppe"); err != nil {
				t.Fatalf("the published document: %v", err)
			}
			if slug, err := s.FreeSlug(ctx, "recipe", "de", "salzige-suppe"); err != nil || slug != "salzige-suppe-2" {
				t.Fatalf("free slug next to a taken one: %q %v", slug, err)
			}
			refused(s.UpdateUserRecipe(ctx, cook.ID, r.ID, "de", []byte(`{}`), now))
			refused(s.SubmitUserRecipe(ctx, cook.ID, r.ID, now))
			refused(s.AcceptSubmission(ctx, r.ID, content, nil, audit("submission.accept")))

			log, n, err := s.AuditLog(ctx, 1, 10)
			if err != nil || n != 2 || log[0].Action != "submission.accept" || log[1].Action != "submission.reject" {
				t.Fatalf("audit log: %+v %d %v", log, n, err)
			}

			// Deleting the account takes the published recipe off the site.
			if _, err := s.DeleteUser(ctx, cook.ID); err != nil {
				t.Fatal(err)
			}
			if _, err := s.BySlug(ctx, "recipe", "de", "salzige-suppe"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the recipe of a deleted account: %v", err)
			}
		})
	}
}
