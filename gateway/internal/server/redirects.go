package server

import (
	"bufio"
	"bytes"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// siteRules are the redirect and rewrite rules of SITE_DIR/_redirects, the file the site build
// writes for Netlify ("from to status" per line; a trailing * in from matches the rest, which :splat
// in to repeats). The gateway applies the same file, so old links work on either host. Like
// Netlify, a rule applies only where no file matches. The file is read again when it changes, so a
// rebuild of the site needs no restart.
type siteRules struct {
	site fs.FS

	mu      sync.Mutex
	checked time.Time
	modTime time.Time
	exact   map[string]rule
	splats  []rule
}

type rule struct {
	from, to string
	status   int
}

// recheck bounds how often the file's modification time is looked at.
const recheck = time.Second

// match returns the rule for a path, if any. The splat of a redirect is written into its target
// percent-encoded, as the URL it becomes; a rewrite's target is a file name and takes it as it is.
// The static handler follows a redirect only to a path on this site (redirect.Local).
func (r *siteRules) match(path string) (rule, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reload()
	if ru, ok := r.exact[path]; ok {
		return ru, true
	}
	for _, ru := range r.splats {
		if rest, ok := strings.CutPrefix(path, ru.from); ok {
			if ru.status != http.StatusOK {
				rest = (&url.URL{Path: rest}).EscapedPath()
			}
			return rule{from: ru.from, to: strings.ReplaceAll(ru.to, ":splat", rest), status: ru.status}, true
		}
	}
	return rule{}, false
}

func (r *siteRules) reload() {
	if time.Since(r.checked) < recheck {
		return
	}
	r.checked = time.Now()
	info, err := fs.Stat(r.site, "_redirects")
	if err != nil {
		r.exact, r.splats, r.modTime = nil, nil, time.Time{}
		return
	}
	if info.ModTime().Equal(r.modTime) && r.exact != nil {
		return
	}
	raw, err := fs.ReadFile(r.site, "_redirects")
	if err != nil {
		return
	}
	r.exact, r.splats = parseRules(raw)
	r.modTime = info.ModTime()
}

// parseRules reads the _redirects format; lines it does not understand are skipped.
func parseRules(raw []byte) (map[string]rule, []rule) {
	exact := map[string]rule{}
	var splats []rule
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") || !strings.HasPrefix(fields[0], "/") {
			continue
		}
		ru := rule{from: fields[0], to: fields[1], status: 301}
		if len(fields) > 2 {
			status, err := strconv.Atoi(strings.TrimSuffix(fields[2], "!"))
			if err != nil {
				continue
			}
			ru.status = status
		}
		if prefix, ok := strings.CutSuffix(ru.from, "*"); ok {
			ru.from = prefix
			splats = append(splats, ru)
			continue
		}
		if _, seen := exact[ru.from]; !seen {
			exact[ru.from] = ru
		}
	}
	return exact, splats
}
