// Package account runs the accounts of the content API: registration with a confirmation mail,
// login with e-mail and password or a social provider, sessions, password reset and change, profile
// settings and deletion, and the rate limits that guard them. Passwords are hashed with argon2id;
// sessions and mail links are random tokens of which the store keeps only a hash.
package account

import (
	"context"
	"crypto/rand"
	"errors"
	netmail "net/mail"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Store is what the service keeps its accounts in.
type Store interface {
	UserByEmail(ctx context.Context, email string) (store.User, error)
	UserByIdentity(ctx context.Context, provider, subject string) (store.User, error)
	SlugTaken(ctx context.Context, slug string) (bool, error)
	CreateUser(ctx context.Context, u store.User, identity *store.Identity, sess store.Session) error
	UpdateProfile(ctx context.Context, u store.User) error
	ChangePassword(ctx context.Context, userID, passwordHash, keepSession string, now time.Time) error
	DeleteUser(ctx context.Context, userID string) ([]store.LikeCount, error)
	AddRegistration(ctx context.Context, r store.Registration, mails ...store.QueuedMail) error
	PendingRegistration(ctx context.Context, tokenHash string, now time.Time) (store.Registration, error)
	ConfirmRegistration(ctx context.Context, tokenHash string, now time.Time, u *store.User, sess store.Session) error
	AddMailToken(ctx context.Context, t store.MailToken, mails ...store.QueuedMail) error
	ResetPassword(ctx context.Context, tokenHash string, now time.Time, passwordHash string, sess store.Session) (store.User, error)
	LinkIdentity(ctx context.Context, id store.Identity, sess store.Session) error
	AddSession(ctx context.Context, sess store.Session) error
	SessionUser(ctx context.Context, tokenHash string, now, idleCutoff time.Time) (store.User, store.Session, error)
	TouchSession(ctx context.Context, tokenHash string, now time.Time) error
	DeleteSession(ctx context.Context, tokenHash string) error
	Hit(ctx context.Context, bucket string, now time.Time, window time.Duration) (int, time.Time, error)
	Hits(ctx context.Context, bucket string, now time.Time) (int, time.Time, error)
	ClearHits(ctx context.Context, bucket string) error
	Sweep(ctx context.Context, now time.Time) error
	Subscription(ctx context.Context, email string) (store.Subscription, error)
	RequestSubscription(ctx context.Context, email, language string, now time.Time, tokens []store.NewsletterToken, mails ...store.QueuedMail) error
	AddNewsletterTokens(ctx context.Context, tokens []store.NewsletterToken, mails ...store.QueuedMail) error
	SubscriptionToConfirm(ctx context.Context, tokenHash string, now time.Time) (store.Subscription, error)
	ConfirmSubscription(ctx context.Context, tokenHash string, now time.Time, tokens []store.NewsletterToken, mails ...store.QueuedMail) (store.Subscription, error)
	UnsubscribeWithToken(ctx context.Context, tokenHash string, now time.Time) (store.Subscription, error)
	Subscribe(ctx context.Context, email, language, userID string, now time.Time) (store.Subscription, error)
	Unsubscribe(ctx context.Context, email string, now time.Time) (store.Subscription, error)
}

// Mailer sends the mails (mail.Outbox). A mail about a change is prepared first, kept by the store
// method that stores the change, in the same transaction, and tried once that committed; a mail
// about no change (the answer to a sign-up of a registered address) is kept and tried on its own.
type Mailer interface {
	Prepare(m mail.Message) (store.QueuedMail, error)
	SendKept(ctx context.Context, mails ...store.QueuedMail)
	Send(ctx context.Context, m mail.Message) error
}

// Service runs the account flows.
type Service struct {
	cfg   Config
	store Store
	mail  Mailer
	// dummyHash is verified for logins of unknown addresses, so they take as long as wrong passwords
	// and the time of the answer does not tell which addresses have an account.
	dummyHash string
	lastSweep atomic.Int64
}

// New builds the service.
func New(cfg Config, st Store, m Mailer) (*Service, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.PublicURL = strings.TrimSuffix(cfg.PublicURL, "/")
	dummy, err := HashPassword(newToken(), cfg.Hash)
	if err != nil {
		return nil, err
	}
	return &Service{cfg: cfg, store: st, mail: m, dummyHash: dummy}, nil
}

func (s *Service) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// UserSession is a user with the token of a session that just started. The token goes to the
// gateway, once; the store keeps only its hash.
type UserSession struct {
	User  store.User
	Token string
}

// Registration is what a sign-up form sends.
type Registration struct {
	Email           string
	Password        string
	Name            string
	Language        string
	NewsletterOptIn bool
}

// NormalizeEmail is the form an address is stored and compared in.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// ValidEmail tells whether a mail can be addressed to email as it is: a bare RFC 5322 address. The
// request schema's pattern is deliberately loose (it must read the same in JavaScript and Go), so
// addresses that go on to receive mail are checked once more here.
func ValidEmail(email string) bool {
	addr, err := netmail.ParseAddress(email)
	return err == nil && addr.Name == "" && addr.Address == email
}

// CheckNewPassword refuses a new password that is among the most common ones; the length rules are
// the request schema's.
func CheckNewPassword(password string) error {
	if IsCommon(password) {
		return ErrPasswordTooCommon
	}
	return nil
}

// Register starts a sign-up from the client address ip. A new address gets a confirmation link; an
// address with an account gets a mail saying so, with links to log in and to reset the password.
// Both cost a password hash and a mail, and both succeed, so neither the answer nor its timing tells
// whether an address is registered.
func (s *Service) Register(ctx context.Context, r Registration, ip string) error {
	email := NormalizeEmail(r.Email)
	if !ValidEmail(email) {
		return ErrInvalidEmail
	}
	if strings.TrimSpace(r.Name) == "" {
		return ErrInvalidName
	}
	if err := CheckNewPassword(r.Password); err != nil {
		return err
	}
	if err := s.count(ctx, registrationsPerAddr, ip); err != nil {
		return err
	}
	hash, err := HashPassword(r.Password, s.cfg.Hash)
	if err != nil {
		return err
	}
	if err := s.count(ctx, mailsPerRecipient, email); err != nil {
		return ignoreLimit(err)
	}
	existing, err := s.store.UserByEmail(ctx, email)
	switch {
	case err == nil:
		return s.mail.Send(ctx, mail.Message{To: email, Language: existing.Language, Template: mail.Registered, Data: mail.Data{
			Name: existing.Name, LoginURL: s.link(existing.Language, loginPage, ""), ResetURL: s.link(existing.Language, resetPage, ""),
		}})
	case !errors.Is(err, store.ErrNotFound):
		return err
	}
	token, now := newToken(), s.now()
	confirm := mail.Message{To: email, Language: r.Language, Template: mail.Confirm, Data: mail.Data{
		Name: r.Name, Link: s.link(r.Language, confirmPage, token),
	}}
	return s.withMail(ctx, confirm, func(m store.QueuedMail) error {
		return s.store.AddRegistration(ctx, store.Registration{
			TokenHash: hashToken(token), Email: email, Name: strings.TrimSpace(r.Name), Language: r.Language, PasswordHash: hash,
			NewsletterOptIn: r.NewsletterOptIn, CreatedAt: now, ExpiresAt: now.Add(s.cfg.ConfirmTTL),
		}, m)
	})
}

// withMail stores a change together with the mail about it: keep, the store method of the change,
// keeps the prepared mail in the change's transaction, so there is never a change whose mail is
// lost, nor a mail about a change that was not stored. The mail is tried once the change committed.
func (s *Service) withMail(ctx context.Context, m mail.Message, keep func(store.QueuedMail) error) error {
	q, err := s.mail.Prepare(m)
	if err != nil {
		return err
	}
	if err := keep(q); err != nil {
		return err
	}
	s.mail.SendKept(ctx, q)
	return nil
}

// ignoreLimit turns a reached limit into silence and passes other errors on.
func ignoreLimit(err error) error {
	var limited *RateLimitedError
	if errors.As(err, &limited) {
		return nil
	}
	return err
}

// Confirm turns the registration of a confirmation link into an account and logs it in.
func (s *Service) Confirm(ctx context.Context, token, ip string) (UserSession, error) {
	if err := s.count(ctx, confirmsPerAddress, ip); err != nil {
		return UserSession{}, err
	}
	tokenHash := hashToken(token)
	for range 5 {
		now := s.now()
		r, err := s.store.PendingRegistration(ctx, tokenHash, now)
		if errors.Is(err, store.ErrNotFound) {
			return UserSession{}, ErrInvalidToken
		}
		if err != nil {
			return UserSession{}, err
		}
		slug, err := s.newSlug(ctx, r.Name)
		if err != nil {
			return UserSession{}, err
		}
		u := store.User{ID: uuid.NewString(), Slug: slug, Role: "user", CreatedAt: now, UpdatedAt: now}
		sess, sessionToken := s.newSession(now)
		err = s.store.ConfirmRegistration(ctx, tokenHash, now, &u, sess)
		switch {
		case errors.Is(err, store.ErrNotFound):
			return UserSession{}, ErrInvalidToken
		case errors.Is(err, store.ErrEmailTaken):
			return UserSession{}, ErrAccountExists
		case errors.Is(err, store.ErrConflict):
			continue // the slug was taken a moment ago
		case err != nil:
			return UserSession{}, err
		}
		s.sweep(ctx)
		return UserSession{User: u, Token: sessionToken}, nil
	}
	return UserSession{}, errors.New("account: no free slug after five tries")
}

// Login checks an address and a password from the client address ip and starts a session. An
// unknown address, an account without a password and a wrong password all fail alike, after the
// same argon2id work.
func (s *Service) Login(ctx context.Context, email, password, ip string) (UserSession, error) {
	email = NormalizeEmail(email)
	here := failedLoginsAt(email, ip)
	failures := []counter{{failedLoginsPerAddress, ip}, here, {failedLoginsPerAccount, email}}
	if err := s.check(ctx, failures...); err != nil {
		return UserSession{}, err
	}
	u, err := s.store.UserByEmail(ctx, email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return UserSession{}, err
	}
	hash := u.PasswordHash
	if hash == "" {
		hash = s.dummyHash
	}
	ok, verr := VerifyPassword(password, hash)
	if err != nil || u.PasswordHash == "" || verr != nil || !ok {
		if err := s.countFailure(ctx, failures...); err != nil {
			return UserSession{}, err
		}
		return UserSession{}, ErrInvalidCredentials
	}
	if err := s.clear(ctx, here); err != nil {
		return UserSession{}, err
	}
	return s.startSession(ctx, u)
}

// External is a login the gateway verified with a social provider.
type External struct {
	Provider string
	Subject  string
	// Email is the address the provider gave, if any; EmailVerified says whether it checked it.
	Email         string
	EmailVerified bool
	Name          string
	Language      string
}

// ExternalLogin finds the account of a social login and starts a session: by the provider's
// subject; else by the address, linking the login, but only when the provider verified the
// address (someone who merely typed another's address into a provider must not get that account:
// ErrAccountExists); else it makes a new account without a password.
func (s *Service) ExternalLogin(ctx context.Context, e External) (UserSession, error) {
	for range 5 {
		u, err := s.store.UserByIdentity(ctx, e.Provider, e.Subject)
		if err == nil {
			return s.startSession(ctx, u)
		}
		if !errors.Is(err, store.ErrNotFound) {
			return UserSession{}, err
		}
		email := NormalizeEmail(e.Email)
		if email == "" {
			return UserSession{}, ErrEmailRequired
		}
		if !ValidEmail(email) {
			return UserSession{}, ErrInvalidEmail
		}
		now := s.now()
		identity := store.Identity{Provider: e.Provider, Subject: e.Subject, Email: email, CreatedAt: now}
		u, err = s.store.UserByEmail(ctx, email)
		switch {
		case err == nil:
			if !e.EmailVerified {
				return UserSession{}, ErrAccountExists
			}
			identity.UserID = u.ID
			sess, token := s.newSession(now)
			err = s.store.LinkIdentity(ctx, identity, sess)
			if errors.Is(err, store.ErrConflict) {
				continue // linked a moment ago by a parallel login: find it by subject
			}
			if err != nil {
				return UserSession{}, err
			}
			return UserSession{User: u, Token: token}, nil
		case !errors.Is(err, store.ErrNotFound):
			return UserSession{}, err
		}
		name := displayName(e.Name, email)
		slug, err := s.newSlug(ctx, name)
		if err != nil {
			return UserSession{}, err
		}
		u = store.User{ID: uuid.NewString(), Email: email, Name: name, Slug: slug, Language: e.Language, Role: "user", CreatedAt: now, UpdatedAt: now}
		sess, token := s.newSession(now)
		err = s.store.CreateUser(ctx, u, &identity, sess)
		if errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrEmailTaken) {
			continue // a slug or the address was taken a moment ago: look again
		}
		if err != nil {
			return UserSession{}, err
		}
		return UserSession{User: u, Token: token}, nil
	}
	return UserSession{}, errors.New("account: social login kept colliding")
}

