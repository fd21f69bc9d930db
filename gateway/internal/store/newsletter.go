package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// The states of a newsletter subscription.
const (
	SubscriptionPending      = "pending"
	SubscriptionActive       = "active"
	SubscriptionUnsubscribed = "unsubscribed"
)

// How an active subscription was agreed to (Subscription.Consent).
const (
	ConsentDoubleOptIn  = "double_opt_in"
	ConsentRegistration = "registration"
	ConsentSettings     = "settings"
)

// The purposes of a newsletter token.
const (
	TokenConfirm     = "confirm"
	TokenUnsubscribe = "unsubscribe"
)

// Subscription is the newsletter subscription of one (lower-case) address.
type Subscription struct {
	Email    string
	Language string
	// State is SubscriptionPending, SubscriptionActive or SubscriptionUnsubscribed.
	State string
	// Consent and ConsentRef prove an active subscription: ConsentDoubleOptIn with the hash of the
	// confirmation token that was followed, or ConsentRegistration or ConsentSettings with the
	// account's id.
	Consent        string
	ConsentRef     string
	CreatedAt      time.Time
	UpdatedAt      time.Time
	ConfirmedAt    time.Time // zero until the first confirmation
	UnsubscribedAt time.Time // zero unless unsubscribed
}

// NewsletterToken is a token of a newsletter mail, of which only the hash is kept.
type NewsletterToken struct {
	TokenHash string
	Email     string
	// Purpose is TokenConfirm or TokenUnsubscribe.
	Purpose   string
	CreatedAt time.Time
	ExpiresAt time.Time
}

const subscriptionColumns = `email, language, state, consent, consent_ref, created_at, updated_at, confirmed_at, unsubscribed_at`

func scanSubscription(r scanner) (Subscription, error) {
	var sub Subscription
	var created, updated, confirmed, unsubscribed int64
	err := r.Scan(&sub.Email, &sub.Language, &sub.State, &sub.Consent, &sub.ConsentRef, &created, &updated, &confirmed, &unsubscribed)
	sub.CreatedAt, sub.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
	if confirmed > 0 {
		sub.ConfirmedAt = time.UnixMilli(confirmed).UTC()
	}
	if unsubscribed > 0 {
		sub.UnsubscribedAt = time.UnixMilli(unsubscribed).UTC()
	}
	return sub, err
}

// Subscription returns the subscription of an address; ErrNotFound when it never signed up.
func (s *Store) Subscription(ctx context.Context, email string) (Subscription, error) {
	sub, err := scanSubscription(s.db.QueryRowContext(ctx, s.rebind(`SELECT `+subscriptionColumns+` FROM newsletter_subscriptions WHERE email = ?`), email))
	if errors.Is(err, sql.ErrNoRows) {
		return Subscription{}, ErrNotFound
	}
	if err != nil {
		return Subscription{}, fmt.Errorf("store: unable to look up the subscription of %q: %w", email, err)
	}
	return sub, nil
}

// RequestSubscription records a sign-up of an address in a language and keeps its confirmation
// mail and the tokens the mail carries, in one transaction. A new, pending or unsubscribed address
// is pending (in the new language) until a confirmation link is followed; an active one stays as it
// is and gets only the tokens (as long as no newer sign-up replaced them, every earlier link works
// too).
func (s *Store) RequestSubscription(ctx context.Context, email, language string, now time.Time, tokens []NewsletterToken, mails ...QueuedMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO newsletter_subscriptions (email, language, state, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?)
			ON CONFLICT (email) DO UPDATE SET
			language = CASE WHEN newsletter_subscriptions.state = 'active' THEN newsletter_subscriptions.language ELSE excluded.language END,
			state = CASE WHEN newsletter_subscriptions.state = 'active' THEN 'active' ELSE 'pending' END,
			updated_at = excluded.updated_at`), email, language, now.UnixMilli(), now.UnixMilli())
		if err != nil {
			return fmt.Errorf("store: unable to record the sign-up of %q: %w", email, err)
		}
		if err := s.insertNewsletterTokens(ctx, tx, tokens); err != nil {
			return err
		}
		return s.queueMails(ctx, tx, mails)
	})
}

// AddNewsletterTokens keeps a mail to a subscribed address with the tokens it carries, in one
// transaction: no link goes out that does not work, and no token is kept for a mail never sent.
func (s *Store) AddNewsletterTokens(ctx context.Context, tokens []NewsletterToken, mails ...QueuedMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.insertNewsletterTokens(ctx, tx, tokens); err != nil {
			return err
		}
		return s.queueMails(ctx, tx, mails)
	})
}

func (s *Store) insertNewsletterTokens(ctx context.Context, tx *sql.Tx, tokens []NewsletterToken) error {
	for _, t := range tokens {
		_, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO newsletter_tokens (token_hash, email, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`),
			t.TokenHash, t.Email, t.Purpose, t.CreatedAt.UnixMilli(), t.ExpiresAt.UnixMilli())
		if err != nil {
			return fmt.Errorf("store: unable to keep a newsletter %s token: %w", t.Purpose, err)
		}
	}
	return nil
}

