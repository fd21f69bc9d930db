// Package secret holds the gateway's keys: the ones configured (SESSION_KEYS, IMAGE_SIGNING_KEY,
// CONTENT_API_TOKEN), or else one generated on first start and kept in a file in DATA_DIR, so that
// a restart keeps sessions and image URLs valid and gateways sharing DATA_DIR share the key; on
// PostgreSQL the generated ones are kept in the store instead, for every gateway of the site. No
// secret has a default value in the code: a default is published with the code, and anyone who
// reads it holds the key.
package secret

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Keys returns the configured keys, or the ones kept in file, generating that file on first start.
// The first key is the one that signs; every key verifies (rotation).
func Keys(configured []string, file string) ([]string, error) {
	if len(configured) > 0 {
		return configured, nil
	}
	keys, err := read(file)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return keys, err
	}
	if err := write(file); err != nil {
		return nil, err
	}
	return read(file)
}

// Proposal is what a gateway offers as the shared value of a secret that the store keeps for every
// gateway of a site (store.SharedSecret): the keys it kept in file so far, so that a site moving to
// several gateways keeps its sessions, or else a new key.
func Proposal(file string) (string, error) {
	keys, err := read(file)
	if err == nil {
		return strings.Join(keys, ","), nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	return generate(), nil
}

// Split reads a value of keys separated by commas, as the variables and Proposal write them.
func Split(value string) []string {
	keys := strings.Split(value, ",")
	for i := range keys {
		keys[i] = strings.TrimSpace(keys[i])
	}
	return slices.DeleteFunc(keys, func(k string) bool { return k == "" })
}

// generate makes a 256-bit key.
func generate() string {
	key := make([]byte, 32)
	rand.Read(key)
	return base64.RawURLEncoding.EncodeToString(key)
}

// read reads keys separated by newlines or commas, first key first, as in the variables.
func read(path string) ([]string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	keys := strings.FieldsFunc(string(raw), func(r rune) bool { return r == ',' || r == '\n' || r == '\r' })
	for i := range keys {
		keys[i] = strings.TrimSpace(keys[i])
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("secret: the key file %s is empty", path)
	}
	return keys, nil
}

// write makes a 256-bit key readable only by this user. It appears under its final name in one
// step (a hard link), so a second gateway starting at the same moment reads either no file or the
// whole key, and the first file wins.
func write(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("secret: unable to make the directory of %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return fmt.Errorf("secret: unable to write a key file: %w", err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(generate() + "\n")
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("secret: unable to write a key file: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("secret: unable to keep the key in %s: %w", path, err)
	}
	return nil
}

// MinLength is the shortest secret that Check accepts: 32 characters of a random string are far
// beyond guessing, and a generated key (32 random bytes in base64) is 43.
const MinLength = 32

// minDistinct is the fewest different characters a secret of MinLength may have. Random base64 or
// hex strings of that length have 14 to 26; "aaaa…" or "abababab…" are someone's placeholder.
const minDistinct = 10

// published are values that were ever written down as defaults or examples for these variables:
// whoever reads the repository has them.
var published = []string{"dev-content-token"}

// Check says why a configured secret is too weak to put a site on the internet with, or nil: too
// short, too few different characters to be random, or a value that was published with the code.
func Check(value string) error {
	if slices.Contains(published, value) {
		return errors.New("it is a value published with the code")
	}
	if len(value) < MinLength {
		return fmt.Errorf("it is shorter than %d characters", MinLength)
	}
	distinct := map[rune]bool{}
	for _, r := range value {
		distinct[r] = true
	}
	if len(distinct) < minDistinct {
		return fmt.Errorf("it has only %d different characters", len(distinct))
	}
	return nil
}
