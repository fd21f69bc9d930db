// Package upstream calls the content API as the upstream contract of DESIGN.md requires: vendor
// JSON Accept header (version 3), bearer token, JSON content type, the reader's language and user
// token, no redirect following, and errors logged as "Status {code}", "HTML response - {body}" or
// "Request error: …".
package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/redirect"
	"github.com/tischlein/tischlein/gateway/internal/secret"
)

// Accept is the vendor media type of the content API, version 3.
const Accept = "application/vnd.tischlein+json; version=3"

// Request is one call.
type Request struct {
	// Method is GET when empty.
	Method string
	// Path below the base URL, e.g. "/recipes/spaghetti-carbonara/".
	Path string
	// RawQuery is passed on as it is.
	RawQuery string
	// Language is de or en.
	Language string
	// UserToken is the logged-in user's token, or empty.
	UserToken string
	// ClientIP is the reader's address, for the content API's per-address rate limits.
	ClientIP string
	// Body is sent as it is (JSON), or nothing when nil.
	Body []byte
	// RequestID ties the upstream log line to the gateway's.
	RequestID string
	// Binary allows a non-JSON answer (media).
	Binary bool
}

// Response is what the content API answered.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
	// RedirectURL is the public path of a 301/302 Location that points into the content API.
	RedirectURL string
}

// Client calls the content API.
type Client struct {
	cfg    Config
	base   *url.URL
	http   *resty.Client
	logger *slog.Logger
	// failed is told the error code of each failed call (see OnError).
	failed func(code string)
}

// New makes a client. Connections are kept alive and reused: the content API is one host.
func New(cfg Config, logger *slog.Logger) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	base, _ := url.Parse(strings.TrimSuffix(cfg.BaseURL, "/"))
	if cfg.Token == "" {
		keys, err := secret.Keys(nil, cfg.TokenFile)
		if err != nil {
			return nil, fmt.Errorf("upstream: unable to read the content API token: %w", err)
		}
		cfg.Token = keys[0]
	}
	transport := &http.Transport{
		Proxy:               nil,
		DialContext:         (&net.Dialer{Timeout: 2 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        256,
		MaxIdleConnsPerHost: 256,
		IdleConnTimeout:     90 * time.Second,
	}
	rc := resty.New().
		SetTransport(transport).
		SetTimeout(cfg.Timeout).
		SetResponseBodyLimit(cfg.MaxBody).
		SetRedirectPolicy(resty.RedirectPolicyFunc(func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		})).
		SetHeader("Accept", Accept).
		SetHeader("Content-Type", "application/json").
		SetHeader("Authorization", "Bearer "+cfg.Token)
	return &Client{cfg: cfg, base: base, http: rc, logger: logger, failed: func(string) {}}, nil
}

// OnError sets what is told the error code (upstream_timeout, upstream_unreachable,
// upstream_error, upstream_invalid, unavailable) of every failed call, for the metrics; call it
// before the first call. A call that could not even be made (ErrUnsendable) is the caller's
// mistake, not the content API's, and is not told.
func (c *Client) OnError(f func(code string)) { c.failed = f }

// Get reads from the content API; see Do.
func (c *Client) Get(ctx context.Context, req Request) (*Response, error) {
	req.Method = http.MethodGet
	return c.Do(ctx, req)
}

// Do calls the content API. A 2xx or 3xx answer and a 4xx answer with a JSON error body come back
// as a Response (the client error is the reader's, and its status tells the truth, its headers
// such as Retry-After included); everything else becomes an *apierror.Error: 504 for a timeout,
// 502 for an unreachable upstream, a 5xx, an HTML page or garbage, 503 when the upstream says it
// is unavailable. A write is never retried: it may have happened.
func (c *Client) Do(ctx context.Context, req Request) (*Response, error) {
	resp, err := c.do(ctx, req)
	if e, ok := apierror.As(err); ok && !errors.Is(err, ErrUnsendable) {
		c.failed(e.Code)
	}
	return resp, err
}

// ErrUnsendable marks a request that cannot be sent as it is: a path that is not one escaped
// path, a query that does not parse, a header value with a line break or another control
// character. It comes as a 400 bad_request, and nothing reaches the content API.
var ErrUnsendable = errors.New("upstream: the request cannot be sent")

// target is the URL of a call: the base URL and the path as given, which must already be escaped
// (the route's parameters, each url.PathEscape'd) and must stay exactly as given, so an escaped
// "/" or "?" in a segment is never decoded into structure on the way.
func (c *Client) target(req Request) (string, error) {
	target := c.base.String() + req.Path
	u, err := url.Parse(target)
	switch {
	case err != nil:
		return "", fmt.Errorf("%w: %w", ErrUnsendable, err)
	case !strings.HasPrefix(req.Path, "/") || u.RawQuery != "" || u.Fragment != "" || u.EscapedPath() != c.base.EscapedPath()+req.Path:
		return "", fmt.Errorf("%w: the path %q is not one escaped path", ErrUnsendable, req.Path)
	}
	if _, err := url.ParseQuery(req.RawQuery); err != nil {
		return "", fmt.Errorf("%w: %w", ErrUnsendable, err)
	}
	for _, v := range []string{req.Language, req.UserToken, req.ClientIP, req.RequestID} {
		if strings.ContainsFunc(v, isControl) {
			return "", fmt.Errorf("%w: a header value holds a control character", ErrUnsendable)
		}
	}
	return u.String(), nil
}

