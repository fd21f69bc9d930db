// Package server is the gateway's HTTP surface: the allowlisted /api routes that it forwards to the
// content API (public reads through the cache, personal calls with the session's user token), the
// social login, the static site, and health checks.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v5"
	"github.com/labstack/echo/v5/middleware"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/images"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	eventrelay "github.com/tischlein/tischlein/gateway/internal/relay"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/session"
	"github.com/tischlein/tischlein/gateway/internal/social"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// Upstream is the content API as the gateway sees it.
type Upstream interface {
	Get(ctx context.Context, req upstream.Request) (*upstream.Response, error)
	Do(ctx context.Context, req upstream.Request) (*upstream.Response, error)
}

// Cache keeps anonymous answers.
type Cache interface {
	Fresh(key string) (*cache.Entry, bool)
	Get(ctx context.Context, key string, fetch cache.Fetch) (*cache.Entry, cache.State, error)
	Purge(keys ...string)
	PurgeAll()
}

// Server is the gateway.
type Server struct {
	cfg      Config
	upstream Upstream
	cache    Cache
	schemas  *schema.Set
	site     fs.FS
	rules    *siteRules
	sessions *session.Manager
	csrf     *session.CSRF
	login    *social.Login
	images   *images.Pipeline
	relay    *eventrelay.Relay
	metrics  *metrics.Metrics
	logger   *slog.Logger
	access   accessLog
	echo     *echo.Echo
	// prepared remembers the answers already checked (prepared.go).
	prepared prepared
	// published is called when a change through this gateway reached published content (a purge
	// of everything): the site republishes (see OnPublish).
	published func()
	// The watch of the site's picture list for the image warm-up (images.go).
	picturesPoke chan struct{}
	cancelWatch  context.CancelFunc
	stopWatch    chan struct{}
}

// appleCallback is where Apple posts its form; with the newsletter's one-click unsubscribe
// (newsletterUnsubscribe), the only cross-site writes the gateway takes.
const appleCallback = "/api/authenticate/" + social.Apple + "/callback/"

// New builds the gateway. The session cookies are Secure when PublicURL is https, and the social
// login callbacks are under PublicURL, whatever cfg.Session and cfg.Social say.
func New(cfg Config, up Upstream, c Cache, schemas *schema.Set, logger *slog.Logger) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.Session.Secure = strings.HasPrefix(cfg.PublicURL, "https:")
	cfg.Social.PublicURL = cfg.PublicURL
	sessions, err := session.New(cfg.Session)
	if err != nil {
		return nil, err
	}
	login, err := social.New(cfg.Social)
	if err != nil {
		return nil, err
	}
	csrf, err := session.NewCSRF(cfg.PublicURL, appleCallback, newsletterUnsubscribe)
	if err != nil {
		return nil, err
	}
	pictures, err := images.New(cfg.Images, logger)
	if err != nil {
		return nil, err
	}
	events, err := eventrelay.New(cfg.Relay, logger)
	if err != nil {
		return nil, err
	}
	proxies, _ := parseCIDRs(cfg.TrustedProxies)
	e := echo.NewWithConfig(echo.Config{Logger: logger, HTTPErrorHandler: apierror.Handler(logger), IPExtractor: clientIP(proxies)})
	site := os.DirFS(cfg.SiteDir)
	s := &Server{cfg: cfg, upstream: up, cache: c, schemas: schemas, site: site, rules: &siteRules{site: site},
		sessions: sessions, csrf: csrf, login: login, images: pictures, relay: events, logger: logger, access: accessLog{logger: logger},
		echo: e, published: func() {}}
	e.Pre(middleware.AddTrailingSlashWithConfig(middleware.AddTrailingSlashConfig{
		Skipper: func(c *echo.Context) bool {
			p := c.Request().URL.Path
			return !strings.HasPrefix(p, "/api/") || strings.HasPrefix(p, "/api/media/")
		},
	}))
	e.Use(s.frame())
	e.Use(middleware.Recover())
	e.Use(s.limitQuery)
	e.Use(s.refuseCrossSiteWrites)
	s.routes(e)
	if err := checkRoutes(e.Router().Routes()); err != nil {
		return nil, err
	}
	s.startWarmUp()
	return s, nil
}

// OnPublish sets what happens when published content changed through this gateway (the
// publisher's Changed); call it before Start.
func (s *Server) OnPublish(f func()) { s.published = f }

// Purge drops the cached answers a purge header or announcement names ("de /recipes/a/, …", or
// "*" for all of them); it reports whether it was everything, which is what publishing sends.
func (s *Server) Purge(header string) (all bool) {
	for part := range strings.SplitSeq(header, ",") {
		if strings.TrimSpace(part) == "*" {
			s.cache.PurgeAll()
			return true
		}
	}
	s.cache.Purge(purgeKeys(header)...)
	return false
}