// displayName is the provider's name, or the address's local part, as a name of 1 to 80 characters.
func displayName(name, email string) string {
	name = strings.Join(strings.Fields(name), " ")
	if name == "" {
		name = email[:strings.IndexByte(email, '@')]
	}
	if utf8.RuneCountInString(name) > 80 {
		name = strings.TrimSpace(string([]rune(name)[:80]))
	}
	return name
}

// Logout ends the session of a token; an unknown or empty token is not an error.
func (s *Service) Logout(ctx context.Context, token string) error {
	if token == "" || len(token) > 256 {
		return nil
	}
	return s.store.DeleteSession(ctx, hashToken(token))
}

// Forgot sends a reset link to an address with an account, in the account's language, and to an
// unknown address a mail saying it has none (in the form's language). The answer is the same
// either way.
func (s *Service) Forgot(ctx context.Context, email, language, ip string) error {
	email = NormalizeEmail(email)
	if !ValidEmail(email) {
		return ErrInvalidEmail
	}
	if err := s.count(ctx, forgotPerAddress, ip); err != nil {
		return err
	}
	if err := s.count(ctx, mailsPerRecipient, email); err != nil {
		return ignoreLimit(err)
	}
	u, err := s.store.UserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		return s.mail.Send(ctx, mail.Message{To: email, Language: language, Template: mail.NoAccount, Data: mail.Data{
			SignupURL: s.link(language, signupPage, ""),
		}})
	}
	if err != nil {
		return err
	}
	token, now := newToken(), s.now()
	reset := mail.Message{To: email, Language: u.Language, Template: mail.Reset, Data: mail.Data{
		Name: u.Name, Link: s.link(u.Language, resetPage, token),
	}}
	return s.withMail(ctx, reset, func(m store.QueuedMail) error {
		return s.store.AddMailToken(ctx, store.MailToken{TokenHash: hashToken(token), Purpose: "reset", UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(s.cfg.ResetTTL)}, m)
	})
}

