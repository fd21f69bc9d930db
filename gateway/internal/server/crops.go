package server

import (
	"bytes"
	"encoding/json"
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
// signing key. A picture that is not one of this site's media is left as it came.
func (s *Server) withCrops(body []byte, scope cropScope) ([]byte, error) {
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, err
	}
	if scope == itemCrops {
		var items []json.RawMessage
		if err := json.Unmarshal(doc["data"], &items); err != nil {
			return nil, err
		}
		for i, item := range items {
			var err error
			if items[i], err = s.withCrops(item, documentCrop); err != nil {
				return nil, err
			}
		}
		var err error
		if doc["data"], err = marshal(items); err != nil {
			return nil, err
		}
		return marshal(doc)
	}
	var image map[string]json.RawMessage
	if err := json.Unmarshal(doc["image"], &image); err != nil {
		return body, nil
	}
	var url string
	if err := json.Unmarshal(image["url"], &url); err != nil {
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
	var err error
	if image["crops"], err = json.Marshal(crops); err != nil {
		return nil, err
	}
	if doc["image"], err = json.Marshal(image); err != nil {
		return nil, err
	}
	return marshal(doc)
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
