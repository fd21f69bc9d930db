package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/images"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// Shared header values of image variants: a variant's URL never changes meaning (its source,
// size and quality are in it), so browsers and CDNs keep it for a year; the bytes differ by the
// format the browser accepts.
var (
	immutable      = []string{"public, max-age=31536000, immutable"}
	userImageCache = []string{"public, max-age=3600"}
	varyAccept     = []string{"Accept"}
	// interimImage is an answer in another format while the asked one is made (images.Pick):
	// kept a minute, so browsers and CDNs ask again for the variant soon made.
	interimImage = []string{"public, max-age=60"}
)

// userImages is where users' uploaded photos are among the media files.
const userImages = "user-images/"

// signedImage answers /_img/<signature>/<width>x<height>/q<quality>/<source>?v=<version>.
func (s *Server) signedImage(c *echo.Context) error {
	for name := range c.QueryParams() {
		if name != "v" {
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return e
		}
	}
	v, err := s.images.Signed(c.Param("signature"), c.Param("*"), c.QueryParam("v"))
	if err != nil {
		return err
	}
	return s.image(c, v)
}

// optimizedImage answers /_img?url=/api/media/…&w=…&q=…, the optimizer shape of spec §7.
func (s *Server) optimizedImage(c *echo.Context) error {
	query := c.QueryParams()
	for name := range query {
		if name != "url" && name != "w" && name != "q" {
			e := apierror.New(http.StatusBadRequest, "unknown_parameter")
			e.Field = name
			return e
		}
	}
	v, err := images.Optimized(query.Get("url"), query.Get("w"), query.Get("q"))
	if err != nil {
		return err
	}
	return s.image(c, v)
}

func (s *Server) image(c *echo.Context, v images.Variant) error {
	v.Format = images.Negotiate(c.Request().Header.Get("Accept"))
	h := c.Response().Header()
	h["Vary"] = varyAccept
	// The original comes first, from the gateway's cache: its bytes name the variant, and a
	// user's photo that was deleted or hidden is gone with it.
	src, err := s.original(c.Request().Context(), v.Source)
	if err != nil {
		return err
	}
	cacheControl := immutable
	if strings.HasPrefix(v.Source, userImages) {
		// A user's photo can be deleted or hidden: browsers keep its variants for an hour, not a year.
		cacheControl = userImageCache
	}
	served, interim := s.images.Pick(v, src.Tag)
	if interim {
		cacheControl = interimImage
	}
	etag := served.ETag(src.Tag)
	if c.Request().Header.Get("If-None-Match") == etag {
		h["Cache-Control"] = cacheControl
		h.Set("Etag", etag)
		return c.NoContent(http.StatusNotModified)
	}
	data, err := s.images.Get(c.Request().Context(), served, src)
	if err != nil {
		return retryWhenBusy(c, err)
	}
	h["Cache-Control"] = cacheControl
	h.Set("Etag", etag)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	return c.Blob(http.StatusOK, served.Format.ContentType(), data)
}

// retryWhenBusy adds Retry-After to a 503: the decode budget or the resizer's queue was full, and
// a moment later it will not be.
func retryWhenBusy(c *echo.Context, err error) error {
	if e, ok := apierror.As(err); ok && e.Status == http.StatusServiceUnavailable {
		c.Response().Header().Set("Retry-After", "1")
	}
	return err
}

// original fetches a picture from the content API's media route through the gateway's cache,
// the same entry /api/media/ serves; its tag is the entry's ETag, a hash of its bytes. A source
// that is no stored file's path is not found.
func (s *Server) original(ctx context.Context, source string) (images.Original, error) {
	rest, ok := mediaUpstreamPath(source)
	if !ok {
		return images.Original{}, apierror.NotFound()
	}
	path := "/media/" + rest
	entry, _, err := s.cache.Get(ctx, "media "+path, func(ctx context.Context) (*cache.Entry, error) {
		resp, err := s.upstream.Get(ctx, upstream.Request{Path: path, Language: "de", Binary: true})
		if err != nil {
			return nil, err
		}
		return s.entry(resp, mediaSchema, noCrops)
	})
	if err != nil {
		return images.Original{}, err
	}
	if entry.Status != http.StatusOK {
		return images.Original{}, apierror.NotFound()
	}
	return images.Original{Data: entry.Body, Tag: entry.ETag}, nil
}

// picturesFile is the build's list of the pictures of the pages it rendered
// (site/src/integrations/pictures.ts), which the warm-up makes before readers ask.
const picturesFile = "_pictures.json"

// startWarmUp starts the image warm-up and the watch of the served site's picture list; Close
// stops both.
func (s *Server) startWarmUp() {
	s.images.StartWarmUp(s.original)
	ctx, cancel := context.WithCancel(context.Background())
	s.picturesPoke = make(chan struct{}, 1)
	s.stopWatch = make(chan struct{})
	go func() {
		defer close(s.stopWatch)
		s.watchPictures(ctx, time.Second)
	}()
	s.cancelWatch = cancel
}

// stopWarmUp ends what startWarmUp started and waits for it.
func (s *Server) stopWarmUp() {
	s.cancelWatch()
	<-s.stopWatch
	s.images.Close()
}

// PicturesChanged says that the served site was replaced (a publish swapped in its build): its
// picture list is read now rather than at the next look.
func (s *Server) PicturesChanged() {
	select {
	case s.picturesPoke <- struct{}{}:
	default:
	}
}

// watchPictures hands the picture list of every build served to the warm-up: the one there at
// start, and each that replaces it — a build written into SITE_DIR (./scripts/start's, a deploy's)
// lists every page, a publish's only the pages it rendered. It looks every interval: a stat.
func (s *Server) watchPictures(ctx context.Context, interval time.Duration) {
	var seen fs.FileInfo
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		if info, err := fs.Stat(s.site, picturesFile); err == nil && !sameFile(seen, info) {
			if m, err := readPictures(s.site); err != nil {
				// Most likely still being written: read again at the next look.
				s.logger.Debug("image warm-up: the picture list is not readable yet", "error", err.Error())
			} else {
				seen = info
				n := s.images.WarmSite(m)
				s.logger.Info("image warm-up: the pictures of a build are queued", "pages", len(m.Pages),
					"pictures", len(m.Pictures), "variants", n)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-s.picturesPoke:
		}
	}
}

// readPictures reads the site's picture list.
func readPictures(site fs.FS) (images.SitePictures, error) {
	var m images.SitePictures
	raw, err := fs.ReadFile(site, picturesFile)
	if err != nil {
		return m, fmt.Errorf("server: unable to read %s: %w", picturesFile, err)
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return m, fmt.Errorf("server: unable to read %s: %w", picturesFile, err)
	}
	return m, nil
}

// sameFile reports whether two looks at a file saw the same file, unchanged.
func sameFile(a, b fs.FileInfo) bool {
	return a != nil && b != nil && os.SameFile(a, b) && a.ModTime().Equal(b.ModTime()) && a.Size() == b.Size()
}
