package account

import (
	"context"
	"errors"
	"net/url"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The newsletter: a sign-up with double opt-in from the footer form, one-click
// unsubscribe from every mail (RFC 8058), and the switch in a logged-in user's settings. It lives
// beside the accounts because it shares their mails, tokens and rate limits, and because an
// account shows (and changes) the subscription of its address.

var (
	// newsletterPerAddress bounds the sign-ups of one client address, like registrations.
	newsletterPerAddress = limit{"newsletter", 10, time.Hour}
	// subscribedPerRecipient: an address that is on the list hears of another sign-up at most
	// once an hour; past it the sign-up is answered alike and nothing is sent.
	subscribedPerRecipient = limit{"newsletter-subscribed", 1, time.Hour}
)

// unsubscribeTTL is how long the unsubscribe link of a newsletter mail works: long enough for
// anyone who digs out an old mail, and it must outlive the mail in every inbox that keeps it.
const unsubscribeTTL = 2 * 365 * 24 * time.Hour

var (
	newsletterConfirmPage     = page{"de": "/de/newsletter/bestaetigen/", "en": "/en/newsletter/confirm/"}
	newsletterUnsubscribePage = page{"de": "/de/newsletter/abmelden/", "en": "/en/newsletter/unsubscribe/"}
)

// UnsubscribePage is the path of the site's unsubscribe page in a language (German for any other),
// for a mail program that opens the one-click URL in a browser.
func UnsubscribePage(language string) string {
	if path, ok := newsletterUnsubscribePage[language]; ok {
		return path
	}
	return newsletterUnsubscribePage["de"]
}

// UnsubscribePath is the one-click unsubscribe endpoint, below PUBLIC_URL, that the
// List-Unsubscribe header of every newsletter mail names with ?token=.
const UnsubscribePath = "/api/email-newsletter/unsubscribe/"

// SubscribeNewsletter signs an address up from the client address ip: a new, pending or
// unsubscribed address gets a confirmation link in language, and stays pending until it is
// followed; an address on the list already gets a short note that it is (at most once an hour).
// Either way the answer is the same, so the form tells nobody who is subscribed; past the
// mailbox's mail limit nothing is sent, silently.
func (s *Service) SubscribeNewsletter(ctx context.Context, email, language, ip string) error {
	email = NormalizeEmail(email)
	if !ValidEmail(email) {
		return ErrInvalidEmail
	}
	if err := s.count(ctx, newsletterPerAddress, ip); err != nil {
		return err
	}
	if err := s.count(ctx, mailsPerRecipient, email); err != nil {
		return ignoreLimit(err)
	}
	sub, err := s.store.Subscription(ctx, email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	now := s.now()
	if err == nil && sub.State == store.SubscriptionActive {
		if err := s.count(ctx, subscribedPerRecipient, email); err != nil {
			return ignoreLimit(err)
		}
		unsubscribe, t := s.unsubscribeToken(email, now)
		return s.withMail(ctx, s.newsletterMail(email, sub.Language, mail.NewsletterSubscribed, "", unsubscribe), func(m store.QueuedMail) error {
			return s.store.AddNewsletterTokens(ctx, []store.NewsletterToken{t}, m)
		})
	}
	confirm := newToken()
	unsubscribe, t := s.unsubscribeToken(email, now)
	tokens := []store.NewsletterToken{t, {
		TokenHash: hashToken(confirm), Email: email, Purpose: store.TokenConfirm, CreatedAt: now, ExpiresAt: now.Add(s.cfg.ConfirmTTL),
	}}
	return s.withMail(ctx, s.newsletterMail(email, language, mail.NewsletterConfirm, s.link(language, newsletterConfirmPage, confirm), unsubscribe), func(m store.QueuedMail) error {
		return s.store.RequestSubscription(ctx, email, language, now, tokens, m)
	})
}

// ConfirmNewsletter redeems the link of a confirmation mail: the address is on the list from now
// on and gets a welcome mail (unless its mailbox had its mails for the hour), kept in the same
// transaction as the confirmation. The welcome mail is made before, from the subscription the
// token belongs to, so the mail limit of its address is counted first.
func (s *Service) ConfirmNewsletter(ctx context.Context, token, ip string) error {
	if err := s.count(ctx, confirmsPerAddress, ip); err != nil {
		return err
	}
	if len(token) > 256 {
		return ErrInvalidToken
	}
	tokenHash, now := hashToken(token), s.now()
	sub, err := s.store.SubscriptionToConfirm(ctx, tokenHash, now)
	if errors.Is(err, store.ErrNotFound) {
		return ErrInvalidToken
	}
	if err != nil {
		return err
	}
	var tokens []store.NewsletterToken
	var welcome []store.QueuedMail
	switch err := s.count(ctx, mailsPerRecipient, sub.Email); {
	case err == nil:
		unsubscribe, t := s.unsubscribeToken(sub.Email, now)
		m, err := s.mail.Prepare(s.newsletterMail(sub.Email, sub.Language, mail.NewsletterWelcome, "", unsubscribe))
		if err != nil {
			return err
		}
		tokens, welcome = []store.NewsletterToken{t}, []store.QueuedMail{m}
	case ignoreLimit(err) != nil:
		return err
	}
	_, err = s.store.ConfirmSubscription(ctx, tokenHash, now, tokens, welcome...)
	if errors.Is(err, store.ErrNotFound) {
		return ErrInvalidToken
	}
	if err != nil {
		return err
	}
	s.mail.SendKept(ctx, welcome...)
	return nil
}

// UnsubscribeNewsletter takes the address an unsubscribe token was sent to off the list. It needs
// no rate limit of its own: the token is 256 random bits, and the one-click POSTs come from the
// shared addresses of the big mail providers, which a per-address limit would lock out. Using a
// token again is fine; an unknown or expired one is ErrInvalidToken and changes nothing.
func (s *Service) UnsubscribeNewsletter(ctx context.Context, token string) error {
	if token == "" || len(token) > 256 {
		return ErrInvalidToken
	}
	_, err := s.store.UnsubscribeWithToken(ctx, hashToken(token), s.now())
	if errors.Is(err, store.ErrNotFound) {
		return ErrInvalidToken
	}
	return err
}

// setNewsletter switches the newsletter of a logged-in user's address: on subscribes it at once
// (the account proves the address, so no confirmation mail), off unsubscribes it.
func (s *Service) setNewsletter(ctx context.Context, u store.User, on bool) error {
	if on {
		_, err := s.store.Subscribe(ctx, u.Email, u.Language, u.ID, s.now())
		return err
	}
	_, err := s.store.Unsubscribe(ctx, u.Email, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	return err
}

// unsubscribeToken makes the unsubscribe token of one mail and what the store keeps of it.
func (s *Service) unsubscribeToken(email string, now time.Time) (string, store.NewsletterToken) {
	token := newToken()
	return token, store.NewsletterToken{TokenHash: hashToken(token), Email: email, Purpose: store.TokenUnsubscribe, CreatedAt: now, ExpiresAt: now.Add(unsubscribeTTL)}
}

// newsletterMail is a mail of the newsletter: the footer links to the unsubscribe page, and the
// headers carry the one-click unsubscribe URL.
func (s *Service) newsletterMail(to, language, template, link, unsubscribe string) mail.Message {
	return mail.Message{To: to, Language: language, Template: template,
		Data:        mail.Data{Link: link, UnsubscribeURL: s.link(language, newsletterUnsubscribePage, unsubscribe)},
		Unsubscribe: s.cfg.PublicURL + UnsubscribePath + "?" + url.Values{"token": {unsubscribe}}.Encode(),
	}
}