// Reset sets a new password with the token of a reset link, ends every session of the account and
// starts a new one. Following the link proves the mailbox, so the account's failed logins (all of
// them, and those of this address) are forgotten too.
func (s *Service) Reset(ctx context.Context, token, password, ip string) (UserSession, error) {
	if err := CheckNewPassword(password); err != nil {
		return UserSession{}, err
	}
	if err := s.count(ctx, resetsPerAddress, ip); err != nil {
		return UserSession{}, err
	}
	hash, err := HashPassword(password, s.cfg.Hash)
	if err != nil {
		return UserSession{}, err
	}
	now := s.now()
	sess, sessionToken := s.newSession(now)
	u, err := s.store.ResetPassword(ctx, hashToken(token), now, hash, sess)
	if errors.Is(err, store.ErrNotFound) {
		return UserSession{}, ErrInvalidToken
	}
	if err != nil {
		return UserSession{}, err
	}
	if err := s.clear(ctx, counter{failedLoginsPerAccount, u.Email}, failedLoginsAt(u.Email, ip)); err != nil {
		return UserSession{}, err
	}
	return UserSession{User: u, Token: sessionToken}, nil
}

// Current is the user of a valid session, with the hash of the session's token.
type Current struct {
	User        store.User
	SessionHash string
}

