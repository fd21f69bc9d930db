package server

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
)

// counting counts the bytes read through it.
type counting struct {
	r io.Reader
	n int
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// FuzzFormFile: any body, under any multipart boundary, gives either the file of at most limit
// bytes, as sent in the form, or a client error (400, 413) — never another
// error, which would be a 500 — and the form is never read beyond its own limit.
func FuzzFormFile(f *testing.F) {
	const limit, formLimit = 64, 256
	form := func(name string, data []byte) []byte {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		mw.SetBoundary("b0undary")
		mw.WriteField("caption", "Lecker")
		part, _ := mw.CreateFormFile(name, "IMG_0001.jpg")
		part.Write(data)
		mw.Close()
		return buf.Bytes()
	}
	f.Add("b0undary", form("file", []byte("\xff\xd8\xffa photo")))
	f.Add("b0undary", form("file", bytes.Repeat([]byte("x"), limit)))
	f.Add("b0undary", form("file", bytes.Repeat([]byte("x"), limit+1)))
	f.Add("b0undary", form("file", nil))
	f.Add("b0undary", form("other", []byte("x")))
	f.Add("b0undary", form("file", bytes.Repeat([]byte("x"), formLimit)))
	f.Add("other", form("file", []byte("x")))
	f.Add("", []byte("--\r\n"))
	f.Add("b0undary", []byte("--b0undary\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc"))
	f.Fuzz(func(t *testing.T, boundary string, body []byte) {
		seen := &counting{r: bytes.NewReader(body)}
		req := httptest.NewRequest(http.MethodPost, "/api/users/comments/images/", seen)
		req.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
		req.Body = http.MaxBytesReader(httptest.NewRecorder(), io.NopCloser(seen), formLimit)
		data, err := formFile(req, limit)
		if seen.n > formLimit+1 {
			t.Fatalf("read %d bytes of a form limited to %d", seen.n, formLimit)
		}
		if err != nil {
			if e, ok := apierror.As(err); !ok || !slices.Contains([]int{400, 413}, e.Status) {
				t.Fatalf("refused with %v, want 400 or 413", err)
			}
			return
		}
		if len(data) == 0 || len(data) > limit {
			t.Fatalf("a file of %d bytes, limit %d", len(data), limit)
		}
		// The multipart reader decodes a quoted-printable part; any other file is sent as it is.
		if !bytes.Contains(bytes.ToLower(body), []byte("quoted-printable")) && !bytes.Contains(body, data) {
			t.Fatalf("a file that was not in the body: %q", data)
		}
	})
}
