package account

import (
	"errors"
	"fmt"
	"time"
)

// Errors the service returns for things a client did; everything else is the store or the mailer
// failing.
var (
	// ErrInvalidCredentials: unknown address or wrong password, on purpose indistinguishable.
	ErrInvalidCredentials = errors.New("account: invalid credentials")
	// ErrInvalidToken: a mail link that is unknown, used or expired.
	ErrInvalidToken = errors.New("account: invalid token")
	// ErrAccountExists: the address has an account that this request may not take over.
	ErrAccountExists = errors.New("account: account exists")
	// ErrWrongPassword: the current password of a logged-in user is wrong.
	ErrWrongPassword = errors.New("account: wrong password")
	// ErrUnauthorized: no session, or one that ended.
	ErrUnauthorized = errors.New("account: no valid session")
	// ErrPasswordTooCommon: a new password among the 10,000 most common.
	ErrPasswordTooCommon = errors.New("account: password too common")
	// ErrEmailRequired: a social login without an address cannot make an account.
	ErrEmailRequired = errors.New("account: e-mail address required")
	// ErrInvalidEmail: an address the schema's pattern let through but no mail could go to, such as
	// "a,b@example.org".
	ErrInvalidEmail = errors.New("account: invalid e-mail address")
	// ErrBlocked: an editor blocked the account.
	ErrBlocked = errors.New("account: blocked")
	// ErrInvalidName: a name of nothing but spaces.
	ErrInvalidName = errors.New("account: invalid name")
)

// RateLimitedError says that a limit was reached and when to try again.
type RateLimitedError struct {
	Limit      string
	RetryAfter time.Duration
}

func (e *RateLimitedError) Error() string {
	return fmt.Sprintf("account: rate limit %s reached, retry after %s", e.Limit, e.RetryAfter)
}
