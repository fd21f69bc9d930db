package cli

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// settings are the package configs filled from the environment (the table in the README).
type settings struct {
	server     server.Config
	store      store.Config
	upstream   upstream.Config
	contentAPI contentapi.Config
	logLevel   slog.Level
}

func readSettings(getenv func(string) string) (settings, error) {
	s := settings{
		server:     server.DefaultConfig(),
		store:      store.DefaultConfig(),
		upstream:   upstream.DefaultConfig(),
		contentAPI: contentapi.DefaultConfig(),
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
	if v := getenv("CONTENT_API_TOKEN"); v != "" {
		s.upstream.Token, s.contentAPI.Token = v, v
	}
	if v := getenv("LOG_LEVEL"); v != "" {
		if err := s.logLevel.UnmarshalText([]byte(v)); err != nil {
			return s, fmt.Errorf("LOG_LEVEL must be debug, info, warn or error (got %q)", v)
		}
	}
	if err := s.server.Validate(); err != nil {
		return s, err
	}
	if err := s.store.Validate(); err != nil {
		return s, err
	}
	return s, s.contentAPI.Validate()
}
