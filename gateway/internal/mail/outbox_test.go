package mail

import (
	"context"
	"log/slog"
	"net"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

var token = regexp.MustCompile(`#token=(a+)`)

// serveSMTP accepts connections one after another on ln until it is closed, handing over each
// message's DATA.
func serveSMTP(ln net.Listener, got chan<- string) {
	for {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		one := &oneConn{conn: conn}
		fakeSMTP(one, got)
	}
}

// oneConn is a listener that hands out one connection it already has.
type oneConn struct {
	conn net.Conn
	done bool
}

func (l *oneConn) Accept() (net.Conn, error) {
	if l.done {
		return nil, net.ErrClosed
	}
	l.done = true
	return l.conn, nil
}
func (l *oneConn) Close() error   { return nil }
func (l *oneConn) Addr() net.Addr { return l.conn.LocalAddr() }

// TestOutboxSurvivesAnOutage sends mails while the mail server is down: every request succeeds,
// nothing is lost, and once the server is back two gateways' workers deliver each mail exactly once,
// under the Message-ID it was given when it was made.
func TestOutboxSurvivesAnOutage(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			st := b.Open(t)
			ctx := context.Background()
			// A port where nothing listens: the server is down.
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			addr := ln.Addr().String()
			ln.Close()
			cfg := DefaultConfig()
			cfg.SMTPURL = "smtp://" + addr
			sender, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			clock := time.Now()
			var mu sync.Mutex
			now := func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
			gateways := []*Outbox{NewOutbox(sender, st, slog.New(slog.DiscardHandler)), NewOutbox(sender, st, slog.New(slog.DiscardHandler))}
			for _, o := range gateways {
				o.now = now
			}
			const mails = 12
			for i := range mails {
				m := Message{To: "koch@example.org", Language: "de", Template: Confirm, Data: Data{Name: "Koch", Link: "http://x/#token=" + strings.Repeat("a", i+1)}}
				if err := gateways[i%2].Send(ctx, m); err != nil {
					t.Fatalf("a request failed while the mail server was down: %v", err)
				}
			}
			if st := sender.Stats(); st.Failed[Confirm] != mails || st.Sent[Confirm] != 0 {
				t.Fatalf("stats while down: %+v", st)
			}

			ln, err = net.Listen("tcp", addr)
			if err != nil {
				t.Skipf("the port of the mail server was taken meanwhile: %v", err)
			}
			defer ln.Close()
			got := make(chan string, 2*mails)
			go serveSMTP(ln, got)
			// Before the backoff has passed nothing is due; after it, both workers send at once.
			for _, o := range gateways {
				o.sendDue(ctx)
			}
			if len(got) != 0 {
				t.Fatalf("%d mails went out before they were due again", len(got))
			}
			mu.Lock()
			clock = clock.Add(Backoff(0) + time.Second)
			mu.Unlock()
			var wg sync.WaitGroup
			for _, o := range gateways {
				wg.Go(func() { o.sendDue(ctx) })
			}
			wg.Wait()
			for _, o := range gateways {
				o.sendDue(ctx)
			}
			close(got)
			ids := map[string]int{}
			links := map[string]bool{}
			for data := range got {
				header, text, _ := readMail(t, strings.NewReader(data))
				ids[header.Get("Message-Id")]++
				if m := token.FindStringSubmatch(text); m != nil {
					links[m[1]] = true
				}
			}
			if len(ids) != mails || len(links) != mails {
				t.Fatalf("after the outage %d distinct mails arrived (%d links), want %d: %v", len(ids), len(links), mails, ids)
			}
			for id, n := range ids {
				if n != 1 {
					t.Errorf("mail %s arrived %d times", id, n)
				}
			}
		})
	}
}

func TestBackoff(t *testing.T) {
	want := []time.Duration{5 * time.Second, 10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second, 160 * time.Second, 5 * time.Minute}
	for i, w := range want {
		if got := Backoff(i); got != w {
			t.Errorf("Backoff(%d) = %v, want %v", i, got, w)
		}
	}
	if Backoff(400) != maxDelay {
		t.Errorf("Backoff(400) = %v", Backoff(400))
	}
}

// TestSendKept keeps prepared mails as a change's store method would and tries them: a mail is
// tried at once and never again; a mail whose claim would end during the attempt is left to the
// workers, which send it once the claim is over; a mail that cannot be rendered is refused before
// anything is kept.
func TestSendKept(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			st := b.Open(t)
			ctx := context.Background()
			cfg := DefaultConfig()
			cfg.OutboxDir = t.TempDir()
			sender, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			clock := time.Now()
			o := NewOutbox(sender, st, slog.New(slog.DiscardHandler))
			o.now = func() time.Time { return clock }
			// The .eml outbox writes a Message-ID once, whatever the attempts: count the attempts.
			written := func() uint64 { return sender.Stats().Sent[Reset] }
			m := Message{To: "koch@example.org", Language: "de", Template: Reset, Data: Data{Link: "http://x/#token=a"}}

			if _, err := o.Prepare(Message{To: "koch@example.org", Language: "fr", Template: Reset}); err == nil {
				t.Fatal("a mail without a template was prepared")
			}
			q, err := o.Prepare(m)
			if err != nil {
				t.Fatal(err)
			}
			if !q.DueAt.Equal(clock.Add(claimLease)) || len(q.ID) != 32 {
				t.Fatalf("prepared: %+v", q)
			}
			if err := st.QueueMail(ctx, q); err != nil {
				t.Fatal(err)
			}
			o.SendKept(ctx, q)
			if n := written(); n != 1 {
				t.Fatalf("%d mails written at once, want 1", n)
			}
			clock = clock.Add(claimLease + time.Second)
			o.sendDue(ctx)
			if n := written(); n != 1 {
				t.Fatalf("%d mails written after the workers ran, want 1", n)
			}

			// The change took so long that the claim would end during an attempt.
			late, err := o.Prepare(m)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.QueueMail(ctx, late); err != nil {
				t.Fatal(err)
			}
			clock = clock.Add(claimLease - attemptTimeout + time.Second)
			o.SendKept(ctx, late)
			if n := written(); n != 1 {
				t.Fatalf("a mail was sent at once past its claim: %d written", n)
			}
			o.sendDue(ctx)
			if n := written(); n != 1 {
				t.Fatalf("the workers sent a mail still claimed: %d written", n)
			}
			clock = clock.Add(attemptTimeout)
			o.sendDue(ctx)
			o.sendDue(ctx)
			if n := written(); n != 2 {
				t.Fatalf("%d mails written once the claim was over, want 2", n)
			}
		})
	}
}
