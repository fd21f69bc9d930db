package model

import (
	"encoding/json"
	"fmt"
)

// Block is one body block of a story. Type says which of the other fields belong to it; MarshalJSON
// writes exactly those, because the schema is a union discriminated by type.
type Block struct {
	Type   string           `json:"type"`
	Text   string           `json:"text"`
	HTML   string           `json:"html"`
	Cite   *string          `json:"cite"`
	Images []CaptionedImage `json:"images"`
	Title  string           `json:"title"`
	Items  []Summary        `json:"items"`
	Pros   []string         `json:"pros"`
	Cons   []string         `json:"cons"`
	Label  string           `json:"label"`
	Href   string           `json:"href"`
	Links  []Link           `json:"links"`
	// Verbatim, when set, is written instead of the fields: a block carried over unchanged from a
	// stored story keeps its bytes.
	Verbatim json.RawMessage `json:"-"`
}

// MarshalJSON writes the fields of the block's type only.
func (b Block) MarshalJSON() ([]byte, error) {
	if b.Verbatim != nil {
		return b.Verbatim, nil
	}
	out := map[string]any{"type": b.Type}
	switch b.Type {
	case "headline":
		out["text"] = b.Text
	case "text":
		out["html"] = b.HTML
	case "quote":
		out["text"], out["cite"] = b.Text, b.Cite
	case "image_collection":
		out["images"] = b.Images
	case "recipes":
		out["title"], out["items"] = b.Title, nonNil(b.Items)
	case "proscons":
		out["title"], out["pros"], out["cons"] = b.Title, nonNil(b.Pros), nonNil(b.Cons)
	case "cta_button":
		out["label"], out["href"] = b.Label, b.Href
	case "link_collection":
		out["title"], out["links"] = b.Title, nonNil(b.Links)
	default:
		return nil, fmt.Errorf("model: unknown block type %q", b.Type)
	}
	return json.Marshal(out)
}

// FeedLink is a link with a picture inside a feed module.
type FeedLink struct {
	Title string `json:"title"`
	Href  string `json:"href"`
	Image *Image `json:"image"`
}

// FeedModule is one module of a feed; Kind says which fields belong to it.
type FeedModule struct {
	Kind        string            `json:"kind"`
	ID          string            `json:"id"`
	Title       string            `json:"title"`
	Item        *Summary          `json:"item"`
	Href        *string           `json:"href"`
	Items       []Summary         `json:"items"`
	Description string            `json:"description"`
	Image       *Image            `json:"image"`
	Links       []FeedLink        `json:"links"`
	Link        *FeedLink         `json:"link"`
	Authors     []Author          `json:"authors"`
	Query       map[string]string `json:"query"`
	Text        string            `json:"text"`
	Label       string            `json:"label"`
}

// MarshalJSON writes the fields of the module's kind only.
func (m FeedModule) MarshalJSON() ([]byte, error) {
	out := map[string]any{"kind": m.Kind, "id": m.ID, "title": m.Title}
	switch m.Kind {
	case "hero", "player":
		out["item"] = m.Item
	case "carousel":
		out["href"], out["items"] = m.Href, nonNil(m.Items)
	case "collection":
		out["description"], out["href"], out["image"], out["items"] = m.Description, m.Href, m.Image, nonNil(m.Items)
	case "link_collection":
		out["links"] = nonNil(m.Links)
	case "author_carousel":
		out["authors"] = nonNil(m.Authors)
	case "link":
		out["link"] = m.Link
	case "automated":
		out["href"], out["query"], out["items"] = m.Href, m.Query, nonNil(m.Items)
	case "link_module":
		href := ""
		if m.Href != nil {
			href = *m.Href
		}
		out["text"], out["label"], out["href"], out["image"] = m.Text, m.Label, href, m.Image
	default:
		return nil, fmt.Errorf("model: unknown feed module kind %q", m.Kind)
	}
	return json.Marshal(out)
}

// Feed is the module list of the home page or a special page.
type Feed struct {
	Language string       `json:"language"`
	Group    string       `json:"group"`
	Modules  []FeedModule `json:"modules"`
}

// MenuItem is one link in a menu panel.
type MenuItem struct {
	Type  string            `json:"type"`
	Title map[string]string `json:"title"`
	Href  map[string]string `json:"href"`
}

// MenuGroup is a column of a drop-down panel.
type MenuGroup struct {
	Type  string            `json:"type"`
	Title map[string]string `json:"title"`
	Items []MenuItem        `json:"items"`
	Href  map[string]string `json:"href,omitempty"`
}

// MenuEntry is a top-level header entry.
type MenuEntry struct {
	Type    string            `json:"type"`
	Title   map[string]string `json:"title"`
	Href    map[string]string `json:"href"`
	Content []MenuGroup       `json:"content"`
}

// PartnerEntry is a brand partner in the partner panel.
type PartnerEntry struct {
	ID    string            `json:"id"`
	Type  string            `json:"type"`
	Title string            `json:"title"`
	Href  map[string]string `json:"href"`
	Image *string           `json:"image"`
	Items []struct{}        `json:"items"`
}

// Menu is the whole header menu, both languages at once.
type Menu struct {
	Entries  []MenuEntry    `json:"entries"`
	Partners []PartnerEntry `json:"partners"`
}

// nonNil keeps empty lists as [] rather than null in JSON.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
