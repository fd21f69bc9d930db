package contentapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// Stories as the desk writes them (content-schemas StoryDraft): title, teaser, picture, terms and
// the blocks the desk edits — headlines, text, quotes and recipe cards. Every other block (pictures,
// pros and cons, buttons, links) is a "keep" naming its place in the stored story, so an edit
// carries it over unchanged.

type storyDraft struct {
	Title       string       `json:"title,omitempty"`
	Description string       `json:"description,omitempty"`
	Image       *draftImage  `json:"image,omitempty"`
	Categories  []slugRef    `json:"categories,omitempty"`
	Tags        []slugRef    `json:"tags,omitempty"`
	Blocks      []draftBlock `json:"blocks,omitempty"`
}

// draftBlock is one block of a story draft; Type says which fields belong to it.
type draftBlock struct {
	Type    string   `json:"type"`
	Text    string   `json:"text"`
	HTML    *string  `json:"html"`
	Cite    *string  `json:"cite"`
	Title   string   `json:"title"`
	Recipes []string `json:"recipes"`
	Index   int      `json:"index"`
}

// MarshalJSON writes the fields of the block's type only (StoryDraftBlock is a union of strict shapes).
func (b draftBlock) MarshalJSON() ([]byte, error) {
	out := map[string]any{"type": b.Type}
	switch b.Type {
	case "headline":
		out["text"] = b.Text
	case "text":
		if b.HTML != nil {
			out["html"] = *b.HTML
		} else {
			out["text"] = b.Text
		}
	case "quote":
		out["text"], out["cite"] = b.Text, b.Cite
	case "recipes":
		out["title"], out["recipes"] = b.Title, nonNilStrings(b.Recipes)
	case "keep":
		out["index"] = b.Index
	default:
		return nil, fmt.Errorf("contentapi: unknown draft block type %q", b.Type)
	}
	return json.Marshal(out)
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// readStoryDraft checks a story draft against its schema and its photo.
func (a *API) readStoryDraft(c *echo.Context, raw json.RawMessage, known map[string]model.Image) (storyDraft, error) {
	var d storyDraft
	if err := a.validDraft("story-draft", raw, &d); err != nil {
		return d, err
	}
	if d.Image == nil {
		return d, nil
	}
	return d, a.checkPhotos(c, map[string]*draftImage{"image": d.Image}, known)
}

// storyWork says how a draft becomes a story.
type storyWork struct {
	lang string
	// whole refuses a draft that is not a whole story: a title, a picture, a teaser and a block.
	whole bool
	// base is the stored story (for a new language version, the other one): its blocks are what
	// "keep" names, and what a draft does not cover stays as it is.
	base model.Article
	// stored are the base's blocks as stored: a kept one keeps its bytes.
	stored []json.RawMessage
	known  map[string]model.Image
}

// articleOf builds the content of the story a draft becomes over the base; ids, slug, author and
// publishing are the caller's. It answers the group ids of the terms the story links to.
func (a *API) articleOf(ctx context.Context, d storyDraft, w storyWork) (model.Article, []string, error) {
	title := strings.TrimSpace(d.Title)
	if w.whole {
		switch {
		case !titled(title):
			return model.Article{}, nil, incompleteStory("title")
		case d.Image == nil:
			return model.Article{}, nil, incompleteStory("image")
		case strings.TrimSpace(d.Description) == "":
			return model.Article{}, nil, incompleteStory("description")
		case len(d.Blocks) == 0:
			return model.Article{}, nil, incompleteStory("blocks")
		}
	}
	article := w.base
	article.Title, article.Description, article.Image = title, strings.TrimSpace(d.Description), model.Image{}
	if d.Image != nil {
		article.Image = d.Image.picture(title, w.known)
	}
	var terms []string
	var err error
	if article.Tags, article.Categories, terms, err = a.termsOf(ctx, w.lang, d.Tags, d.Categories); err != nil {
		return model.Article{}, nil, err
	}
	article.Blocks = []model.Block{}
	for i, b := range d.Blocks {
		block, err := a.blockOf(ctx, b, w, fmt.Sprintf("blocks.%d", i))
		if err != nil {
			return model.Article{}, nil, err
		}
		article.Blocks = append(article.Blocks, block)
	}
	return article, dedupe(terms), nil
}

// blockOf is the story block a draft block stands for; field names it in errors.
func (a *API) blockOf(ctx context.Context, b draftBlock, w storyWork, field string) (model.Block, error) {
	out := model.Block{Type: b.Type}
	switch b.Type {
	case "headline":
		out.Text = strings.TrimSpace(b.Text)
		if w.whole && out.Text == "" {
			return out, incompleteStory(field + ".text")
		}
	case "text":
		if b.HTML != nil {
			out.HTML = strings.TrimSpace(model.SanitizeHTML(*b.HTML))
		} else {
			out.HTML = paragraphs(b.Text)
		}
		if w.whole && out.HTML == "" {
			return out, incompleteStory(field + ".text")
		}
	case "quote":
		out.Text = strings.TrimSpace(b.Text)
		if w.whole && out.Text == "" {
			return out, incompleteStory(field + ".text")
		}
		if b.Cite != nil {
			if cite := strings.TrimSpace(*b.Cite); cite != "" {
				out.Cite = &cite
			}
		}
	case "recipes":
		out.Title, out.Items = strings.TrimSpace(b.Title), []model.Summary{}
		for j, id := range b.Recipes {
			doc, err := a.store.InGroup(ctx, "recipe", id, w.lang)
			if errors.Is(err, store.ErrNotFound) {
				return out, invalidField(fmt.Sprintf("%s.recipes.%d", field, j))
			}
			if err != nil {
				return out, storeError(err)
			}
			var card model.Summary
			if err := json.Unmarshal(doc.Summary, &card); err != nil {
				return out, fmt.Errorf("contentapi: card of %q unreadable: %w", doc.ID, err)
			}
			out.Items = append(out.Items, card)
		}
	case "keep":
		if b.Index >= len(w.base.Blocks) || b.Index >= len(w.stored) {
			return out, invalidField(field + ".index")
		}
		kept := w.base.Blocks[b.Index]
		kept.Verbatim = w.stored[b.Index]
		return kept, nil
	}
	return out, nil
}

var blankLine = regexp.MustCompile(`\n[ \t]*\n`)

// paragraphs writes plain text as the HTML of a text block: a <p> per paragraph (separated by a
// blank line), a <br> per other line break, everything escaped.
func paragraphs(text string) string {
	var b strings.Builder
	for _, p := range blankLine.Split(strings.ReplaceAll(text, "\r\n", "\n"), -1) {
		if p = strings.TrimSpace(p); p != "" {
			b.WriteString("<p>" + strings.ReplaceAll(html.EscapeString(p), "\n", "<br>") + "</p>")
		}
	}
	return b.String()
}

// plainText is the text paragraphs made the HTML of a text block from; ok is false when the HTML
// holds anything else (lists, emphasis, links), which the desk then edits as HTML.
func plainText(h string) (text string, ok bool) {
	inner := strings.TrimSuffix(strings.TrimPrefix(h, "<p>"), "</p>")
	text = html.UnescapeString(strings.ReplaceAll(strings.ReplaceAll(inner, "</p><p>", "\n\n"), "<br>", "\n"))
	return text, paragraphs(text) == h
}

// draftOfStory is a stored story in the form the desk edits; articleOf makes the same story of it.
func draftOfStory(s model.Article) storyDraft {
	d := storyDraft{Title: s.Title, Description: s.Description, Image: draftImageOf(&s.Image), Categories: []slugRef{},
		Tags: slugsOf(s.Tags), Blocks: []draftBlock{}}
	for _, c := range s.Categories {
		d.Categories = append(d.Categories, slugRef{Slug: c.Slug})
	}
	for i, b := range s.Blocks {
		out := draftBlock{Type: b.Type}
		switch b.Type {
		case "headline":
			out.Text = b.Text
		case "text":
			if text, ok := plainText(b.HTML); ok {
				out.Text = text
			} else {
				out.HTML = &b.HTML
			}
		case "quote":
			out.Text, out.Cite = b.Text, b.Cite
		case "recipes":
			out.Title = b.Title
			for _, it := range b.Items {
				out.Recipes = append(out.Recipes, it.ContentID)
			}
		default:
			out = draftBlock{Type: "keep", Index: i}
		}
		d.Blocks = append(d.Blocks, out)
	}
	return d
}
