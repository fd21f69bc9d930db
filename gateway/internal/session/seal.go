package session

import (
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"

	"golang.org/x/crypto/chacha20poly1305"
	"golang.org/x/crypto/hkdf"
)

// ErrUnsealable is returned for a value that no key of the ring opens, that was sealed for
// another purpose, or that has expired. The caller treats all of them alike: no session.
var ErrUnsealable = errors.New("session: the value cannot be opened")

// MinKeyLength is the shortest secret SESSION_KEYS may hold: 32 characters of a random string
// carry well over 128 bits.
const MinKeyLength = 32

// Ring seals values with the first of its keys and opens them with any of them, so a new key can
// be put in front of the old ones without logging anyone out.
type Ring struct {
	aeads []cipher.AEAD
}

// NewRing derives one XChaCha20-Poly1305 key from each secret with HKDF-SHA256. Deriving keeps
// secrets of any length and alphabet usable and separates these keys from any other use of the
// same secret.
func NewRing(secrets []string) (*Ring, error) {
	if len(secrets) == 0 {
		return nil, errors.New("session: at least one key is needed")
	}
	r := &Ring{}
	for i, secret := range secrets {
		if len(secret) < MinKeyLength {
			return nil, fmt.Errorf("session: key %d of SESSION_KEYS is shorter than %d characters", i+1, MinKeyLength)
		}
		key := make([]byte, chacha20poly1305.KeySize)
		if _, err := io.ReadFull(hkdf.New(sha256.New, []byte(secret), nil, []byte("tischlein sealed cookie v1")), key); err != nil {
			return nil, fmt.Errorf("session: unable to derive key %d: %w", i+1, err)
		}
		aead, err := chacha20poly1305.NewX(key)
		if err != nil {
			return nil, fmt.Errorf("session: unable to use key %d: %w", i+1, err)
		}
		r.aeads = append(r.aeads, aead)
	}
	return r, nil
}

// Seal encrypts and authenticates data until expires. The purpose is bound as associated data, so
// a value sealed for one cookie cannot be replayed as another. The random 192-bit nonce of
// XChaCha20 makes nonce reuse under one key a non-issue however many values are sealed.
func (r *Ring) Seal(purpose string, data []byte, expires time.Time) string {
	aead := r.aeads[0]
	plain := binary.BigEndian.AppendUint64(make([]byte, 0, 8+len(data)), uint64(expires.Unix()))
	plain = append(plain, data...)
	out := make([]byte, aead.NonceSize(), aead.NonceSize()+len(plain)+aead.Overhead())
	rand.Read(out) // crypto/rand.Read never fails (Go 1.24+)
	out = aead.Seal(out, out, plain, []byte(purpose))
	return base64.RawURLEncoding.EncodeToString(out)
}

// Open returns the data of a value sealed for purpose by any key of the ring, if it has not expired
// by now.
func (r *Ring) Open(purpose, sealed string, now time.Time) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil || len(raw) < chacha20poly1305.NonceSizeX+chacha20poly1305.Overhead+8 {
		return nil, ErrUnsealable
	}
	nonce, box := raw[:chacha20poly1305.NonceSizeX], raw[chacha20poly1305.NonceSizeX:]
	for _, aead := range r.aeads {
		plain, err := aead.Open(nil, nonce, box, []byte(purpose))
		if err != nil {
			continue
		}
		if expires := int64(binary.BigEndian.Uint64(plain)); now.Unix() >= expires {
			return nil, ErrUnsealable
		}
		return plain[8:], nil
	}
	return nil, ErrUnsealable
}