// SubscriptionToConfirm returns the subscription a confirmation token would confirm, so the welcome
// mail can be made before the confirmation is stored with it. A token that is unknown, used or
// expired at now is ErrNotFound.
func (s *Store) SubscriptionToConfirm(ctx context.Context, tokenHash string, now time.Time) (Subscription, error) {
	sub, err := scanSubscription(s.db.QueryRowContext(ctx, s.rebind(`SELECT `+prefixedWith("s", subscriptionColumns)+`
		FROM newsletter_tokens t JOIN newsletter_subscriptions s ON s.email = t.email
		WHERE t.token_hash = ? AND t.purpose = 'confirm' AND t.expires_at > ?`), tokenHash, now.UnixMilli()))
	if errors.Is(err, sql.ErrNoRows) {
		return Subscription{}, ErrNotFound
	}
	if err != nil {
		return Subscription{}, fmt.Errorf("store: unable to look up a newsletter confirmation token: %w", err)
	}
	return sub, nil
}

// ConfirmSubscription uses up a confirmation token and makes its address active, with the token's
// hash as the proof of consent, and keeps the welcome mail (if any) and the tokens it carries, in
// one transaction; every other confirmation link of the address stops working, and an account of
// the address shows the newsletter as on. A token that is unknown, used or expired at now is
// ErrNotFound, and nothing is kept.
func (s *Store) ConfirmSubscription(ctx context.Context, tokenHash string, now time.Time, tokens []NewsletterToken, mails ...QueuedMail) (Subscription, error) {
	var sub Subscription
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var email string
		var expires int64
		err := tx.QueryRowContext(ctx, s.rebind(`DELETE FROM newsletter_tokens WHERE token_hash = ? AND purpose = 'confirm' RETURNING email, expires_at`), tokenHash).
			Scan(&email, &expires)
		if errors.Is(err, sql.ErrNoRows) || err == nil && expires <= now.UnixMilli() {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to use a newsletter confirmation token: %w", err)
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM newsletter_tokens WHERE email = ? AND purpose = 'confirm'`), email); err != nil {
			return fmt.Errorf("store: unable to confirm the subscription of %q: %w", email, err)
		}
		if sub, err = s.activate(ctx, tx, email, "", ConsentDoubleOptIn, tokenHash, now); err != nil {
			return err
		}
		if err := s.insertNewsletterTokens(ctx, tx, tokens); err != nil {
			return err
		}
		return s.queueMails(ctx, tx, mails)
	})
	return sub, err
}

// activate makes an address active with the given proof of consent (an address that is active
// already keeps its first proof) and turns the newsletter on in the account of the address.
// language is used only for an address without a subscription.
func (s *Store) activate(ctx context.Context, tx *sql.Tx, email, language, consent, ref string, now time.Time) (Subscription, error) {
	sub, err := scanSubscription(tx.QueryRowContext(ctx, s.rebind(`INSERT INTO newsletter_subscriptions
		(email, language, state, consent, consent_ref, created_at, updated_at, confirmed_at) VALUES (?, ?, 'active', ?, ?, ?, ?, ?)
		ON CONFLICT (email) DO UPDATE SET
		consent = CASE WHEN newsletter_subscriptions.state = 'active' THEN newsletter_subscriptions.consent ELSE excluded.consent END,
		consent_ref = CASE WHEN newsletter_subscriptions.state = 'active' THEN newsletter_subscriptions.consent_ref ELSE excluded.consent_ref END,
		confirmed_at = CASE WHEN newsletter_subscriptions.state = 'active' THEN newsletter_subscriptions.confirmed_at ELSE excluded.confirmed_at END,
		updated_at = CASE WHEN newsletter_subscriptions.state = 'active' THEN newsletter_subscriptions.updated_at ELSE excluded.updated_at END,
		state = 'active', unsubscribed_at = 0
		RETURNING `+subscriptionColumns), email, language, consent, ref, now.UnixMilli(), now.UnixMilli(), now.UnixMilli()))
	if err != nil {
		return Subscription{}, fmt.Errorf("store: unable to activate the subscription of %q: %w", email, err)
	}
	return sub, s.mirrorOptIn(ctx, tx, email, true)
}

// mirrorOptIn writes the state of an address's subscription into its account, if it has one.
func (s *Store) mirrorOptIn(ctx context.Context, tx *sql.Tx, email string, active bool) error {
	if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE users SET newsletter_opt_in = ? WHERE email = ?`), active, email); err != nil {
		return fmt.Errorf("store: unable to mirror the newsletter of %q: %w", email, err)
	}
	return nil
}

