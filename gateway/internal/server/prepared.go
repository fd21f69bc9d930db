package server

import (
	"crypto/sha256"
	"encoding/hex"
	"sync"
)

// prepared remembers the upstream answers that passed their schema, by schema, crop scope and the
// hash of the answer's bytes, with what the gateway made of them: the body with its signed crops
// and its ETag. The same bytes fetched again (publishing purges every answer and most come back
// unchanged; a stale entry is revalidated) are then neither checked nor signed a second time,
// which is most of what a cache miss costs the gateway. Checking is a function of the bytes alone,
// so a remembered answer is exactly as checked as a fresh one.
type prepared struct {
	mu      sync.Mutex
	answers map[preparedKey]preparedAnswer
	// bytes counts the bodies remembered that are not the upstream's own (with crops).
	bytes int
}

type preparedKey struct {
	schema string
	scope  cropScope
	sum    [sha256.Size]byte
}

// preparedAnswer is a checked answer: its body as the gateway sends it and the ETag of that body.
type preparedAnswer struct {
	body       []byte
	etag       string
	etagHeader []string
}

// Bounds of what prepared keeps; past one of them it starts afresh, which at worst checks a few
// answers once more.
const (
	maxPrepared      = 20_000
	maxPreparedBytes = 32 << 20
)

func (p *prepared) get(k preparedKey) (preparedAnswer, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	a, ok := p.answers[k]
	return a, ok
}

// put remembers a; own is the size of a body that is not the upstream's (0 when it is).
func (p *prepared) put(k preparedKey, a preparedAnswer, own int) {
	if own > maxPreparedBytes/16 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.answers == nil || len(p.answers) >= maxPrepared || p.bytes+own > maxPreparedBytes {
		p.answers, p.bytes = make(map[preparedKey]preparedAnswer), 0
	}
	p.answers[k] = a
	p.bytes += own
}

// etagOf is the ETag of a body with this SHA-256 sum: 96 bits are plenty to tell versions apart.
func etagOf(sum [sha256.Size]byte) string {
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// prepare checks a 200 answer against its schema and adds its crops, or takes both from an
// earlier answer with the same bytes (see prepared).
func (s *Server) prepare(schemaName string, scope cropScope, body []byte, sum [sha256.Size]byte) (preparedAnswer, error) {
	k := preparedKey{schema: schemaName, scope: scope, sum: sum}
	if a, ok := s.prepared.get(k); ok {
		return a, nil
	}
	if err := s.schemas.Validate(schemaName, body); err != nil {
		s.logger.Warn("Request error: the answer does not match the schema", "error", err.Error())
		return preparedAnswer{}, err
	}
	a := preparedAnswer{body: body, etag: etagOf(sum)}
	own := 0
	if scope != noCrops {
		withCrops, err := s.withCrops(body, scope)
		if err != nil {
			return preparedAnswer{}, err
		}
		a = preparedAnswer{body: withCrops, etag: etagOf(sha256.Sum256(withCrops))}
		own = len(withCrops)
	}
	a.etagHeader = []string{a.etag}
	s.prepared.put(k, a, own)
	return a, nil
}
