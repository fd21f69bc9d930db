package server

import (
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// healthz says the process is alive; it asks nobody else.
func (s *Server) healthz(c *echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}

// homePage is the first page a build writes; without it SITE_DIR holds no site yet.
const homePage = "de/index.html"

// sitePages are the pages a built site has: without them every reader would get the plain 404.
var sitePages = []string{homePage, "en/index.html", "de/404/index.html", "en/404/index.html"}

// siteBuilt says whether SITE_DIR holds a built site, which readyz waits for.
func (s *Server) siteBuilt() error {
	for _, page := range sitePages {
		if _, err := fs.Stat(s.site, page); err != nil {
			return fmt.Errorf("server: the site is not built: %w", err)
		}
	}
	return nil
}

// How long readyz trusts the content API's last answer. A load balancer probes every few seconds
// per gateway; a probe must not cost an upstream call each time. A failure is kept for less time,
// so a gateway that is starting becomes ready soon after it can.
const (
	readyFor    = 5 * time.Second
	notReadyFor = time.Second
)

// readiness remembers when the content API last answered readyz and how.
type readiness struct {
	mu      sync.Mutex
	checked time.Time
	err     error
}

// readyz says the gateway can serve readers: the site is built (SITE_DIR has its home and 404
// pages) and the content API answers the gateway's token (a 401 or 403 means it does not). The
// content API's answer is remembered for a few seconds, and a probe's own cancellation does not
// count as the content API's failure.
func (s *Server) readyz() echo.HandlerFunc {
	var ready readiness
	return func(c *echo.Context) error {
		c.Response().Header().Set("Cache-Control", "no-store")
		if err := s.siteBuilt(); err != nil {
			return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
		}
		if err := ready.contentAPI(s.upstream); err != nil {
			return apierror.Wrap(http.StatusServiceUnavailable, "unavailable", err)
		}
		return c.JSON(http.StatusOK, map[string]string{"status": "ready"})
	}
}

// contentAPI asks the content API for the menu, at most once per readyFor (notReadyFor after a
// failure); concurrent probes wait for the one call.
func (r *readiness) contentAPI(up Upstream) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	keep := readyFor
	if r.err != nil {
		keep = notReadyFor
	}
	if !r.checked.IsZero() && time.Since(r.checked) < keep {
		return r.err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	resp, err := up.Get(ctx, upstream.Request{Path: "/menu/", Language: "de"})
	if err == nil && resp.Status != http.StatusOK {
		err = fmt.Errorf("server: the content API answered the menu with %d", resp.Status)
	}
	r.checked, r.err = time.Now(), err
	return err
}
