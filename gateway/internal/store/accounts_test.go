package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

func likeable(group, lang, slug string, count int) store.Document {
	body := fmt.Sprintf(`{"id":"%s-%s","title":"%s","user_reactions":{"like_count":%d}}`, group, lang, slug, count)
	return store.Document{ID: group + "-" + lang, GroupID: group, Kind: "recipe", Language: lang, Slug: slug, Title: slug,
		PublishedAt: time.Now(), Summary: []byte(body), Body: []byte(body)}
}

func newUser(id, email string, now time.Time) store.User {
	return store.User{ID: id, Email: email, Name: "N " + id, Slug: "n-" + id, Language: "de", PasswordHash: "h", CreatedAt: now, UpdatedAt: now}
}

func session(hash string, now time.Time) store.Session {
	return store.Session{TokenHash: hash, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
}

// TestAccounts checks users, sessions, tokens, likes and rate limits on every backend.
func TestAccounts(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)

			// A registration becomes an account once, and only before it expires.
			reg := store.Registration{TokenHash: "t1", Email: "a@x.de", Name: "A", Language: "en", PasswordHash: "ph", NewsletterOptIn: true, CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
			if err := s.AddRegistration(ctx, reg); err != nil {
				t.Fatal(err)
			}
			reg.TokenHash = "t2"
			if err := s.AddRegistration(ctx, reg); err != nil {
				t.Fatal(err)
			}
			u := store.User{ID: "u1", Slug: "a-1", CreatedAt: now, UpdatedAt: now}
			if err := s.ConfirmRegistration(ctx, "t1", now.Add(2*time.Hour), &u, session("s0", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("expired confirmation: %v", err)
			}
			if err := s.AddRegistration(ctx, store.Registration{TokenHash: "t3", Email: "a@x.de", Name: "A", Language: "en", PasswordHash: "ph", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := s.ConfirmRegistration(ctx, "t3", now, &u, session("s1", now)); err != nil {
				t.Fatal(err)
			}
			if u.Email != "a@x.de" || u.PasswordHash != "ph" {
				t.Fatalf("confirmed user %+v", u)
			}
			if err := s.ConfirmRegistration(ctx, "t2", now, &u, session("s2", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("the other links to the same address die with the first: %v", err)
			}
			got, sess, err := s.SessionUser(ctx, "s1", now, now.Add(-time.Minute))
			if err != nil || got.ID != "u1" || sess.UserID != "u1" || got.Language != "en" {
				t.Fatalf("SessionUser = %+v %+v %v", got, sess, err)
			}
			if _, _, err := s.SessionUser(ctx, "s1", now.Add(2*time.Hour), now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("a session past its end: %v", err)
			}
			if _, _, err := s.SessionUser(ctx, "s1", now, now.Add(time.Minute)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("an idle session: %v", err)
			}

			// Confirming for an address that has an account by now uses the token up.
			if err := s.AddRegistration(ctx, store.Registration{TokenHash: "t4", Email: "a@x.de", Name: "A", Language: "en", PasswordHash: "ph", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
				t.Fatal(err)
			}
			u2 := store.User{ID: "u2", Slug: "a-2", CreatedAt: now, UpdatedAt: now}
			if err := s.ConfirmRegistration(ctx, "t4", now, &u2, session("s3", now)); !errors.Is(err, store.ErrEmailTaken) {
				t.Fatalf("taken address: %v", err)
			}
			if err := s.ConfirmRegistration(ctx, "t4", now, &u2, session("s3", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("token reused: %v", err)
			}
			// A taken slug uses nothing up.
			if err := s.CreateUser(ctx, newUser("u3", "b@x.de", now), nil, session("s4", now)); err != nil {
				t.Fatal(err)
			}
			if err := s.CreateUser(ctx, store.User{ID: "u4", Email: "c@x.de", Name: "C", Slug: "n-u3", Language: "de", CreatedAt: now, UpdatedAt: now}, nil, session("s5", now)); !errors.Is(err, store.ErrConflict) {
				t.Fatalf("taken slug: %v", err)
			}
			if err := s.CreateUser(ctx, newUser("u5", "b@x.de", now), nil, session("s6", now)); !errors.Is(err, store.ErrEmailTaken) {
				t.Fatalf("taken address: %v", err)
			}
			if taken, err := s.SlugTaken(ctx, "n-u3"); err != nil || !taken {
				t.Fatalf("SlugTaken = %v %v", taken, err)
			}

			// Reset: single use, ends every session.
			if err := s.AddSession(ctx, session("s7", now)); err == nil {
				t.Fatal("a session needs a user")
			}
			s7 := session("s7", now)
			s7.UserID = "u1"
			if err := s.AddSession(ctx, s7); err != nil {
				t.Fatal(err)
			}
			if err := s.AddMailToken(ctx, store.MailToken{TokenHash: "r1", Purpose: "reset", UserID: "u1", CreatedAt: now, ExpiresAt: now.Add(30 * time.Minute)}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.ResetPassword(ctx, "r1", now.Add(31*time.Minute), "new", session("s8", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("expired reset: %v", err)
			}
			if err := s.AddMailToken(ctx, store.MailToken{TokenHash: "r2", Purpose: "reset", UserID: "u1", CreatedAt: now, ExpiresAt: now.Add(30 * time.Minute)}); err != nil {
				t.Fatal(err)
			}
			ru, err := s.ResetPassword(ctx, "r2", now, "new", session("s8", now))
			if err != nil || ru.PasswordHash != "new" || ru.ID != "u1" {
				t.Fatalf("reset: %+v %v", ru, err)
			}
			for _, h := range []string{"s1", "s7"} {
				if _, _, err := s.SessionUser(ctx, h, now, now.Add(-time.Minute)); !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("session %s outlived the reset: %v", h, err)
				}
			}
			if _, _, err := s.SessionUser(ctx, "s8", now, now.Add(-time.Minute)); err != nil {
				t.Fatal(err)
			}
			if _, err := s.ResetPassword(ctx, "r2", now, "again", session("s9", now)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("reset reused: %v", err)
			}

			// Identities.
			if err := s.LinkIdentity(ctx, store.Identity{Provider: "google", Subject: "g1", UserID: "u1", CreatedAt: now}, session("s10", now)); err != nil {
				t.Fatal(err)
			}
			if iu, err := s.UserByIdentity(ctx, "google", "g1"); err != nil || iu.ID != "u1" {
				t.Fatalf("UserByIdentity = %+v %v", iu, err)
			}
			if err := s.LinkIdentity(ctx, store.Identity{Provider: "google", Subject: "g1", UserID: "u3", CreatedAt: now}, session("s11", now)); !errors.Is(err, store.ErrConflict) {
				t.Fatalf("identity linked twice: %v", err)
			}

			// Likes: by group, exact under concurrency, counted down on deletion.
			if err := s.Put(ctx, []store.Document{likeable("g-a", "de", "a-de", 5), likeable("g-a", "en", "a-en", 5), likeable("g-b", "de", "b-de", 0)}); err != nil {
				t.Fatal(err)
			}
			if g, published, err := s.LikeTarget(ctx, "g-a-en"); err != nil || g != "g-a" || !published {
				t.Fatalf("LikeTarget = %q %v %v", g, published, err)
			}
			if _, _, err := s.LikeTarget(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
				t.Fatal(err)
			}
			var users []string
			for i := range 20 {
				id := fmt.Sprintf("liker-%d", i)
				if err := s.CreateUser(ctx, newUser(id, id+"@x.de", now), nil, session("ls"+id, now)); err != nil {
					t.Fatal(err)
				}
				users = append(users, id)
			}
			var wg sync.WaitGroup
			errs := make(chan error, 100)
			for _, id := range users {
				wg.Go(func() {
					for range 2 {
						if _, _, err := s.Like(ctx, id, "g-a", time.Now()); err != nil {
							errs <- err
						}
					}
					if _, err := s.Unlike(ctx, id, "g-a"); err != nil {
						errs <- err
					}
					if _, _, err := s.Like(ctx, id, "g-a", time.Now()); err != nil {
						errs <- err
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatal(err)
			}
			added, counts, err := s.Like(ctx, "u1", "g-a", now)
			if err != nil || !added || len(counts) != 2 || counts[0].Count != 26 || counts[1].Count != 26 || counts[0].Language != "de" || counts[1].Slug != "a-en" {
				t.Fatalf("after 20 concurrent likers and one more: %v %+v %v", added, counts, err)
			}
			d, _ := s.BySlug(ctx, "recipe", "en", "a-en")
			if !jsonHas(string(d.Summary), `"like_count":26`) || !jsonHas(string(d.Body), `"like_count":26`) {
				t.Fatalf("stored JSON: %s / %s", d.Summary, d.Body)
			}
			if added, counts, _ := s.Like(ctx, "u1", "g-a", now); added || counts[0].Count != 26 {
				t.Fatalf("a second like: %v %+v", added, counts)
			}
			if _, _, err := s.Like(ctx, "u1", "g-b", now.Add(time.Second)); err != nil {
				t.Fatal(err)
			}
			ids, err := s.LikedIDs(ctx, "u1", "de")
			if err != nil || len(ids) != 2 || ids[0] != "g-b-de" || ids[1] != "g-a-de" {
				t.Fatalf("LikedIDs = %v %v", ids, err)
			}
			if ids, _ := s.LikedIDs(ctx, "u1", "en"); len(ids) != 1 || ids[0] != "g-a-en" {
				t.Fatalf("English LikedIDs = %v", ids)
			}
			docs, total, err := s.Liked(ctx, "u1", "de", 2, 1)
			if err != nil || total != 2 || len(docs) != 1 || docs[0].ID != "g-a-de" {
				t.Fatalf("Liked = %d %d %v", total, len(docs), err)
			}
			if counts, err := s.Unlike(ctx, "u3", "g-a"); err != nil || counts != nil {
				t.Fatalf("unlike of what was not liked: %+v %v", counts, err)
			}
			changed, err := s.DeleteUser(ctx, "u1")
			if err != nil || len(changed) != 3 {
				t.Fatalf("DeleteUser = %+v %v", changed, err)
			}
			d, _ = s.BySlug(ctx, "recipe", "de", "b-de")
			if !jsonHas(string(d.Body), `"like_count":0`) {
				t.Fatalf("count after deletion: %s", d.Body)
			}
			if _, err := s.UserByID(ctx, "u1"); !errors.Is(err, store.ErrNotFound) {
				t.Fatal("user survived deletion")
			}
			if _, _, err := s.SessionUser(ctx, "s8", now, now.Add(-time.Minute)); !errors.Is(err, store.ErrNotFound) {
				t.Fatal("session survived deletion")
			}
			if _, err := s.UserByIdentity(ctx, "google", "g1"); !errors.Is(err, store.ErrNotFound) {
				t.Fatal("identity survived deletion")
			}
			if _, err := s.DeleteUser(ctx, "u1"); !errors.Is(err, store.ErrNotFound) {
				t.Fatal(err)
			}
			// Unlike never goes below zero.
			if _, _, err := s.Like(ctx, "u3", "g-b", now); err != nil {
				t.Fatal(err)
			}
			if err := s.Put(ctx, []store.Document{likeable("g-b", "de", "b-de", 0)}); err != nil {
				t.Fatal(err)
			}
			if counts, _ := s.Unlike(ctx, "u3", "g-b"); counts[0].Count != 0 {
				t.Fatalf("count below zero: %+v", counts)
			}

			// Rate limits: a window per bucket, concurrent hits all counted.
			var hw sync.WaitGroup
			for range 30 {
				hw.Go(func() {
					if _, _, err := s.Hit(ctx, "k", now, time.Minute); err != nil {
						t.Error(err)
					}
				})
			}
			hw.Wait()
			n, reset, err := s.Hits(ctx, "k", now.Add(30*time.Second))
			if err != nil || n != 30 || !reset.Equal(now.Add(time.Minute)) {
				t.Fatalf("Hits = %d %v %v", n, reset, err)
			}
			if n, _, _ := s.Hits(ctx, "k", now.Add(time.Minute)); n != 0 {
				t.Fatalf("an ended window still holds %d", n)
			}
			if n, reset, _ := s.Hit(ctx, "k", now.Add(2*time.Minute), time.Minute); n != 1 || !reset.Equal(now.Add(3*time.Minute)) {
				t.Fatalf("a new window: %d %v", n, reset)
			}
			if err := s.ClearHits(ctx, "k"); err != nil {
				t.Fatal(err)
			}
			if n, _, _ := s.Hits(ctx, "k", now); n != 0 {
				t.Fatal("cleared bucket still counts")
			}
			if err := s.Sweep(ctx, now.Add(100*24*time.Hour)); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func jsonHas(doc, part string) bool {
	// PostgreSQL's jsonb writes a space after the colon.
	return strings.Contains(doc, part) || strings.Contains(doc, strings.Replace(part, ":", ": ", 1))
}
