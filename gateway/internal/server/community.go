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

// Community and kitchen tools (issue 9): cookbooks, comments, photos, comment likes, ratings,
// reports and the shopping list. All personal calls pass through forward like the account calls;
// the comments of an item are public and go through the shared cache, which the content API purges
// whenever a comment is added, removed, liked or hidden.

// personal forwards a personal call whose success answer must pass schemaName ("" for 204), with
// the query parameters the route takes.
func (s *Server) personal(schemaName string, params ...queryParam) echo.HandlerFunc {
	return func(c *echo.Context) error {
		return s.forward(c, call{personal: true, schema: schemaName, query: params})
	}
}

// maxUploadForm bounds the multipart body of a photo upload: the photo and the form around it.
const maxUploadForm = images.MaxUploadBytes + 64<<10

// uploadImage takes one photo (multipart form, field "file": JPEG, PNG, WebP or HEIC up to
// 10 MB), re-encodes it here (upright, at most 2048 px, no metadata: images.Reencode) and hands
// the clean JPEG to the content API, which keeps it for the user.
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
	photo, err := formFile(req)
	if err != nil {
		return err
	}
	jpeg, width, height, err := images.Reencode(photo)
	if err != nil {
		return err
	}
	body, err := json.Marshal(map[string]any{"data": base64.StdEncoding.EncodeToString(jpeg), "width": width, "height": height})
	if err != nil {
		return err
	}
	return s.forward(c, call{personal: true, schema: "user-image", body: body})
}

// formFile reads the part named "file" of a multipart form: 400 file_required without one, 413
// when it is over the limit.
func formFile(req *http.Request) ([]byte, error) {
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
		return readPart(part)
	}
}

func readPart(part *multipart.Part) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(part, images.MaxUploadBytes+1))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	case err != nil:
		return nil, apierror.Wrap(http.StatusBadRequest, "bad_request", err)
	case len(data) > images.MaxUploadBytes:
		return nil, apierror.New(http.StatusRequestEntityTooLarge, "too_large")
	case len(data) == 0:
		return nil, apierror.New(http.StatusBadRequest, "file_required")
	}
	return data, nil
}