// Authenticate returns the user of a session token (X-Ultron-User). A session ends after SessionIdle
// without use and SessionLifetime after the login; use is recorded at most once an hour, so reading
// pages does not write to the database on every request.
func (s *Service) Authenticate(ctx context.Context, token string) (Current, error) {
	if len(token) < 32 || len(token) > 128 {
		return Current{}, ErrUnauthorized
	}
	now := s.now()
	h := hashToken(token)
	u, sess, err := s.store.SessionUser(ctx, h, now, now.Add(-s.cfg.SessionIdle))
	if errors.Is(err, store.ErrNotFound) {
		return Current{}, ErrUnauthorized
	}
	if err != nil {
		return Current{}, err
	}
	if now.Sub(sess.LastSeenAt) >= time.Hour {
		if err := s.store.TouchSession(ctx, h, now); err != nil {
			return Current{}, err
		}
	}
	return Current{User: u, SessionHash: h}, nil
}

// Patch is a change of profile settings; nil fields stay as they are.
type Patch struct {
	Name            *string
	NewsletterOptIn *bool
	Language        *string
	// Consent is the consent banner's choice (purposes of ConsentPurposes); necessary is added.
	Consent *[]string
}

// ConsentPurposes are the purposes of the consent banner, in the order the cookie lists them
// (site/src/stores/consent.ts); necessary is always granted.
var ConsentPurposes = []string{"necessary", "analytics", "marketing"}

