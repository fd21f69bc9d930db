package account

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// limit is a fixed-window rate limit: at most max events per window and subject (an address, an
// account). The windows live in the store, so they hold across every gateway on one database.
type limit struct {
	name   string
	max    int
	window time.Duration
}

// The limits of the account flows.
//
// Failed logins count per account and client address: a real user who mistyped the password ten
// times waits at most a quarter of an hour, at that address only, so a stranger who types wrong
// passwords for someone else's account from another address locks out nobody but themselves. Each
// address may fail 50 times over all accounts in that time. Over all addresses an account takes 100
// failures an hour (the ceiling NIST SP 800-63B allows), which a guesser needs ten addresses to
// reach; then every login of the account waits for the hour's end, and the owner who cannot wait
// resets the password by mail, which clears the account's failures. A successful login clears the
// failures of its own address only: one the owner knows says nothing about the other addresses'
// guesses, and clearing them would give a guesser a fresh hundred with every login of the owner.
// Unknown and known e-mail addresses are counted alike, so a limit tells nothing about an account.
var (
	failedLoginsPerAccountAndAddress = limit{"login-account-address", 10, 15 * time.Minute}
	failedLoginsPerAccount           = limit{"login-account", 100, time.Hour}
	failedLoginsPerAddress           = limit{"login-address", 50, 15 * time.Minute}
	// failedProofsPerAccount counts wrong current passwords given by a logged-in user (password
	// change, deletion), so a stolen session cannot be used to guess the password either.
	failedProofsPerAccount = limit{"prove-owner", 10, 15 * time.Minute}
	registrationsPerAddr   = limit{"register", 10, time.Hour}
	forgotPerAddress       = limit{"forgot", 10, time.Hour}
	resetsPerAddress       = limit{"reset", 20, 15 * time.Minute}
	confirmsPerAddress     = limit{"confirm", 20, 15 * time.Minute}
	// mailsPerRecipient keeps the forms from flooding someone else's mailbox; past it, mails are
	// dropped silently, so the answer tells nothing about the address.
	mailsPerRecipient = limit{"mail", 3, time.Hour}
	// A logged-in user's own calls: a person likes, unlikes and changes settings a few times a
	// minute and the site reads the session and the liked ids once per page; a script that
	// hammers them (every like is a write and a cache purge) is stopped well above that.
	writesPerUser = limit{"user-writes", 60, time.Minute}
	readsPerUser  = limit{"user-reads", 300, time.Minute}
)

// Spam and abuse limits of what a user writes for others to see, per hour: a keen cook
// writes a handful of comments a day; a script is stopped at a few dozen.
var actionLimits = map[Action]limit{
	Comment: {"comments", 30, time.Hour},
	Upload:  {"uploads", 30, time.Hour},
	Report:  {"reports", 20, time.Hour},
	// A cook sends a recipe to the editors a few times while fixing what they asked for.
	Submission: {"submissions", 10, time.Hour},
	// Feedback needs no account, so it counts per client address: a reader writes one or two.
	Feedback: {"feedback", 10, time.Hour},
}

// Action is a community write with a limit of its own.
type Action int

// The limited actions.
const (
	Comment Action = iota
	Upload
	Report
	Submission
	Feedback
)

// ThrottleAction counts one comment, photo upload, report or recipe submission of a user (or one
// feedback of a client address) and refuses it past the hourly limit.
func (s *Service) ThrottleAction(ctx context.Context, a Action, userID string) error {
	return s.count(ctx, actionLimits[a], userID)
}

// Throttle counts one personal call of a user and refuses it past the per-user limit: writes
// (likes, settings, password, deletion) and reads have separate allowances.
func (s *Service) Throttle(ctx context.Context, userID string, write bool) error {
	if write {
		return s.count(ctx, writesPerUser, userID)
	}
	return s.count(ctx, readsPerUser, userID)
}

// bucket names the counter of a limit for a subject by a hash, so the table holds neither
// addresses nor e-mail addresses.
func (l limit) bucket(subject string) string {
	sum := sha256.Sum256([]byte(l.name + "\x00" + subject))
	return hex.EncodeToString(sum[:])
}

// count records an event and refuses it when it is one too many.
func (s *Service) count(ctx context.Context, l limit, subject string) error {
	if !s.cfg.RateLimits {
		return nil
	}
	now := s.now()
	hits, reset, err := s.store.Hit(ctx, l.bucket(subject), now, l.window)
	if err != nil {
		return err
	}
	if hits > l.max {
		return &RateLimitedError{Limit: l.name, RetryAfter: reset.Sub(now)}
	}
	return nil
}

// counter is one limit's bucket for one subject.
type counter struct {
	limit
	subject string
}

// failedLoginsAt is the counter of an account's failed logins from one client address.
func failedLoginsAt(email, ip string) counter {
	return counter{failedLoginsPerAccountAndAddress, email + "\x00" + ip}
}

// check refuses when one of the counters has reached its limit, without counting: failed logins
// are counted only once they failed.
func (s *Service) check(ctx context.Context, counters ...counter) error {
	if !s.cfg.RateLimits {
		return nil
	}
	now := s.now()
	for _, c := range counters {
		hits, reset, err := s.store.Hits(ctx, c.bucket(c.subject), now)
		if err != nil {
			return err
		}
		if hits >= c.max {
			return &RateLimitedError{Limit: c.name, RetryAfter: reset.Sub(now)}
		}
	}
	return nil
}

// countFailure records a failed attempt against every limit it belongs to.
func (s *Service) countFailure(ctx context.Context, counters ...counter) error {
	for _, c := range counters {
		if err := s.count(ctx, c.limit, c.subject); err != nil {
			if _, limited := err.(*RateLimitedError); !limited {
				return err
			}
		}
	}
	return nil
}

// clear empties counters, as a login does for the failures of its account at its address.
func (s *Service) clear(ctx context.Context, counters ...counter) error {
	if !s.cfg.RateLimits {
		return nil
	}
	for _, c := range counters {
		if err := s.store.ClearHits(ctx, c.bucket(c.subject)); err != nil {
			return err
		}
	}
	return nil
}
