package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/http"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// benchPassword is the password of the benchmark's account: long and not among the common ones.
const benchPassword = "Rhabarberkuchen mit Baiser 1987"

// loginLatency measures POST /api/authenticate/credentials/ through the gateway: n sequential
// logins of one confirmed account, each a fresh argon2id verification and a new session. The
// account is made the way a reader makes one: register, the link from the outbox, confirm.
func loginLatency(ctx context.Context, gwBase, outbox string, n int) error {
	client := newClient(1)
	email := fmt.Sprintf("bench-%d@example.com", time.Now().UnixNano())
	register := fmt.Sprintf(`{"email":%q,"password":%q,"name":"Bench","language":"de"}`, email, benchPassword)
	if _, err := post(ctx, client, gwBase+"/api/register/", register, http.StatusAccepted); err != nil {
		return err
	}
	token, err := mailToken(ctx, outbox, email)
	if err != nil {
		return err
	}
	if _, err := post(ctx, client, gwBase+"/api/register/confirm/", fmt.Sprintf(`{"token":%q}`, token), http.StatusOK); err != nil {
		return err
	}
	login := fmt.Sprintf(`{"email":%q,"password":%q}`, email, benchPassword)
	const warmN = 3
	times := make([]time.Duration, 0, n)
	for i := range n + warmN {
		d, err := post(ctx, client, gwBase+"/api/authenticate/credentials/", login, http.StatusOK)
		if err != nil {
			return err
		}
		if i >= warmN {
			times = append(times, d)
		}
	}
	slices.Sort(times)
	fmt.Printf("\n3. Login latency: %d sequential POST /api/authenticate/credentials/ through the gateway (after %d unrecorded)\n", n, warmN)
	fmt.Println("   each verifies the password with argon2id (m=19 MiB, t=2, p=1) and starts a session")
	fmt.Printf("   p50 %s   p95 %s   max %s\n", ms(percentile(times, 50)), ms(percentile(times, 95)), ms(times[len(times)-1]))
	return nil
}

// post sends a JSON body as the site does (X-Requested-With) and fails unless the status is want.
func post(ctx context.Context, client *http.Client, url, body string, want int) (time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Requested-With", "bench")
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	answer, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	elapsed := time.Since(start)
	if err != nil {
		return 0, err
	}
	if resp.StatusCode != want {
		return 0, fmt.Errorf("bench: POST %s: status %d, want %d: %s", url, resp.StatusCode, want, answer)
	}
	return elapsed, nil
}

var tokenInLink = regexp.MustCompile(`#token=([A-Za-z0-9_-]+)`)

// mailToken waits for the confirmation mail to email in the outbox and reads the token of its link.
func mailToken(ctx context.Context, outbox, email string) (string, error) {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		files, _ := filepath.Glob(filepath.Join(outbox, "*.eml"))
		for _, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil || !bytes.Contains(raw, []byte(email)) {
				continue
			}
			text, err := mailText(raw)
			if err != nil {
				return "", fmt.Errorf("bench: reading %s: %w", f, err)
			}
			if m := tokenInLink.FindStringSubmatch(text); m != nil {
				return m[1], nil
			}
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return "", fmt.Errorf("bench: no confirmation mail to %s in %s", email, outbox)
}

// mailText is the decoded text of every part of an RFC 5322 message, joined.
func mailText(raw []byte) (string, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return "", err
	}
	var out strings.Builder
	var walk func(h textproto, body io.Reader) error
	walk = func(h textproto, body io.Reader) error {
		mediaType, params, err := mime.ParseMediaType(h.Get("Content-Type"))
		if err != nil {
			mediaType = "text/plain"
		}
		if strings.HasPrefix(mediaType, "multipart/") {
			mr := multipart.NewReader(body, params["boundary"])
			for {
				part, err := mr.NextPart()
				if errors.Is(err, io.EOF) {
					return nil
				}
				if err != nil {
					return err
				}
				if err := walk(part.Header, part); err != nil {
					return err
				}
			}
		}
		switch strings.ToLower(h.Get("Content-Transfer-Encoding")) {
		case "quoted-printable":
			body = quotedprintable.NewReader(body)
		case "base64":
			body = base64.NewDecoder(base64.StdEncoding, body)
		}
		b, err := io.ReadAll(body)
		out.Write(b)
		return err
	}
	err = walk(msg.Header, msg.Body)
	return out.String(), err
}

// textproto is what mail.Header and textproto.MIMEHeader have in common.
type textproto interface{ Get(string) string }
