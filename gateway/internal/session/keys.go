package session

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// loadKeys returns the configured keys, or the ones kept in the key file, generating that file
// on first start.
func loadKeys(cfg Config) ([]string, error) {
	if len(cfg.Keys) > 0 {
		return cfg.Keys, nil
	}
	keys, err := readKeyFile(cfg.KeyFile)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return keys, err
	}
	if err := writeKeyFile(cfg.KeyFile); err != nil {
		return nil, err
	}
	return readKeyFile(cfg.KeyFile)
}

// readKeyFile reads keys separated by newlines or commas, first key first, as in SESSION_KEYS.
func readKeyFile(path string) ([]string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	keys := strings.FieldsFunc(string(raw), func(r rune) bool { return r == ',' || r == '\n' || r == '\r' })
	for i := range keys {
		keys[i] = strings.TrimSpace(keys[i])
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("session: the key file %s is empty", path)
	}
	return keys, nil
}

// writeKeyFile makes a 256-bit key readable only by this user. It appears under its final name
// in one step (a hard link), so a second gateway starting at the same moment reads either no file
// or the whole key, and the first file wins.
func writeKeyFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("session: unable to make the directory of %s: %w", path, err)
	}
	secret := make([]byte, 32)
	rand.Read(secret)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".session-keys-*")
	if err != nil {
		return fmt.Errorf("session: unable to write a key file: %w", err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(base64.RawURLEncoding.EncodeToString(secret) + "\n")
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("session: unable to write a key file: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("session: unable to keep the key in %s: %w", path, err)
	}
	return nil
}