// Close stops the event relay's workers and the image warm-up; call it once the server stopped.
func (s *Server) Close() {
	s.relay.Close()
	s.stopWarmUp()
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// Start serves until ctx is cancelled, then lets open requests finish.
func (s *Server) Start(ctx context.Context) error {
	sc := echo.StartConfig{
		Address:         fmt.Sprintf(":%d", s.cfg.Port),
		HideBanner:      true,
		HidePort:        true,
		GracefulTimeout: s.cfg.ShutdownTimeout,
		BeforeServeFunc: func(hs *http.Server) error {
			hs.ReadHeaderTimeout = s.cfg.ReadHeaderTimeout
			hs.ReadTimeout = s.cfg.ReadTimeout
			hs.WriteTimeout = s.cfg.WriteTimeout
			hs.IdleTimeout = s.cfg.IdleTimeout
			return nil
		},
	}
	s.logger.Info("gateway listening", "url", fmt.Sprintf("http://localhost:%d", s.cfg.Port))
	return sc.Start(ctx, s.echo)
}

// frame is the outermost layer of every request: it gives the request its ID (requestID) and
// the answer the security headers, and when the answer is done it hands the final status and
// latency to measure and writes one access log line with the request ID (accessLog). A request whose
// reader left before the answer is 499 at info (apierror.LoggedStatus): the client's doing, not
// a failure. One layer instead of one per task, with one clock read at either end, because every
// cached answer passes through it (echo's request ID and request logger middleware did the same
// in three layers, with more clock reads and allocations).
func (s *Server) frame() echo.MiddlewareFunc {
	httpsSite := strings.HasPrefix(s.cfg.PublicURL, "https:")
	var instance []string
	if s.cfg.Instance != "" {
		instance = []string{s.cfg.Instance}
	}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c *echo.Context) error {
			id := requestID(c)
			h := c.Response().Header()
			h[echo.HeaderXRequestID] = []string{id}
			securityHeaders(h, httpsSite || c.IsTLS(), !strings.HasPrefix(c.Request().URL.Path, "/api/"))
			if instance != nil {
				h["X-Instance"] = instance
			}
			start := time.Now()
			err := next(c)
			if err != nil {
				c.Echo().HTTPErrorHandler(c, err)
			}
			end := time.Now()
			latency := end.Sub(start)
			_, status := echo.ResolveResponseStatus(c.Response(), err)
			status = apierror.LoggedStatus(c, status, err)
			s.measure(c, status, latency)
			level := slog.LevelInfo
			if status >= 500 {
				level = slog.LevelError
			}
			req := c.Request()
			s.access.write(req.Context(), accessLine{end: end, level: level, method: req.Method, uri: req.RequestURI,
				status: status, latency: latency, requestID: id, cache: headerValue(h, "X-Cache")})
			// The error was answered above; middleware outside this one may still want to see it
			// (echo's own error handling ignores an answered one).
			return err
		}
	}
}

// headerValue is h's first value of a key in canonical form, without canonicalising it again.
func headerValue(h http.Header, key string) string {
	if v := h[key]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Header values that every answer shares are built once: assigning a shared slice to a canonical
// key costs no allocation on the hot path of cached answers (net/http never modifies them).
var (
	nosniff        = []string{"nosniff"}
	referrerPolicy = []string{"strict-origin-when-cross-origin"}
	frameAncestors = []string{"frame-ancestors 'none'; object-src 'none'; base-uri 'self'"}
	hsts           = []string{"max-age=63072000; includeSubDomains"}
	// The site uses none of these powerful features, so no page (or script smuggled into one) may.
	permissionsPolicy = []string{"camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"}
)

// securityHeaders are sent on every answer; the rest of the content security policy (script and
// style sources with the hashes of each page's inline scripts) comes with the pages, as a <meta>
// the build writes (site/astro.config.mjs). HSTS goes out when the site is public over https
// (PUBLIC_URL), also behind a proxy that ends TLS, and on any TLS connection.
//
// Referrer-Policy and Permissions-Policy act only on a document (what it may send as referrer,
// which browser features it and its frames may use), so they go out with everything outside /api/
// (document: the pages, the site's files, the optimizer's pictures), not with the content API's
// answers — JSON that scripts fetch and media that pages embed. Those are the gateway's most
// frequent answers, and each header field costs every one of them; OWASP's REST security guidance
// names the other headers here for APIs, not these two.
func securityHeaders(h http.Header, https, document bool) {
	h["X-Content-Type-Options"] = nosniff
	h["Content-Security-Policy"] = frameAncestors
	if document {
		h["Referrer-Policy"] = referrerPolicy
		h["Permissions-Policy"] = permissionsPolicy
	}
	if https {
		h["Strict-Transport-Security"] = hsts
	}
}

// clientIP is the client's address as the content API's rate limits need it: the connection's
// peer, or, when that is a trusted proxy, the nearest address in X-Forwarded-For that is not one.
func clientIP(trusted []*net.IPNet) echo.IPExtractor {
	if len(trusted) == 0 {
		return echo.ExtractIPDirect()
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, n := range trusted {
		opts = append(opts, echo.TrustIPRange(n))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}

// refuseCrossSiteWrites answers 403 csrf_rejected to a write under /api that another site may
// have made the browser send (see session.CSRF), whatever the route. Like the answers of the
// personal routes it guards, the refusal is private.
func (s *Server) refuseCrossSiteWrites(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c *echo.Context) error {
		req := c.Request()
		if strings.HasPrefix(req.URL.Path, "/api/") {
			if err := s.csrf.Check(req); err != nil {
				markPrivate(c)
				s.logger.Info("write refused", "reason", err.Error(), "path", req.URL.Path, "request_id", c.Response().Header().Get(echo.HeaderXRequestID))
				return apierror.Wrap(http.StatusForbidden, "csrf_rejected", err)
			}
		}
		return next(c)
	}
}
