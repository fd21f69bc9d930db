package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Store keeps the mails of the outbox until they are sent (store.Store).
type Store interface {
	QueueMail(ctx context.Context, m store.QueuedMail) error
	ClaimMails(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]store.QueuedMail, error)
	MailSent(ctx context.Context, id string, now time.Time) error
	MailFailed(ctx context.Context, id, reason string, retry time.Time, abandon bool, now time.Time) error
	SweepMail(ctx context.Context, before time.Time) error
}

const (
	// claimLease is how long a claimed mail is left to the one sending it: longer than an attempt
	// can take (the SMTP timeout is 15 s), so no mail is sent twice at once, and short enough that a
	// mail claimed by a gateway that died goes out soon after.
	claimLease = 2 * time.Minute
	// attemptTimeout bounds one attempt, above all the one a request waits for.
	attemptTimeout = 20 * time.Second
	// pollEvery is how often a worker looks for mails due again.
	pollEvery = 5 * time.Second
	// maxDelay is the longest wait between two attempts: a mail server back after an outage gets
	// the waiting mails within this.
	maxDelay = 5 * time.Minute
	// maxAttempts gives up on a mail after about a day of trying (5 minutes apart from the ninth
	// attempt on): a confirmation link has expired by then anyway.
	maxAttempts = 300
	// keepSent is how long sent and abandoned mails stay in the outbox, for whoever looks into a
	// complaint; they hold addresses and links, so not for ever.
	keepSent = 7 * 24 * time.Hour
)

// Outbox keeps each mail in the store before anything is sent, so no mail is lost to a mail server
// that is down or a gateway that dies. A mail about a change (a registration and its confirmation
// link) is kept in the change's own transaction (Prepare, then the store method of the change): there
// is never the one without the other. The request that makes a mail tries to send it at once (the
// reader gets it as fast as before); if that fails, the request still succeeds and a worker of any
// gateway sends it later, with backoff. Each attempt uses the same Message-ID, and a mail marked
// sent is never sent again.
type Outbox struct {
	sender *Sender
	store  Store
	logger *slog.Logger
	now    func() time.Time
}

// NewOutbox keeps the mails of sender in st.
func NewOutbox(sender *Sender, st Store, logger *slog.Logger) *Outbox {
	return &Outbox{sender: sender, store: st, logger: logger, now: time.Now}
}

// Prepare makes a mail ready to be kept in the store with the change it is about, under its id (its
// Message-ID), claimed for the request that makes it: the workers leave it alone for claimLease,
// while SendKept tries it. It fails only when the mail cannot be rendered: a bug, better seen at
// once (before the change is stored) than retried for a day.
func (o *Outbox) Prepare(m Message) (store.QueuedMail, error) {
	if _, _, _, err := o.sender.render(m); err != nil {
		return store.QueuedMail{}, err
	}
	body, err := json.Marshal(m)
	if err != nil {
		return store.QueuedMail{}, fmt.Errorf("mail: unable to keep the message: %w", err)
	}
	now := o.now()
	return store.QueuedMail{ID: randomHex(16), Message: body, CreatedAt: now, DueAt: now.Add(claimLease)}, nil
}

// SendKept tries at once the mails the store has just kept with their change. A mail whose claim
// would end during the attempt (the change took that long) is left to the workers, so no two
// gateways ever send it at the same time. It never fails: what is not sent now, a worker sends.
func (o *Outbox) SendKept(ctx context.Context, mails ...store.QueuedMail) {
	// The reader's request may end before the mail is out; the attempt goes on.
	ctx = context.WithoutCancel(ctx)
	for _, q := range mails {
		if o.now().Add(attemptTimeout).After(q.DueAt) {
			continue
		}
		o.attempt(ctx, q)
	}
}

// Send keeps a mail that goes with no change of its own (the answer to a sign-up of an address that
// has an account) and tries to send it at once. It fails only when the mail cannot be rendered or
// kept.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	q, err := o.Prepare(m)
	if err != nil {
		return err
	}
	if err := o.store.QueueMail(ctx, q); err != nil {
		return err
	}
	o.SendKept(ctx, q)
	return nil
}

// Run sends the mails that are due, until ctx ends.
func (o *Outbox) Run(ctx context.Context) {
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	swept := time.Time{}
	for {
		o.sendDue(ctx)
		if now := o.now(); now.Sub(swept) > time.Hour {
			if err := o.store.SweepMail(ctx, now.Add(-keepSent)); err != nil && ctx.Err() == nil {
				o.logger.Warn("outbox not swept", "error", err.Error())
			}
			swept = now
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// sendDue sends the mails due now, a batch at a time.
func (o *Outbox) sendDue(ctx context.Context) {
	const batch = 20
	for ctx.Err() == nil {
		due, err := o.store.ClaimMails(ctx, o.now(), claimLease, batch)
		if err != nil {
			if ctx.Err() == nil {
				o.logger.Warn("outbox not read", "error", err.Error())
			}
			return
		}
		for _, m := range due {
			o.attempt(ctx, m)
		}
		if len(due) < batch {
			return
		}
	}
}

// attempt sends one claimed mail and records the outcome.
func (o *Outbox) attempt(ctx context.Context, q store.QueuedMail) {
	var m Message
	if err := json.Unmarshal(q.Message, &m); err != nil {
		o.logger.Error("outbox mail unreadable: abandoned", "id", q.ID, "error", err.Error())
		o.store.MailFailed(ctx, q.ID, err.Error(), o.now(), true, o.now())
		return
	}
	send, cancel := context.WithTimeout(ctx, attemptTimeout)
	err := o.sender.deliver(send, m, q.ID)
	cancel()
	now := o.now()
	if err == nil {
		if err := o.store.MailSent(ctx, q.ID, now); err != nil {
			o.logger.Error("mail sent but not marked sent: it may go out again (same Message-ID)", "id", q.ID, "error", err.Error())
		}
		return
	}
	abandon := q.Attempts+1 >= maxAttempts
	retry := now.Add(Backoff(q.Attempts))
	if abandon {
		o.logger.Error("mail abandoned", "id", q.ID, "template", m.Template, "attempts", q.Attempts+1, "error", err.Error())
	} else {
		o.logger.Warn("mail not sent: trying again", "id", q.ID, "template", m.Template, "attempt", q.Attempts+1,
			"retry_at", retry.UTC().Format(time.RFC3339), "error", err.Error())
	}
	if err := o.store.MailFailed(ctx, q.ID, err.Error(), retry, abandon, now); err != nil && ctx.Err() == nil {
		o.logger.Error("failed mail not recorded", "id", q.ID, "error", err.Error())
	}
}

// Backoff is the wait after a mail's attempts failed attempts: 5 s, doubling, at most maxDelay.
func Backoff(attempts int) time.Duration {
	if attempts >= 10 {
		return maxDelay
	}
	return min(5*time.Second<<attempts, maxDelay)
}
