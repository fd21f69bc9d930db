package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/locale"
	"github.com/tischlein/tischlein/gateway/internal/redirect"
)

// chooseLanguage sends a reader at / to /de/ or /en/ by Accept-Language (German by default).
func (s *Server) chooseLanguage(c *echo.Context) error {
	lang, err := locale.Negotiate("", c.Request().Header.Get("Accept-Language"))
	if err != nil {
		lang = "de"
	}
	c.Response().Header().Set("Vary", "Accept-Language")
	c.Response().Header().Set("Cache-Control", "no-cache")
	return redirect.To(c, http.StatusFound, "/"+lang+"/")
}

// buildFile tells the build's own files, which are not pages: the rules the gateway applies, and
// the partial builds' page fingerprints and removed pages (internal/publish) and the pictures the
// image warm-up makes (picturesFile), compressed or not.
func buildFile(name string) bool {
	for _, f := range []string{"_redirects", "_pages.json", "_removed.json", picturesFile} {
		if name == f || name == f+".br" || name == f+".gz" {
			return true
		}
	}
	return false
}

// static serves the built site: hashed assets for a year, pages revalidated on every visit, and
// the site's 404 page with a 404 status for anything unknown.
func (s *Server) static(c *echo.Context) error {
	urlPath := c.Request().URL.Path
	if urlPath == "/api" || strings.HasPrefix(urlPath, "/api/") {
		return apierror.New(http.StatusNotFound, "route_not_found")
	}
	name := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	if name == "" {
		name = "."
	}
	if buildFile(name) {
		return s.notFoundPage(c)
	}
	info, err := fs.Stat(s.site, name)
	if err == nil && info.IsDir() {
		if !strings.HasSuffix(urlPath, "/") {
			return s.folderSlash(c, name)
		}
		name = path.Join(name, "index.html")
		info, err = fs.Stat(s.site, name)
	}
	if err != nil || info.IsDir() {
		ru, ok := s.rules.match(urlPath)
		if !ok && !strings.HasSuffix(urlPath, "/") {
			ru, ok = s.rules.match(urlPath + "/")
		}
		if ok {
			switch {
			case ru.status == http.StatusOK:
				return s.serveFile(c, strings.TrimPrefix(path.Join(ru.to, "index.html"), "/"))
			case ru.status >= 300 && ru.status < 400:
				if target, ok := redirect.Local(ru.to); ok {
					return redirect.To(c, ru.status, target)
				}
			}
		}
		return s.notFoundPage(c)
	}
	return s.serveFile(c, name)
}

// folderSlash sends a reader at a folder without its slash to the folder's page: the clean path of
// the folder that was found, never the path as requested, which a browser could read as another
// site ("/%2fevil.example/..%2fde" names the folder de, but "//evil.example/../de/" is elsewhere).
// The query goes along.
func (s *Server) folderSlash(c *echo.Context, name string) error {
	target := (&url.URL{Path: "/" + name + "/", RawQuery: c.Request().URL.RawQuery}).String()
	if location, ok := redirect.Local(target); ok {
		return redirect.To(c, http.StatusMovedPermanently, location)
	}
	return s.notFoundPage(c)
}

