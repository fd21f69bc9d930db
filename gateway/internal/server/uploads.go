package server

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/images"
)

// maxUploadForm bounds the multipart body of a photo upload: the photo and the form around it.
const maxUploadForm = images.MaxUploadBytes + 64<<10

// uploadImage takes one photo (multipart form, field "file": JPEG, PNG, WebP or HEIC up to
// 10 MB and 50 megapixels), re-encodes it here (upright, at most 2048 px, no metadata:
// images.Pipeline.Reencode, within the decode budget the resizer shares) and hands the clean
// JPEG to the content API, which keeps it for the user.
func (s *Server) uploadImage(c *echo.Context) error {
	req := c.Request()
	if token, _ := s.sessions.Token(req); token == "" {
		return apierror.New(http.StatusUnauthorized, "unauthorized")
	}
	if req.ContentLength > maxUploadForm {
		return apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	}
	w := c.Response()
	if resp, err := echo.UnwrapResponse(w); err == nil {
		w = resp.ResponseWriter
	}
	req.Body = http.MaxBytesReader(w, req.Body, maxUploadForm)
	photo, err := formFile(req, images.MaxUploadBytes)
	if err != nil {
		return err
	}
	jpeg, width, height, err := s.images.Reencode(req.Context(), photo)
	if err != nil {
		return retryWhenBusy(c, err)
	}
	body, err := json.Marshal(map[string]any{"data": base64.StdEncoding.EncodeToString(jpeg), "width": width, "height": height})
	if err != nil {
		return err
	}
	return s.forward(c, call{personal: true, schema: "user-image", body: body})
}

// formFile reads the part named "file" of a multipart form, at most limit bytes of it: 400
// file_required without one (or an empty one), 413 too_large when it or the body is over its
// limit, 400 bad_request for a body that is no multipart form.
func formFile(req *http.Request, limit int) ([]byte, error) {
	reader, err := req.MultipartReader()
	if err != nil {
		return nil, apierror.Wrap(http.StatusBadRequest, "file_required", err)
	}
	for {
		part, err := reader.NextPart()
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &tooLarge):
			return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
		case errors.Is(err, io.EOF):
			return nil, apierror.New(http.StatusBadRequest, "file_required")
		case err != nil:
			return nil, apierror.Wrap(http.StatusBadRequest, "bad_request", err)
		}
		if part.FormName() != "file" {
			continue
		}
		return readPart(part, limit)
	}
}

// readPart reads a part up to limit bytes, and one more to tell a part of exactly limit bytes
// from a larger one.
func readPart(part *multipart.Part, limit int) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(part, int64(limit)+1))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	case err != nil:
		return nil, apierror.Wrap(http.StatusBadRequest, "bad_request", err)
	case len(data) > limit:
		return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	case len(data) == 0:
		return nil, apierror.New(http.StatusBadRequest, "file_required")
	}
	return data, nil
}