// ConsentValue is the stored form of a choice, the same as the cookie's: the known purposes among
// granted, always with necessary, in a fixed order ("necessary,marketing").
func ConsentValue(granted []string) string {
	value := ConsentPurposes[0]
	for _, p := range ConsentPurposes[1:] {
		if slices.Contains(granted, p) {
			value += "," + p
		}
	}
	return value
}

// Update changes the profile settings of a user. The newsletter switch subscribes or unsubscribes
// the account's address (see setNewsletter).
func (s *Service) Update(ctx context.Context, u store.User, p Patch) (store.User, error) {
	if p.Name != nil {
		if u.Name = strings.TrimSpace(*p.Name); u.Name == "" {
			return store.User{}, ErrInvalidName
		}
	}
	if p.Language != nil {
		u.Language = *p.Language
	}
	if p.NewsletterOptIn != nil {
		if err := s.setNewsletter(ctx, u, *p.NewsletterOptIn); err != nil {
			return store.User{}, err
		}
		u.NewsletterOptIn = *p.NewsletterOptIn
	}
	if p.Consent != nil {
		u.Consent = ConsentValue(*p.Consent)
	}
	u.UpdatedAt = s.now()
	if err := s.store.UpdateProfile(ctx, u); err != nil {
		return store.User{}, err
	}
	return u, nil
}

// proveOwner checks the password a logged-in user typed to confirm a change: the account's password,
// or, for an account without one (social login), its e-mail address. Wrong answers are limited like
// failed logins (failedProofsPerAccount), so a stolen session cannot be used to guess the password.
func (s *Service) proveOwner(ctx context.Context, u store.User, password string) error {
	proofs := counter{failedProofsPerAccount, u.Email}
	if err := s.check(ctx, proofs); err != nil {
		return err
	}
	var ok bool
	if u.PasswordHash == "" {
		ok = NormalizeEmail(password) == u.Email
	} else {
		var err error
		if ok, err = VerifyPassword(password, u.PasswordHash); err != nil {
			return err
		}
	}
	if !ok {
		if err := s.countFailure(ctx, proofs); err != nil {
			return err
		}
		return ErrWrongPassword
	}
	return nil
}

// ChangePassword sets a new password for a logged-in user and ends every other session of the
// account; the one that asked stays.
func (s *Service) ChangePassword(ctx context.Context, c Current, current, next string) error {
	if err := CheckNewPassword(next); err != nil {
		return err
	}
	if err := s.proveOwner(ctx, c.User, current); err != nil {
		return err
	}
	hash, err := HashPassword(next, s.cfg.Hash)
	if err != nil {
		return err
	}
	return s.store.ChangePassword(ctx, c.User.ID, hash, c.SessionHash, s.now())
}

// Delete removes a user's account and personal data after the password (or, without one, the
// e-mail address) confirmed it. It returns the like counts that dropped.
func (s *Service) Delete(ctx context.Context, u store.User, password string) ([]store.LikeCount, error) {
	if err := s.proveOwner(ctx, u, password); err != nil {
		return nil, err
	}
	return s.store.DeleteUser(ctx, u.ID)
}

