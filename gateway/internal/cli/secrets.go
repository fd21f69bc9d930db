package cli

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tischlein/tischlein/gateway/internal/secret"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// readContentAPIToken sets the bearer token between the gateway and the content API. Configured
// (CONTENT_API_TOKEN), it must be strong; otherwise the embedded content API and its gateway
// share one generated into DATA_DIR/content-api-token, so no process that merely reaches the
// loopback port can call the content API as the gateway. An external content API
// (CONTENT_API_URL) cannot share a file with the gateway: it needs the token configured.
func readContentAPIToken(s *settings, getenv func(string) string) error {
	if v := getenv("CONTENT_API_TOKEN"); v != "" {
		s.upstream.Token, s.contentAPI.Token = v, v
		return nil
	}
	if s.upstream.BaseURL != "" {
		return errors.New("CONTENT_API_URL needs CONTENT_API_TOKEN: the token the content API was started with " +
			"(gateway content-api keeps a generated one in its DATA_DIR/content-api-token)")
	}
	s.contentAPI.TokenFile = filepath.Join(s.store.DataDir, "content-api-token")
	s.upstream.TokenFile = s.contentAPI.TokenFile
	return nil
}

// refuseWeakSecrets stops a start on the internet (an https PUBLIC_URL) with a configured secret
// that is short, patterned or was published with the code: a key anyone can guess seals anyone's
// session, signs any picture URL, or reads the metrics. Unset secrets are generated strong; the
// content API token is checked whatever the URL (upstream and contentapi Validate).
func refuseWeakSecrets(s settings) error {
	if !strings.HasPrefix(s.publicURL, "https:") {
		return nil
	}
	secrets := map[string][]string{
		"SESSION_KEYS":      s.server.Session.Keys,
		"IMAGE_SIGNING_KEY": s.server.Images.Keys,
	}
	if s.metrics.Token != "" {
		secrets["METRICS_TOKEN"] = []string{s.metrics.Token}
	}
	for _, name := range []string{"SESSION_KEYS", "IMAGE_SIGNING_KEY", "METRICS_TOKEN"} {
		for i, value := range secrets[name] {
			if err := secret.Check(value); err != nil {
				return fmt.Errorf("PUBLIC_URL is https, so %s must be strong, and its key %d is not: %v. "+
					"Use 32 random characters (openssl rand -base64 32), or leave it unset to have one generated into DATA_DIR",
					name, i+1, err)
			}
		}
	}
	return nil
}

// shareSecrets takes the secrets that are not configured from the store when gateways on other
// machines share it (PostgreSQL): each is made once, by the gateway that starts first (from what
// its DATA_DIR kept so far, so sessions survive the move to several gateways), and every gateway
// then seals and opens the same cookies, signs the same picture URLs and calls its embedded content
// API with the same token. On SQLite they stay in DATA_DIR, all that the gateways of one machine
// share anyway. Configured values always win.
func shareSecrets(ctx context.Context, s *settings, st *store.Store) error {
	if !st.Shared() {
		return nil
	}
	shared := func(name, file string) (string, error) {
		proposed, err := secret.Proposal(file)
		if err != nil {
			return "", err
		}
		return st.SharedSecret(ctx, name, proposed)
	}
	for _, k := range []struct {
		name string
		keys *[]string
		file string
	}{
		{"session-keys", &s.server.Session.Keys, s.server.Session.KeyFile},
		{"image-keys", &s.server.Images.Keys, s.server.Images.KeyFile},
	} {
		if len(*k.keys) > 0 {
			continue
		}
		value, err := shared(k.name, k.file)
		if err != nil {
			return err
		}
		if *k.keys = secret.Split(value); len(*k.keys) == 0 {
			return fmt.Errorf("the store's %s is empty", k.name)
		}
	}
	if s.contentAPI.Token == "" {
		value, err := shared("content-api-token", s.contentAPI.TokenFile)
		if err != nil {
			return err
		}
		tokens := secret.Split(value)
		if len(tokens) == 0 {
			return errors.New("the store's content API token is empty")
		}
		s.contentAPI.Token, s.upstream.Token = tokens[0], tokens[0]
	}
	return nil
}
