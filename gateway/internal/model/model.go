// Package model holds the Go form of the shapes that content-schemas defines in zod. The JSON they
// marshal to is checked against the exported JSON Schema files in tests, so the two cannot drift.
package model

import "time"

// Languages the site is written in; the first is the default.
var Languages = []string{"de", "en"}

// DefaultLanguage is used when a request does not say which language it wants.
const DefaultLanguage = "de"

// Other returns the other site language.
func Other(lang string) string {
	if lang == "de" {
		return "en"
	}
	return "de"
}

// Alternate points at the other-language twin of an item.
type Alternate struct {
	Language string `json:"language"`
	Slug     string `json:"slug"`
}

// Image is a picture with its intrinsic size.
type Image struct {
	URL         string `json:"url"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	Alt         string `json:"alt"`
	Color       string `json:"color,omitempty"`
	Placeholder string `json:"placeholder,omitempty"`
	// Gradient is the top left, top right and bottom colour of the picture (content-schemas Image).
	Gradient []string `json:"gradient,omitempty"`
}

// Plural holds the singular and plural form of a word.
type Plural struct {
	One  string `json:"one"`
	Many string `json:"many"`
}

// Pagination says where a page stands in a list.
type Pagination struct {
	Page    int `json:"page"`
	Pages   int `json:"pages"`
	PerPage int `json:"per_page"`
	Total   int `json:"total"`
}

// Paged is the envelope of every list.
type Paged[T any] struct {
	Meta struct {
		Pagination Pagination `json:"pagination"`
	} `json:"meta"`
	Data []T `json:"data"`
}

// NewPaged wraps one page of items; data is never null in JSON.
func NewPaged[T any](items []T, p Pagination) Paged[T] {
	if items == nil {
		items = []T{}
	}
	out := Paged[T]{Data: items}
	out.Meta.Pagination = p
	return out
}

// Author is the author shown on a card or page.
type Author struct {
	Name    string  `json:"name"`
	Slug    string  `json:"slug"`
	Image   *Image  `json:"image"`
	NewType *string `json:"new_type"`
}

// AuthorProfile is an author's public profile.
type AuthorProfile struct {
	Author
	ID           string  `json:"id"`
	Kind         string  `json:"kind"`
	Language     string  `json:"language"`
	Bio          string  `json:"bio"`
	Website      *string `json:"website"`
	RecipeCount  int     `json:"recipe_count"`
	ArticleCount int     `json:"article_count"`
}

// TagRef is a tag as embedded in an item.
type TagRef struct {
	ID       string `json:"id"`
	Slug     string `json:"slug"`
	Title    string `json:"title"`
	Type     string `json:"type"`
	IsHidden bool   `json:"is_hidden"`
}

// Tag is a tag page.
type Tag struct {
	TagRef
	Language     string     `json:"language"`
	Alternate    *Alternate `json:"alternate"`
	ContentCount int        `json:"content_count"`
}

// CategoryRef is a category as embedded in an item.
type CategoryRef struct {
	ID    string `json:"id"`
	Slug  string `json:"slug"`
	Title string `json:"title"`
	Group string `json:"group"`
}

// Category is a category page.
type Category struct {
	CategoryRef
	Language     string       `json:"language"`
	Alternate    *Alternate   `json:"alternate"`
	Description  string       `json:"description"`
	Image        *Image       `json:"image"`
	Parent       *CategoryRef `json:"parent"`
	ContentCount int          `json:"content_count"`
}

// Publishing is the editorial state of an item.
type Publishing struct {
	State       string     `json:"state"`
	PublishedAt *time.Time `json:"published_at"`
}

// UserReactions counts what users did with an item.
type UserReactions struct {
	LikeCount int `json:"like_count"`
}

// Duration holds a recipe's times in minutes.
type Duration struct {
	Preparation int `json:"preparation"`
	Baking      int `json:"baking"`
	Resting     int `json:"resting"`
}

// Video marks a recipe as having a video.
type Video struct {
	Duration int     `json:"duration"`
	Poster   Image   `json:"poster"`
	URL      *string `json:"url"`
	// Captions are the clip's WebVTT tracks, the document's language first.
	Captions []VideoCaptions `json:"captions,omitempty"`
}

// VideoCaptions is a video's caption track in one language.
type VideoCaptions struct {
	Language string `json:"language"`
	URL      string `json:"url"`
}

// Summary is a content card: a recipe or a story in a list. Recipe-only fields are nil for stories.
type Summary struct {
	ID            string        `json:"id"`
	ContentID     string        `json:"content_id"`
	Type          string        `json:"type"`
	Language      string        `json:"language"`
	Alternate     *Alternate    `json:"alternate"`
	Slug          string        `json:"slug"`
	Title         string        `json:"title"`
	Description   string        `json:"description"`
	Image         Image         `json:"image"`
	Author        Author        `json:"author"`
	UserReactions UserReactions `json:"user_reactions"`
	Publishing    Publishing    `json:"publishing"`
	Community     bool          `json:"community"`
	Tags          []TagRef      `json:"tags"`
	Duration      *Duration     `json:"duration,omitempty"`
	Difficulty    string        `json:"difficulty,omitempty"`
	Video         *Video        `json:"video"`
	// IsPremium marks a recipe only premium readers may read whole (spec §3 premium).
	IsPremium bool `json:"is_premium,omitempty"`
}

// Unit is a measuring unit with both forms.
type Unit struct {
	Key  string `json:"key"`
	One  string `json:"one"`
	Many string `json:"many"`
}

// IngredientItem is one line of an ingredient list.
type IngredientItem struct {
	Ingredient string   `json:"ingredient"`
	Name       Plural   `json:"name"`
	Amount     *float64 `json:"amount"`
	Unit       *Unit    `json:"unit"`
	Note       *string  `json:"note"`
}

// IngredientGroup is a headed part of an ingredient list.
type IngredientGroup struct {
	Title *string          `json:"title"`
	Items []IngredientItem `json:"items"`
}

// Step is one step of a method.
type Step struct {
	Position int    `json:"position"`
	Text     string `json:"text"`
	// Image is a photo of the step (cooks add them to their own recipes), or nil.
	Image *Image `json:"image,omitempty"`
}

// Utensil is a piece of equipment.
type Utensil struct {
	Name string `json:"name"`
}

// Nutrition is per serving.
type Nutrition struct {
	Calories      int `json:"calories"`
	Protein       int `json:"protein"`
	Fat           int `json:"fat"`
	Carbohydrates int `json:"carbohydrates"`
}

// Rating is the average rating of a recipe.
type Rating struct {
	Average float64 `json:"average"`
	Count   int     `json:"count"`
}

// Servings says how many the amounts are for.
type Servings struct {
	Amount int    `json:"amount"`
	Unit   Plural `json:"unit"`
	// Max is the most servings the recipe sensibly scales to (a pan, a tray, a dough), or nil
	// without such a limit: the site's scaler stops there and explains why (spec §2 "block servings").
	Max *int `json:"max,omitempty"`
}

// Recipe is a whole recipe.
type Recipe struct {
	Summary
	Categories  []CategoryRef     `json:"categories"`
	Servings    Servings          `json:"servings"`
	Ingredients []IngredientGroup `json:"ingredients"`
	Steps       []Step            `json:"steps"`
	Utensils    []Utensil         `json:"utensils"`
	Nutrition   *Nutrition        `json:"nutrition"`
	Rating      *Rating           `json:"rating"`
	UpdatedAt   time.Time         `json:"updated_at"`
}

// Link is a titled target.
type Link struct {
	Title string `json:"title"`
	Href  string `json:"href"`
}

// CaptionedImage is a picture inside a story.
type CaptionedImage struct {
	Image
	Caption *string `json:"caption"`
}

// Article is a whole story.
type Article struct {
	Summary
	Categories []CategoryRef `json:"categories"`
	Blocks     []Block       `json:"blocks"`
	UpdatedAt  time.Time     `json:"updated_at"`
}

// Ingredient is an ingredient page.
type Ingredient struct {
	ID          string     `json:"id"`
	Language    string     `json:"language"`
	Alternate   *Alternate `json:"alternate"`
	Slug        string     `json:"slug"`
	Name        Plural     `json:"name"`
	RecipeCount int        `json:"recipe_count"`
	// Aisle is where it is in a shop (one of Aisles).
	Aisle string `json:"aisle"`
}

// ShoppingTip is a shopping tip.
type ShoppingTip struct {
	ID          string     `json:"id"`
	Language    string     `json:"language"`
	Alternate   *Alternate `json:"alternate"`
	Slug        string     `json:"slug"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Season      []int      `json:"season"`
	HTML        string     `json:"html"`
	Image       Image      `json:"image"`
}

// ContentCollection is an editorial collection of recipes.
type ContentCollection struct {
	ID          string     `json:"id"`
	Language    string     `json:"language"`
	Alternate   *Alternate `json:"alternate"`
	Slug        string     `json:"slug"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Image       Image      `json:"image"`
	Items       []Summary  `json:"items"`
}
