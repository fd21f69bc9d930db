package server

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/locale"
)

// chooseLanguage sends a reader at / to /de/ or /en/ by Accept-Language (German by default).
func (s *Server) chooseLanguage(c *echo.Context) error {
	lang, err := locale.Negotiate("", c.Request().Header.Get("Accept-Language"))
	if err != nil {
		lang = "de"
	}
	c.Response().Header().Set("Vary", "Accept-Language")
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.Redirect(http.StatusFound, "/"+lang+"/")
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
	if name == "_redirects" {
		return s.notFoundPage(c)
	}
	info, err := fs.Stat(s.site, name)
	if err == nil && info.IsDir() {
		if !strings.HasSuffix(urlPath, "/") {
			return c.Redirect(http.StatusMovedPermanently, urlPath+"/")
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
				return c.Redirect(ru.status, ru.to)
			}
		}
		return s.notFoundPage(c)
	}
	return s.serveFile(c, name)
}

// serveFile sends one file of the site with the cache policy of its kind.
func (s *Server) serveFile(c *echo.Context, name string) error {
	h := c.Response().Header()
	switch {
	case strings.HasPrefix(name, "_astro/"):
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	case strings.HasSuffix(name, ".html"):
		h.Set("Cache-Control", "public, max-age=0, must-revalidate")
	default:
		h.Set("Cache-Control", "public, max-age=3600")
	}
	http.ServeFileFS(c.Response(), c.Request(), s.site, name)
	return nil
}

// notFoundPage answers 404 with the site's own page in the language of the path (/en/… gets the
// English one), or a plain bilingual one before the site is built.
func (s *Server) notFoundPage(c *echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
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
