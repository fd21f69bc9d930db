package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestMailKeptWithItsChange checks, for every change that sends a mail, that the change and its mail
// are kept together or not at all: a mail that cannot be kept (its id is taken) undoes the change,
// and a change that fails (a constraint) keeps no mail.
func TestMailKeptWithItsChange(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
			mail := func(id string) store.QueuedMail {
				return store.QueuedMail{ID: id, Message: []byte(`{"To":"a@x.de"}`), CreatedAt: now, DueAt: now.Add(time.Minute)}
			}
			// kept lists the mails of the outbox; a lease of 0 leaves them due.
			kept := func() []string {
				t.Helper()
				mails, err := s.ClaimMails(ctx, now.Add(time.Hour), 0, 100)
				if err != nil {
					t.Fatal(err)
				}
				var ids []string
				for _, m := range mails {
					ids = append(ids, m.ID)
				}
				slices.Sort(ids)
				return ids
			}
			want := func(ids ...string) {
				t.Helper()
				if got := kept(); !slices.Equal(got, ids) {
					t.Fatalf("outbox %v, want %v", got, ids)
				}
			}
			if err := s.QueueMail(ctx, mail("taken")); err != nil {
				t.Fatal(err)
			}
			if err := s.QueueMail(ctx, mail("taken")); err == nil {
				t.Fatal("a second mail with a taken id was kept")
			}

			// A registration and its confirmation mail.
			reg := store.Registration{TokenHash: "r1", Email: "a@x.de", Name: "A", Language: "de", PasswordHash: "ph", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
			if err := s.AddRegistration(ctx, reg, mail("taken")); err == nil {
				t.Fatal("a registration was stored whose mail could not be kept")
			}
			if _, err := s.PendingRegistration(ctx, "r1", now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the registration without its mail: %v", err)
			}
			if err := s.AddRegistration(ctx, reg, mail("confirm")); err != nil {
				t.Fatal(err)
			}
			if _, err := s.PendingRegistration(ctx, "r1", now); err != nil {
				t.Fatal(err)
			}
			if err := s.AddRegistration(ctx, reg, mail("confirm-again")); err == nil {
				t.Fatal("a registration with a taken token was stored")
			}
			want("confirm", "taken")

			// A reset token and its mail.
			if err := s.CreateUser(ctx, newUser("u1", "u1@x.de", now), nil, session("s1", now)); err != nil {
				t.Fatal(err)
			}
			reset := store.MailToken{TokenHash: "t1", Purpose: "reset", UserID: "u1", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
			if err := s.AddMailToken(ctx, reset, mail("taken")); err == nil {
				t.Fatal("a reset token was stored whose mail could not be kept")
			}
			if _, err := s.ResetPassword(ctx, "t1", now, "new", session("s2", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the reset token without its mail: %v", err)
			}
			if err := s.AddMailToken(ctx, reset, mail("reset")); err != nil {
				t.Fatal(err)
			}
			if err := s.AddMailToken(ctx, store.MailToken{TokenHash: "t2", Purpose: "reset", UserID: "nobody", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}, mail("reset-nobody")); err == nil {
				t.Fatal("a reset token of no account was stored")
			}
			want("confirm", "reset", "taken")

			// A newsletter sign-up, its confirmation with the welcome mail, and a mail to an address
			// on the list, each with its tokens.
			const n = "n@x.de"
			confirm := []store.NewsletterToken{newsletterToken("c1", n, store.TokenConfirm, now, time.Hour)}
			if err := s.RequestSubscription(ctx, n, "de", now, confirm, mail("taken")); err == nil {
				t.Fatal("a sign-up was stored whose mail could not be kept")
			}
			if _, err := s.Subscription(ctx, n); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the sign-up without its mail: %v", err)
			}
			if err := s.RequestSubscription(ctx, n, "de", now, confirm, mail("sign-up")); err != nil {
				t.Fatal(err)
			}
			if err := s.RequestSubscription(ctx, n, "de", now, confirm, mail("sign-up-again")); err == nil {
				t.Fatal("a sign-up with a taken token was stored")
			}
			welcome := []store.NewsletterToken{newsletterToken("w1", n, store.TokenUnsubscribe, now, time.Hour)}
			if _, err := s.ConfirmSubscription(ctx, "c1", now, welcome, mail("taken")); err == nil {
				t.Fatal("a confirmation was stored whose welcome mail could not be kept")
			}
			if sub, err := s.Subscription(ctx, n); err != nil || sub.State != store.SubscriptionPending {
				t.Fatalf("after a confirmation without its mail: %+v %v", sub, err)
			}
			if _, err := s.UnsubscribeWithToken(ctx, "w1", now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the token of a welcome mail never kept: %v", err)
			}
			if _, err := s.ConfirmSubscription(ctx, "c1", now, welcome, mail("welcome")); err != nil {
				t.Fatal(err)
			}
			if err := s.AddNewsletterTokens(ctx, welcome, mail("subscribed")); err == nil {
				t.Fatal("a mail was kept whose token was taken")
			}
			want("confirm", "reset", "sign-up", "taken", "welcome")

			// A published submission and the cook's mail.
			r := store.UserRecipe{ID: uuid.NewString(), UserID: "u1", Language: "de", Draft: []byte(`{"title":"Suppe"}`), CreatedAt: now}
			if err := s.CreateUserRecipe(ctx, r, 1); err != nil {
				t.Fatal(err)
			}
			if _, err := s.SubmitUserRecipe(ctx, "u1", r.ID, now); err != nil {
				t.Fatal(err)
			}
			content := uuid.NewString()
			doc := store.Document{ID: uuid.NewString(), GroupID: content, Kind: "recipe", Language: "de", Slug: "suppe",
				Title: "Suppe", AuthorSlug: "n-u1", Community: true, PublishedAt: now, Summary: []byte(`{}`), Body: []byte(`{}`)}
			audit := func(action, target, id string) store.Audit {
				return store.Audit{ID: uuid.NewString(), ActorID: "u1", ActorName: "Ed", Action: action, Target: target, TargetID: id, At: now}
			}
			if _, err := s.AcceptSubmission(ctx, r.ID, content, []store.Document{doc}, audit("submission.accept", "recipe", r.ID), mail("taken")); err == nil {
				t.Fatal("a recipe was published whose mail could not be kept")
			}
			if got, err := s.UserRecipe(ctx, "u1", r.ID); err != nil || got.State != store.RecipeSubmitted {
				t.Fatalf("after a publication without its mail: %+v %v", got, err)
			}
			if _, err := s.BySlug(ctx, "recipe", "de", "suppe"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the page of a publication without its mail: %v", err)
			}
			if _, err := s.AcceptSubmission(ctx, r.ID, content, []store.Document{doc}, audit("submission.accept", "recipe", r.ID), mail("published")); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AcceptSubmission(ctx, r.ID, content, []store.Document{doc}, audit("submission.accept", "recipe", r.ID), mail("published-again")); !errors.Is(err, store.ErrState) {
				t.Fatalf("published twice: %v", err)
			}
			want("confirm", "published", "reset", "sign-up", "taken", "welcome")

			// A block and the author's mail, made from what the decision did.
			if err := s.CreateUser(ctx, newUser("u2", "u2@x.de", now), nil, session("s3", now)); err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.AddReport(ctx, store.Report{ID: uuid.NewString(), ReporterID: "u2", Target: "user", TargetID: "u1", Reason: "spam", CreatedAt: now}); err != nil {
				t.Fatal(err)
			}
			block := func(id string) func(store.Resolution) ([]store.QueuedMail, error) {
				return func(res store.Resolution) ([]store.QueuedMail, error) {
					if res.Author.ID != "u1" || !res.Author.Blocked {
						return nil, errors.New("the author is not known blocked")
					}
					return []store.QueuedMail{mail(id)}, nil
				}
			}
			unblocked := func() {
				t.Helper()
				if u, err := s.UserByID(ctx, "u1"); err != nil || u.Blocked {
					t.Fatalf("the author after a block without its mail: %+v %v", u, err)
				}
				if _, open, err := s.OpenReports(ctx, 1, 10); err != nil || open != 1 {
					t.Fatalf("open reports after a block without its mail: %d %v", open, err)
				}
			}
			if _, err := s.ResolveReports(ctx, "user", "u1", store.ReportBlock, audit("report.block", "user", "u1"), block("taken")); err == nil {
				t.Fatal("a block was stored whose mail could not be kept")
			}
			unblocked()
			broken := errors.New("no mail")
			if _, err := s.ResolveReports(ctx, "user", "u1", store.ReportBlock, audit("report.block", "user", "u1"),
				func(store.Resolution) ([]store.QueuedMail, error) { return nil, broken }); !errors.Is(err, broken) {
				t.Fatalf("a block whose mail could not be made: %v", err)
			}
			unblocked()
			res, err := s.ResolveReports(ctx, "user", "u1", store.ReportBlock, audit("report.block", "user", "u1"), block("blocked"))
			if err != nil || len(res.Mails) != 1 || res.Mails[0].ID != "blocked" {
				t.Fatalf("blocked: %+v %v", res, err)
			}
			if u, err := s.UserByID(ctx, "u1"); err != nil || !u.Blocked {
				t.Fatalf("the author after the block: %+v %v", u, err)
			}
			want("blocked", "confirm", "published", "reset", "sign-up", "taken", "welcome")
		})
	}
}