// UnsubscribeWithToken unsubscribes the address an unsubscribe token was sent to; pending
// confirmation links of the address stop working. The token keeps working (unsubscribing again
// changes nothing) until it expires. A token that is unknown or expired at now is ErrNotFound.
func (s *Store) UnsubscribeWithToken(ctx context.Context, tokenHash string, now time.Time) (Subscription, error) {
	var sub Subscription
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var email string
		err := tx.QueryRowContext(ctx, s.rebind(`SELECT email FROM newsletter_tokens WHERE token_hash = ? AND purpose = 'unsubscribe' AND expires_at > ?`),
			tokenHash, now.UnixMilli()).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to look up an unsubscribe token: %w", err)
		}
		sub, err = s.unsubscribe(ctx, tx, email, now)
		return err
	})
	return sub, err
}

// Unsubscribe unsubscribes an address, as its logged-in owner asked; an address without a
// subscription is left without one (ErrNotFound).
func (s *Store) Unsubscribe(ctx context.Context, email string, now time.Time) (Subscription, error) {
	var sub Subscription
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		sub, err = s.unsubscribe(ctx, tx, email, now)
		return err
	})
	return sub, err
}

func (s *Store) unsubscribe(ctx context.Context, tx *sql.Tx, email string, now time.Time) (Subscription, error) {
	sub, err := scanSubscription(tx.QueryRowContext(ctx, s.rebind(`UPDATE newsletter_subscriptions SET
		unsubscribed_at = CASE WHEN state = 'unsubscribed' THEN unsubscribed_at ELSE ? END,
		updated_at = CASE WHEN state = 'unsubscribed' THEN updated_at ELSE ? END,
		state = 'unsubscribed'
		WHERE email = ? RETURNING `+subscriptionColumns), now.UnixMilli(), now.UnixMilli(), email))
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return Subscription{}, ErrNotFound
		}
		return Subscription{}, fmt.Errorf("store: unable to unsubscribe %q: %w", email, err)
	}
	if _, err := tx.ExecContext(ctx, s.rebind(`DELETE FROM newsletter_tokens WHERE email = ? AND purpose = 'confirm'`), email); err != nil {
		return Subscription{}, fmt.Errorf("store: unable to unsubscribe %q: %w", email, err)
	}
	return sub, s.mirrorOptIn(ctx, tx, email, false)
}

// Subscribe makes an address active at its logged-in owner's request (the address is proven by the
// account): consent ConsentSettings with the account's id.
func (s *Store) Subscribe(ctx context.Context, email, language, userID string, now time.Time) (Subscription, error) {
	var sub Subscription
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		sub, err = s.activate(ctx, tx, email, language, ConsentSettings, userID, now)
		return err
	})
	return sub, err
}

// syncNewsletter runs when an account is made: an opt-in at registration subscribes its address
// (consent ConsentRegistration, the address proven by the link that made the account); otherwise
// the account shows whether the address subscribed before it had an account.
func (s *Store) syncNewsletter(ctx context.Context, tx *sql.Tx, u *User) error {
	if u.NewsletterOptIn {
		_, err := s.activate(ctx, tx, u.Email, u.Language, ConsentRegistration, u.ID, u.CreatedAt)
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM newsletter_subscriptions WHERE email = ? AND state = 'active'`), u.Email).Scan(&n); err != nil {
		return fmt.Errorf("store: unable to look up the subscription of %q: %w", u.Email, err)
	}
	if n == 0 {
		return nil
	}
	u.NewsletterOptIn = true
	return s.mirrorOptIn(ctx, tx, u.Email, true)
}