// ModerationMail is the mail that tells the author of reported content that the editors warned or
// blocked them, prepared for the store to keep with the decision.
func (s *Service) ModerationMail(u store.User, note string) (store.QueuedMail, error) {
	return s.mail.Prepare(mail.Message{To: u.Email, Language: u.Language, Template: mail.Moderation,
		Data: mail.Data{Name: u.Name, Blocked: u.Blocked, Note: note}})
}

// RecipePublishedMail is the mail that tells a cook, in their language, that the editors published
// their recipe, with the link to its page (path is the site path, such as
// /de/rezepte/omas-kartoffelpuffer/), prepared for the store to keep with the publication.
func (s *Service) RecipePublishedMail(u store.User, title, path string) (store.QueuedMail, error) {
	return s.mail.Prepare(mail.Message{To: u.Email, Language: u.Language, Template: mail.RecipePublished,
		Data: mail.Data{Name: u.Name, Title: title, Link: s.cfg.PublicURL + path}})
}

// SendKept tries at once the mails a store method has just kept with its change (ModerationMail,
// RecipePublishedMail); what is not sent now, the outbox's workers send.
func (s *Service) SendKept(ctx context.Context, mails ...store.QueuedMail) {
	s.mail.SendKept(ctx, mails...)
}

// startSession starts a session for a user who just proved who they are.

func (s *Service) startSession(ctx context.Context, u store.User) (UserSession, error) {
	if u.Blocked {
		return UserSession{}, ErrBlocked
	}
	sess, token := s.newSession(s.now())
	sess.UserID = u.ID
	if err := s.store.AddSession(ctx, sess); err != nil {
		return UserSession{}, err
	}
	s.sweep(ctx)
	return UserSession{User: u, Token: token}, nil
}

func (s *Service) newSession(now time.Time) (store.Session, string) {
	token := newToken()
	return store.Session{TokenHash: hashToken(token), CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(s.cfg.SessionLifetime)}, token
}

// sweep deletes expired sessions, links and rate-limit windows, at most once an hour and only on the
// way to a new session, so no background job is needed. It is housekeeping: a failure is tried again
// an hour later.
func (s *Service) sweep(ctx context.Context) {
	now := s.now()
	last := s.lastSweep.Load()
	if now.Sub(time.UnixMilli(last)) < time.Hour || !s.lastSweep.CompareAndSwap(last, now.UnixMilli()) {
		return
	}
	s.store.Sweep(ctx, now)
}

// newSlug makes a profile slug from a name with a short random suffix ("lena-maier-4k7q2x"), so it
// says whose it is without being guessable or clashing with an author's.
func (s *Service) newSlug(ctx context.Context, name string) (string, error) {
	base := slugify(name)
	for range 10 {
		slug := base + "-" + randomSuffix(6)
		taken, err := s.store.SlugTaken(ctx, slug)
		if err != nil {
			return "", err
		}
		if !taken {
			return slug, nil
		}
	}
	return "", errors.New("account: no free slug after ten tries")
}

// slugify is model.Slugify cut to at most 40 characters; "user" when nothing is left.
func slugify(name string) string {
	s := model.Slugify(name)
	if len(s) > 40 {
		s = strings.TrimRight(s[:40], "-")
	}
	if s == "" {
		return "user"
	}
	return s
}

func randomSuffix(n int) string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789" // 32 letters, none to mix up
	b := make([]byte, n)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[b[i]%32]
	}
	return string(b)
}

// Pages the mails link to, per language. Tokens go in the fragment, which browsers never send to a
// server, so they appear in no access log and no Referer.
type page map[string]string

var (
	confirmPage = page{"de": "/de/signup/bestaetigen/", "en": "/en/signup/confirm/"}
	resetPage   = page{"de": "/de/passwort-zuruecksetzen/", "en": "/en/reset-password/"}
	loginPage   = page{"de": "/de/anmelden/", "en": "/en/login/"}
	signupPage  = page{"de": "/de/signup/", "en": "/en/signup/"}
)

func (s *Service) link(language string, p page, token string) string {
	path, ok := p[language]
	if !ok {
		path = p["de"]
	}
	link := s.cfg.PublicURL + path
	if token != "" {
		link += "#token=" + token
	}
	return link
}
