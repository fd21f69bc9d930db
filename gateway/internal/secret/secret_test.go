package secret

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestCheck(t *testing.T) {
	for value, strong := range map[string]bool{
		"dev-content-token":                false,
		"":                                 false,
		"short-but-random-Xq9":             false,
		strings.Repeat("a", 64):            false,
		strings.Repeat("ab", 32):           false,
		"0123456789abcdef0123456789abcdef": true,
		"Zm9vYmFyYmF6cXV4LXJhbmRvbS1rZXktMTIzNDU2Nzg": true,
	} {
		if err := Check(value); (err == nil) != strong {
			t.Errorf("Check(%q) = %v, strong %v", value, err, strong)
		}
	}
}

// TestGeneratedKeysAreStrongAndShared: a key file made on first start passes Check, and gateways
// that start at the same moment on one DATA_DIR all read the same key.
func TestGeneratedKeysAreStrongAndShared(t *testing.T) {
	file := filepath.Join(t.TempDir(), "content-api-token")
	var wg sync.WaitGroup
	got := make([][]string, 8)
	for i := range got {
		wg.Go(func() {
			keys, err := Keys(nil, file)
			if err != nil {
				t.Error(err)
			}
			got[i] = keys
		})
	}
	wg.Wait()
	for _, keys := range got {
		if len(keys) != 1 || keys[0] != got[0][0] {
			t.Fatalf("keys differ: %v", got)
		}
	}
	if err := Check(got[0][0]); err != nil {
		t.Errorf("a generated key is weak: %v", err)
	}
	info, err := os.Stat(file)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %v, %v; want 0600", info.Mode(), err)
	}
	configured, err := Keys([]string{"configured"}, file)
	if err != nil || len(configured) != 1 || configured[0] != "configured" {
		t.Errorf("a configured key must win: %v %v", configured, err)
	}
}