func isControl(r rune) bool { return r < 0x20 && r != '\t' || r == 0x7f }

func (c *Client) do(ctx context.Context, req Request) (*Response, error) {
	method := req.Method
	if method == "" {
		method = http.MethodGet
	}
	target, err := c.target(req)
	if err != nil {
		c.logger.Info("Request error: "+err.Error(), "method", method, "request_id", req.RequestID)
		return nil, apierror.Wrap(http.StatusBadRequest, "bad_request", err)
	}
	r := c.http.R().SetContext(ctx).SetHeader("Accept-Language", req.Language)
	if req.UserToken != "" {
		r.SetHeader("X-Ultron-User", req.UserToken)
	}
	if req.ClientIP != "" {
		r.SetHeader("X-Client-IP", req.ClientIP)
	}
	if req.RequestID != "" {
		r.SetHeader("X-Request-Id", req.RequestID)
	}
	if req.RawQuery != "" {
		r.SetQueryString(req.RawQuery)
	}
	if req.Body != nil {
		r.SetBody(req.Body)
	}
	log := c.logger.With("upstream", target, "method", method, "request_id", req.RequestID)

	resp, err := r.Execute(method, target)
	if err != nil {
		log.Warn("Request error: " + err.Error())
		if isTimeout(err) {
			return nil, apierror.Wrap(http.StatusGatewayTimeout, "upstream_timeout", err)
		}
		return nil, apierror.Wrap(http.StatusBadGateway, "upstream_unreachable", err)
	}
	out := &Response{Status: resp.StatusCode(), Header: resp.Header(), Body: resp.Body()}
	contentType := out.Header.Get("Content-Type")
	isJSON := strings.Contains(contentType, "json")

	switch {
	case out.Status == http.StatusMovedPermanently || out.Status == http.StatusFound:
		loc, ok := c.publicPath(out.Header.Get("Location"))
		if !ok {
			log.Warn("Request error: redirect outside the content API", "location", out.Header.Get("Location"))
			return nil, apierror.New(http.StatusBadGateway, "upstream_invalid")
		}
		out.RedirectURL = loc
		return out, nil
	case out.Status >= 400:
		log.Warn("Status " + strconv.Itoa(out.Status))
		if strings.Contains(contentType, "html") || looksLikeHTML(out.Body) {
			log.Warn("HTML response - " + excerpt(out.Body))
		}
		if out.Status < 500 && isJSON && json.Valid(out.Body) {
			return out, nil
		}
		if out.Status == http.StatusServiceUnavailable {
			return nil, apierror.New(http.StatusServiceUnavailable, "unavailable")
		}
		return nil, apierror.New(http.StatusBadGateway, "upstream_error")
	case out.Status < 200 || out.Status >= 300:
		log.Warn("Status " + strconv.Itoa(out.Status))
		return nil, apierror.New(http.StatusBadGateway, "upstream_error")
	}
	if req.Binary || out.Status == http.StatusNoContent {
		return out, nil
	}
	if !isJSON || !json.Valid(out.Body) {
		if looksLikeHTML(out.Body) {
			log.Warn("HTML response - " + excerpt(out.Body))
		} else {
			log.Warn("Request error: the answer is not JSON", "content_type", contentType)
		}
		return nil, apierror.New(http.StatusBadGateway, "upstream_invalid")
	}
	return out, nil
}

// publicPath maps a Location inside the content API to the gateway's public /api path, which must
// be a path on this site (redirect.Local) like every Location the gateway sends.
func (c *Client) publicPath(location string) (string, bool) {
	u, err := c.base.Parse(location)
	if err != nil {
		return "", false
	}
	if u.Host != c.base.Host || !strings.HasPrefix(u.Path, c.base.Path+"/") {
		return "", false
	}
	return redirect.Local((&url.URL{Path: "/api" + strings.TrimPrefix(u.Path, c.base.Path), RawQuery: u.RawQuery}).String())
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

func looksLikeHTML(body []byte) bool {
	s := strings.ToLower(strings.TrimSpace(string(body[:min(len(body), 64)])))
	return strings.HasPrefix(s, "<!doctype html") || strings.HasPrefix(s, "<html")
}

// excerpt keeps log lines short: the first 300 bytes of a body, on one line.
func excerpt(body []byte) string {
	s := string(body[:min(len(body), 300)])
	return strings.Join(strings.Fields(s), " ")
}
