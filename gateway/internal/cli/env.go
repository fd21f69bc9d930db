package cli

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	"github.com/tischlein/tischlein/gateway/internal/publish"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// settings are the package configs filled from the environment (the table in docs/configuration.md).
type settings struct {
	server     server.Config
	store      store.Config
	upstream   upstream.Config
	contentAPI contentapi.Config
	cache      cache.Config
	publish    publish.Config
	metrics    metrics.Config
	// publicURL is the site's address as browsers see it (PUBLIC_URL, default http://localhost:$PORT):
	// the content API puts it in mail links, the gateway in OAuth callbacks and cookie decisions.
	publicURL string
	logLevel  slog.Level
}

func readSettings(getenv func(string) string) (settings, error) {
	s := settings{
		server:     server.DefaultConfig(),
		store:      store.DefaultConfig(),
		upstream:   upstream.DefaultConfig(),
		contentAPI: contentapi.DefaultConfig(),
		cache:      cache.DefaultConfig(),
		publish:    publish.DefaultConfig(),
		metrics:    metrics.DefaultConfig(),
		logLevel:   slog.LevelInfo,
	}
	if v := getenv("PORT"); v != "" {
		port, err := strconv.Atoi(v)
		if err != nil {
			return s, fmt.Errorf("PORT must be a number (got %q)", v)
		}
		s.server.Port = port
	}
	if v := getenv("DATA_DIR"); v != "" {
		s.store.DataDir = v
	}
	s.store.DatabaseURL = getenv("DATABASE_URL")
	if v := getenv("SITE_DIR"); v != "" {
		s.server.SiteDir = v
	}
	s.upstream.BaseURL = strings.TrimSuffix(getenv("CONTENT_API_URL"), "/")
	if err := readContentAPIToken(&s, getenv); err != nil {
		return s, err
	}
	s.publicURL = fmt.Sprintf("http://localhost:%d", s.server.Port)
	if v := getenv("PUBLIC_URL"); v != "" {
		s.publicURL = strings.TrimSuffix(v, "/")
	}
	s.contentAPI.Account.PublicURL = s.publicURL
	s.server.Instance = getenv("INSTANCE_NAME")
	s.publish.BuildHookURL = getenv("BUILD_HOOK_URL")
	if v := getenv("SITE_BUILD_COMMAND"); v != "" {
		s.publish.Command = v
	}
	if v := getenv("SITE_SOURCE_DIR"); v != "" {
		s.publish.SourceDir = v
	}
	// The build reads the content through this gateway, as every build does. Its absolute URLs use
	// SITE_URL, else PUBLIC_URL, else this gateway's port: the rule of the site's own build
	// (site/src/lib/urls.ts siteOrigin) and of scripts/start, so a rebuilt page links like the rest.
	s.publish.SiteDir, s.publish.SiteURL = s.server.SiteDir, s.publicURL
	if v := getenv("SITE_URL"); v != "" {
		s.publish.SiteURL = strings.TrimSuffix(v, "/")
	}
	s.publish.APIURL = fmt.Sprintf("http://127.0.0.1:%d/api", s.server.Port)
	switch v := strings.ToLower(getenv("RATE_LIMITS")); v {
	case "", "on", "true", "1":
		s.contentAPI.Account.RateLimits = true
	case "off", "false", "0":
		s.contentAPI.Account.RateLimits = false
		s.server.Relay.PerAddress = 0
	default:
		return s, fmt.Errorf("RATE_LIMITS must be on or off (got %q)", v)
	}
	s.server.Relay.PixelID, s.server.Relay.AccessToken = getenv("FB_PIXEL_ID"), getenv("FB_ACCESS_TOKEN")
	if v := getenv("FB_API_URL"); v != "" {
		s.server.Relay.APIURL = v
	}
	s.contentAPI.Mail.SMTPURL = getenv("SMTP_URL")
	if v := getenv("MAIL_FROM"); v != "" {
		s.contentAPI.Mail.From = v
	}
	s.contentAPI.Mail.OutboxDir = filepath.Join(s.store.DataDir, "outbox")
	if v := getenv("CACHE_MAX_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return s, fmt.Errorf("CACHE_MAX_BYTES must be a positive number of bytes (got %q)", v)
		}
		s.cache.MaxBytes = n
	}
	s.server.Images.Keys = splitList(getenv("IMAGE_SIGNING_KEY"))
	s.server.Images.KeyFile = filepath.Join(s.store.DataDir, "image-keys")
	s.server.Images.CacheDir = filepath.Join(s.store.DataDir, "images")
	if v := getenv("IMAGE_CACHE_MAX_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return s, fmt.Errorf("IMAGE_CACHE_MAX_BYTES must be a positive number of bytes (got %q)", v)
		}
		s.server.Images.CacheMaxBytes = n
	}
	if v := getenv("IMAGE_DECODE_BUDGET_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return s, fmt.Errorf("IMAGE_DECODE_BUDGET_BYTES must be a positive number of bytes (got %q)", v)
		}
		s.server.Images.DecodeBudget = n
	}
	switch v := getenv("IMAGE_WARM_UP"); v {
	case "", "on":
	case "off":
		s.server.Images.WarmUp = false
	default:
		return s, fmt.Errorf("IMAGE_WARM_UP must be on or off (got %q)", v)
	}
	s.metrics.Token = getenv("METRICS_TOKEN")
	if v := getenv("METRICS_PORT"); v != "" {
		port, err := strconv.Atoi(v)
		if err != nil {
			return s, fmt.Errorf("METRICS_PORT must be a number (got %q)", v)
		}
		s.metrics.Port = port
	}
	if v := getenv("LOG_LEVEL"); v != "" {
		if err := s.logLevel.UnmarshalText([]byte(v)); err != nil {
			return s, fmt.Errorf("LOG_LEVEL must be debug, info, warn or error (got %q)", v)
		}
	}
	readSessionSettings(&s, getenv)
	if err := refuseWeakSecrets(s); err != nil {
		return s, err
	}
	if err := s.server.Validate(); err != nil {
		return s, err
	}
	if err := s.store.Validate(); err != nil {
		return s, err
	}
	if err := s.cache.Validate(); err != nil {
		return s, err
	}
	if err := s.publish.Validate(); err != nil {
		return s, err
	}
	if err := s.metrics.Validate(); err != nil {
		return s, err
	}
	return s, s.contentAPI.Validate()
}
