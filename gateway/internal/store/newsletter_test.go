package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

func newsletterToken(hash, email, purpose string, now time.Time, ttl time.Duration) store.NewsletterToken {
	return store.NewsletterToken{TokenHash: hash, Email: email, Purpose: purpose, CreatedAt: now, ExpiresAt: now.Add(ttl)}
}

// TestNewsletter checks subscriptions, their tokens, the mirror in the account and what sweeping
// and deleting an account leave, on every backend.
func TestNewsletter(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
			state := func(email string) string {
				t.Helper()
				sub, err := s.Subscription(ctx, email)
				if errors.Is(err, store.ErrNotFound) {
					return "none"
				}
				if err != nil {
					t.Fatal(err)
				}
				return sub.State
			}

			// A sign-up is pending; an expired link does nothing; a live one activates once and
			// takes the other links of the address with it.
			const a = "a@x.de"
			if err := s.RequestSubscription(ctx, a, "en", now, []store.NewsletterToken{newsletterToken("c1", a, store.TokenConfirm, now, time.Hour),
				newsletterToken("u1", a, store.TokenUnsubscribe, now, 24*time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := s.RequestSubscription(ctx, a, "de", now, []store.NewsletterToken{newsletterToken("c2", a, store.TokenConfirm, now, time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if got := state(a); got != store.SubscriptionPending {
				t.Fatalf("after the sign-up: %s", got)
			}
			for _, bad := range []struct {
				hash string
				at   time.Time
			}{{"c1", now.Add(2 * time.Hour)}, {"u1", now}, {"nope", now}} {
				if _, err := s.SubscriptionToConfirm(ctx, bad.hash, bad.at); !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("token %s at %s would confirm: %v", bad.hash, bad.at, err)
				}
				if _, err := s.ConfirmSubscription(ctx, bad.hash, bad.at, nil); !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("token %s at %s confirmed: %v", bad.hash, bad.at, err)
				}
			}
			if sub, err := s.SubscriptionToConfirm(ctx, "c1", now); err != nil || sub.Email != a || sub.Language != "de" || sub.State != store.SubscriptionPending {
				t.Fatalf("the subscription of a live link: %+v %v", sub, err)
			}
			sub, err := s.ConfirmSubscription(ctx, "c2", now, nil)
			if err != nil || sub.State != store.SubscriptionActive || sub.Language != "de" || sub.Consent != store.ConsentDoubleOptIn || sub.ConsentRef != "c2" || !sub.ConfirmedAt.Equal(now) {
				t.Fatalf("confirmed: %+v %v", sub, err)
			}
			if _, err := s.ConfirmSubscription(ctx, "c1", now, nil); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("a second link of a confirmed address: %v", err)
			}

			// A sign-up of an active address keeps it as it is.
			if err := s.RequestSubscription(ctx, a, "en", now.Add(time.Minute), nil); err != nil {
				t.Fatal(err)
			}
			if sub, _ := s.Subscription(ctx, a); sub.State != store.SubscriptionActive || sub.Language != "de" || sub.ConsentRef != "c2" {
				t.Fatalf("signed up again: %+v", sub)
			}

			// Someone subscribed who makes an account sees the newsletter on; deleting the account
			// deletes the subscription.
			u := newUser("u1", a, now)
			if err := s.CreateUser(ctx, u, nil, session("s1", now)); err != nil {
				t.Fatal(err)
			}
			if got, _ := s.UserByID(ctx, "u1"); !got.NewsletterOptIn {
				t.Fatal("the account of a subscribed address shows the newsletter off")
			}

			// Unsubscribing: a wrong token changes nothing; the right one works again and again and
			// turns the account's switch off.
			if _, err := s.UnsubscribeWithToken(ctx, "nope", now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("a wrong token: %v", err)
			}
			if _, err := s.UnsubscribeWithToken(ctx, "u1", now.Add(25*time.Hour)); !errors.Is(err, store.ErrNotFound) || state(a) != store.SubscriptionActive {
				t.Fatalf("an expired token: %v", err)
			}
			for range 2 {
				if sub, err := s.UnsubscribeWithToken(ctx, "u1", now.Add(time.Hour)); err != nil || sub.State != store.SubscriptionUnsubscribed || !sub.UnsubscribedAt.Equal(now.Add(time.Hour)) {
					t.Fatalf("unsubscribed: %+v %v", sub, err)
				}
			}
			if got, _ := s.UserByID(ctx, "u1"); got.NewsletterOptIn {
				t.Fatal("unsubscribed, and the account still shows the newsletter on")
			}

			// The settings switch: on at once with the account as proof, off again.
			if sub, err := s.Subscribe(ctx, a, "de", "u1", now.Add(2*time.Hour)); err != nil || sub.State != store.SubscriptionActive || sub.Consent != store.ConsentSettings || sub.ConsentRef != "u1" {
				t.Fatalf("switched on: %+v %v", sub, err)
			}
			if got, _ := s.UserByID(ctx, "u1"); !got.NewsletterOptIn {
				t.Fatal("switched on, and the account shows it off")
			}
			if _, err := s.Unsubscribe(ctx, "nobody@x.de", now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("unsubscribing an address without a subscription: %v", err)
			}
			if _, err := s.DeleteUser(ctx, "u1"); err != nil {
				t.Fatal(err)
			}
			if got := state(a); got != "none" {
				t.Fatalf("the subscription outlived the account: %s", got)
			}

			// Sweeping forgets a sign-up whose links all expired, and keeps a withdrawal.
			const p, w = "p@x.de", "w@x.de"
			if err := s.RequestSubscription(ctx, p, "de", now, []store.NewsletterToken{newsletterToken("c3", p, store.TokenConfirm, now, time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := s.RequestSubscription(ctx, w, "de", now, []store.NewsletterToken{newsletterToken("u3", w, store.TokenUnsubscribe, now, time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.UnsubscribeWithToken(ctx, "u3", now); err != nil {
				t.Fatal(err)
			}
			if err := s.Sweep(ctx, now.Add(30*time.Minute)); err != nil {
				t.Fatal(err)
			}
			if state(p) != store.SubscriptionPending {
				t.Fatal("a sign-up with a live link was swept")
			}
			if err := s.Sweep(ctx, now.Add(2*time.Hour)); err != nil {
				t.Fatal(err)
			}
			if state(p) != "none" || state(w) != store.SubscriptionUnsubscribed {
				t.Fatalf("after sweeping: %s, %s", state(p), state(w))
			}
		})
	}
}
