package account

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
)

// newToken returns 32 random bytes, base64url without padding (43 characters): 256 bits, far past
// the 128 that make guessing hopeless, for sessions and mail links alike.
func newToken() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand since Go 1.24)
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashToken is what the store keeps of a token: its SHA-256. A fast hash is enough, since the token
// is random and long; whoever reads the database still cannot use a session or a link.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