// serveFile sends one file of the site with the cache policy of its kind: its brotli or gzip twin
// written by the build (site/src/integrations/compress.ts) when the browser accepts one, with an
// ETag per encoding, so a cache never hands one encoding's validator to another. The build writes
// no gzip twin of its pages (every browser takes brotli): a client that takes gzip and not brotli
// gets the file gzipped now, with the answers' setting (about 2 ms for a 150 KB page), unless it
// is under minCompress. It uses http.ServeContent, not http.ServeFile, whose own redirects
// (…/index.html → ./) would bypass the redirect package.
func (s *Server) serveFile(c *echo.Context, name string) error {
	h := c.Response().Header()
	switch {
	case strings.HasPrefix(name, "_astro/"):
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	case strings.HasSuffix(name, ".html"):
		h.Set("Cache-Control", sharedCache)
	default:
		h.Set("Cache-Control", "public, max-age=3600")
	}
	encoding, suffix, gzipNow := "", "", false
	if compressible(name) {
		h.Set("Vary", "Accept-Encoding")
		accepted := c.Request().Header.Get("Accept-Encoding")
		for _, e := range [...]struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if acceptsEncoding(accepted, e.name) {
				if info, err := fs.Stat(s.site, name+e.suffix); err == nil && !info.IsDir() {
					encoding, suffix = e.name, e.suffix
					break
				}
			}
		}
		gzipNow = encoding == "" && acceptsEncoding(accepted, "gzip")
	}
	f, err := s.site.Open(name + suffix)
	if err != nil {
		return s.notFoundPage(c)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	var content io.ReadSeeker
	if gzipNow && info.Size() >= minCompress {
		data, err := io.ReadAll(f)
		if err != nil {
			return err
		}
		gz := gzipWriters.Get().(*gzip.Writer)
		content = bytes.NewReader(compress(gz, data))
		gzipWriters.Put(gz)
		encoding, suffix = "gzip", ".gz"
	} else {
		seeker, ok := f.(io.ReadSeeker)
		if !ok {
			return fmt.Errorf("server: %s cannot seek", name)
		}
		content = seeker
	}
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
	}
	if ctype := mime.TypeByExtension(path.Ext(name)); ctype != "" {
		h.Set("Content-Type", ctype)
	}
	h.Set("Etag", fmt.Sprintf(`"%x-%x%s"`, info.ModTime().UnixNano(), info.Size(), suffix))
	http.ServeContent(c.Response(), c.Request(), name, info.ModTime(), content)
	return nil
}

// compressible names the kinds of files the build writes compressed twins of.
func compressible(name string) bool {
	switch path.Ext(name) {
	case ".html", ".css", ".js", ".mjs", ".svg", ".xml", ".json", ".txt", ".webmanifest":
		return true
	}
	return false
}

// acceptsEncoding reports whether an Accept-Encoding header allows an encoding (not with q=0).
func acceptsEncoding(header, encoding string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), encoding) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// notFoundPage answers 404 with the site's own page in the language of the path (/en/… gets the
// English one), or a plain bilingual one when the site has none; while SITE_DIR holds no site
// yet (no home page: the first build is still running) it answers that the site is being built.
func (s *Server) notFoundPage(c *echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	if _, err := fs.Stat(s.site, homePage); err != nil {
		return siteBeingBuilt(c)
	}
	lang := "de"
	if strings.HasPrefix(c.Request().URL.Path, "/en/") {
		lang = "en"
	}
	for _, name := range []string{lang + "/404/index.html", "404.html"} {
		if page, err := fs.ReadFile(s.site, name); err == nil {
			return c.HTMLBlob(http.StatusNotFound, page)
		}
	}
	return c.HTML(http.StatusNotFound, `<!doctype html><html lang="de"><meta charset="utf-8"><title>404</title>`+
		`<h1>Seite nicht gefunden</h1><p lang="en">Page not found.</p><p><a href="/de/">Tischlein</a></p></html>`)
}

// siteBeingBuilt answers a page request while SITE_DIR holds no built site yet (./scripts/start
// builds it once the gateway answers): 503 with Retry-After rather than a 404 that says the page
// does not exist, in both languages, and the page looks again by itself.
func siteBeingBuilt(c *echo.Context) error {
	c.Response().Header().Set("Retry-After", "5")
	return c.HTML(http.StatusServiceUnavailable, `<!doctype html><html lang="de"><meta charset="utf-8">`+
		`<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">`+
		`<title>Tischlein</title><h1>Die Seite wird gerade gebaut</h1><p>Gleich geht es los, diese Seite lädt sich von selbst neu.</p>`+
		`<h2 lang="en">The site is being built</h2><p lang="en">It will be ready in a moment; this page reloads by itself.</p></html>`)
}
