package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"github.com/tischlein/tischlein/gateway/internal/images"
)

// cropBoxes are the ratios Google asks of a recipe's or story's image, 1200 wide (content-schemas
// Image.crops).
var cropBoxes = map[string]images.Box{"1x1": {Width: 1200, Height: 1200}, "4x3": {Width: 1200, Height: 900}, "16x9": {Width: 1200, Height: 675}}

// cropScope says where an answer's pictures get crops.
type cropScope int

const (
	noCrops      cropScope = iota
	documentCrop           // a single recipe or story
	itemCrops              // every item of a list of whole recipes or stories (view=full, the build)
)

// cropScopeOf is the scope for an answer: single recipes and stories, and the lists of whole ones
// the site's build reads; not the card lists, whose pictures are never structured data.
func cropScopeOf(schemaName, path, rawQuery string) cropScope {
	switch {
	case schemaName == "recipe" || schemaName == "article":
		return documentCrop
	case (path == "/recipes/" || path == "/articles/") && strings.Contains("&"+rawQuery+"&", "&view=full&"):
		return itemCrops
	}
	return noCrops
}

// withCrops adds the signed crop paths to the main image of a single recipe or story, or of every
// item of a list, so the site can name them in its structured data without ever holding the
// signing key. A picture that is not one of this site's media is left as it came. The answer is
// read only as far as the image (the list's items) and the new image is spliced into the bytes as
// they came: everything else stays as the content API wrote it, and no answer is decoded and
// encoded whole on the way through the miss.
func (s *Server) withCrops(body []byte, scope cropScope) ([]byte, error) {
	if scope == itemCrops {
		return s.itemsWithCrops(body)
	}
	image, start, end, err := member(body, "image")
	if err != nil || image == nil {
		return body, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(image, &fields); err != nil {
		return body, nil
	}
	var url string
	if err := json.Unmarshal(fields["url"], &url); err != nil {
		return body, nil
	}
	source, ok := strings.CutPrefix(url, "/api/media/")
	if !ok {
		return body, nil
	}
	crops := map[string]string{}
	for name, box := range cropBoxes {
		crops[name] = s.images.Path(source, box, 80)
	}
	if fields["crops"], err = marshal(crops); err != nil {
		return nil, err
	}
	withCrops, err := marshal(fields)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(body)-int(end-start)+len(withCrops))
	out = append(out, body[:start]...)
	out = append(out, withCrops...)
	return append(out, body[end:]...), nil
}

// itemsWithCrops adds the crops to every item of a list's data.
func (s *Server) itemsWithCrops(body []byte) ([]byte, error) {
	data, start, end, err := member(body, "data")
	if err != nil {
		return nil, err
	}
	var items []json.RawMessage
	if err := json.Unmarshal(data, &items); err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(body)+len(items)*512)
	out = append(append(out, body[:start]...), '[')
	for i, item := range items {
		withCrops, err := s.withCrops(item, documentCrop)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, withCrops...)
	}
	out = append(out, ']')
	return append(out, body[end:]...), nil
}

// member finds the value of a top-level member of the JSON object doc: its bytes and where they
// start and end in doc, or nil when the object has no such member. It reads doc only up to that
// member.
func member(doc []byte, name string) (value []byte, start, end int64, err error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, 0, 0, errors.New("server: the answer is not a JSON object")
	}
	var raw json.RawMessage
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, 0, 0, err
		}
		if err := dec.Decode(&raw); err != nil {
			return nil, 0, 0, err
		}
		if key == name {
			end := dec.InputOffset()
			return raw, end - int64(len(raw)), end, nil
		}
	}
	return nil, 0, 0, nil
}

// marshal writes JSON with the texts as the content API wrote them (no \u0026 for every "&").
func marshal(v any) ([]byte, error) {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(out.Bytes(), []byte("\n")), nil
}
