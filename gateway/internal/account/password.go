package account

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are the cost of argon2id. Stored hashes carry their own, so changing them later still
// verifies every existing password.
type Params struct {
	// Memory in KiB.
	Memory  uint32
	Time    uint32
	Threads uint8
	SaltLen int
	KeyLen  uint32
}

// DefaultParams are OWASP's first recommendation for argon2id (Password Storage Cheat Sheet):
// 19 MiB of memory, two passes, one lane; a 16-byte salt and a 32-byte key.
func DefaultParams() Params {
	return Params{Memory: 19 * 1024, Time: 2, Threads: 1, SaltLen: 16, KeyLen: 32}
}

func (p Params) validate() error {
	if p.Memory < 8*uint32(p.Threads) || p.Time < 1 || p.Threads < 1 || p.SaltLen < 16 || p.KeyLen < 16 {
		return fmt.Errorf("account: argon2id parameters too weak: %+v", p)
	}
	return nil
}

// HashPassword hashes a password with argon2id and a random salt into a PHC string:
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key> (base64 without padding).
func HashPassword(password string, p Params) (string, error) {
	salt := make([]byte, p.SaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, p.KeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

var errBadHash = errors.New("account: not an argon2id PHC string")

// VerifyPassword tells whether password matches a PHC string made by HashPassword, comparing in
// constant time.
func VerifyPassword(password, phc string) (bool, error) {
	p, salt, key, err := parsePHC(phc)
	if err != nil {
		return false, err
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

func parsePHC(phc string) (Params, []byte, []byte, error) {
	parts := strings.Split(phc, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return Params{}, nil, nil, errBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return Params{}, nil, nil, errBadHash
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return Params{}, nil, nil, errBadHash
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	key, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	// Bounds keep a damaged row from asking for gigabytes or hours.
	if err1 != nil || err2 != nil || len(key) < 16 || len(key) > 128 || p.Memory > 1<<20 || p.Time < 1 || p.Time > 100 || p.Threads < 1 {
		return Params{}, nil, nil, errBadHash
	}
	p.SaltLen, p.KeyLen = len(salt), uint32(len(key))
	return p, salt, key, nil
}

//go:embed common-passwords.txt
var commonPasswordList []byte

// commonPasswords holds the 10,000 most common passwords, lower-case.
var commonPasswords = func() map[string]struct{} {
	m := make(map[string]struct{}, 10_000)
	sc := bufio.NewScanner(bytes.NewReader(commonPasswordList))
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" {
			m[strings.ToLower(w)] = struct{}{}
		}
	}
	return m
}()

// IsCommon tells whether a password is one of the 10,000 most common, in any case: "Passwort1"
// is as easy to guess as "passwort1".
func IsCommon(password string) bool {
	_, ok := commonPasswords[strings.ToLower(password)]
	return ok
}
