package model

import "github.com/microcosm-cc/bluemonday"

// richText keeps the markup a story's text block and a shopping tip may hold (content-schemas
// TextBlock: p, strong, em, br, ul, ol, li and a[href]) and drops everything else an editor pastes.
var richText = func() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "strong", "em", "ul", "ol", "li", "br")
	p.AllowAttrs("href").OnElements("a")
	p.AllowRelativeURLs(true)
	p.AllowURLSchemes("https", "http", "mailto")
	return p
}()

// SanitizeHTML cleans the HTML of a story's text block or a shopping tip.
func SanitizeHTML(html string) string { return richText.Sanitize(html) }
