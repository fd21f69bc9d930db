package server

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// menuUpstream answers the menu with a status, or fails; it counts the calls.
type menuUpstream struct {
	status int
	err    error
	calls  int
}

func (m *menuUpstream) Get(context.Context, upstream.Request) (*upstream.Response, error) {
	m.calls++
	if m.err != nil {
		return nil, m.err
	}
	return &upstream.Response{Status: m.status}, nil
}

func (m *menuUpstream) Do(ctx context.Context, req upstream.Request) (*upstream.Response, error) {
	return m.Get(ctx, req)
}

// TestReadinessRemembers: the content API's answer is kept readyFor after a success and
// notReadyFor after a failure, then asked again.
func TestReadinessRemembers(t *testing.T) {
	up := &menuUpstream{status: http.StatusOK}
	var r readiness
	if err := r.contentAPI(up); err != nil || up.calls != 1 {
		t.Fatalf("first probe: %v after %d calls", err, up.calls)
	}
	up.err = errors.New("connection refused")
	if err := r.contentAPI(up); err != nil || up.calls != 1 {
		t.Fatalf("within %v the last answer holds: %v after %d calls", readyFor, err, up.calls)
	}
	r.checked = time.Now().Add(-readyFor)
	if err := r.contentAPI(up); err == nil || up.calls != 2 {
		t.Fatalf("after %v the content API is asked again: %v after %d calls", readyFor, err, up.calls)
	}
	up.err = nil
	if err := r.contentAPI(up); err == nil || up.calls != 2 {
		t.Fatalf("a failure holds for %v: %v after %d calls", notReadyFor, err, up.calls)
	}
	r.checked = time.Now().Add(-notReadyFor)
	if err := r.contentAPI(up); err != nil || up.calls != 3 {
		t.Fatalf("after %v a recovered content API makes it ready: %v after %d calls", notReadyFor, err, up.calls)
	}
	up.status = http.StatusForbidden
	r.checked = time.Now().Add(-readyFor)
	if err := r.contentAPI(up); err == nil {
		t.Fatal("a 403 from the content API is not ready")
	}
}
