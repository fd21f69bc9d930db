package seed

// The types below mirror data/FORMAT.md: one record holds both languages of an item.

// L is a value per language.
type L[T any] struct {
	DE T `json:"de"`
	EN T `json:"en"`
}

// In returns the value for lang.
func (l L[T]) In(lang string) T {
	if lang == "en" {
		return l.EN
	}
	return l.DE
}

type imageSpec struct {
	Motif   string     `json:"motif"`
	Colors  []string   `json:"colors"`
	Alt     L[string]  `json:"alt"`
	Caption *L[string] `json:"caption"`
}

type ingredientLine struct {
	Amount *float64     `json:"amount"`
	Unit   *string      `json:"unit"`
	Name   L[[2]string] `json:"name"`
	Note   *L[string]   `json:"note"`
}

type ingredientGroup struct {
	Group *L[string]       `json:"group"`
	Items []ingredientLine `json:"items"`
}

// content holds what recipes and stories share.
type content struct {
	Key         string      `json:"key"`
	Slug        L[string]   `json:"slug"`
	OldSlugs    L[[]string] `json:"old_slugs"`
	Title       L[string]   `json:"title"`
	Description L[string]   `json:"description"`
	Author      string      `json:"author"`
	PublishedAt string      `json:"published_at"`
	Categories  []string    `json:"categories"`
	Tags        []string    `json:"tags"`
	Image       imageSpec   `json:"image"`
}

type recipe struct {
	content
	Community  bool   `json:"community"`
	Difficulty string `json:"difficulty"`
	Servings   int    `json:"servings"`
	// MaxServings is the most servings the recipe scales to (model.Servings.Max); 0 for no limit.
	MaxServings int `json:"max_servings"`
	Duration    struct {
		Preparation int `json:"preparation"`
		Baking      int `json:"baking"`
		Resting     int `json:"resting"`
	} `json:"duration"`
	Video bool `json:"video"`
	// Premium marks a premium recipe: only premium readers see its ingredients and steps.
	Premium   bool `json:"premium"`
	Nutrition *struct {
		Calories      int `json:"calories"`
		Protein       int `json:"protein"`
		Fat           int `json:"fat"`
		Carbohydrates int `json:"carbohydrates"`
	} `json:"nutrition"`
	Ingredients []ingredientGroup `json:"ingredients"`
	Utensils    []L[string]       `json:"utensils"`
	Steps       []L[string]       `json:"steps"`
}

type category struct {
	Key         string     `json:"key"`
	Group       string     `json:"group"`
	Slug        L[string]  `json:"slug"`
	Title       L[string]  `json:"title"`
	Description L[string]  `json:"description"`
	Image       *imageSpec `json:"image"`
}

type tag struct {
	Key    string    `json:"key"`
	Type   string    `json:"type"`
	Slug   L[string] `json:"slug"`
	Title  L[string] `json:"title"`
	Hidden bool      `json:"hidden"`
}

type author struct {
	Key     string     `json:"key"`
	Slug    string     `json:"slug"`
	Name    string     `json:"name"`
	Kind    string     `json:"kind"`
	NewType *string    `json:"new_type"`
	Bio     L[string]  `json:"bio"`
	Website *string    `json:"website"`
	Image   *imageSpec `json:"image"`
}

type link struct {
	Title L[string] `json:"title"`
	Href  L[string] `json:"href"`
}

type block struct {
	Type    string      `json:"type"`
	Text    L[string]   `json:"text"`
	HTML    L[string]   `json:"html"`
	Cite    *L[string]  `json:"cite"`
	Images  []imageSpec `json:"images"`
	Title   L[string]   `json:"title"`
	Recipes []string    `json:"recipes"`
	Pros    L[[]string] `json:"pros"`
	Cons    L[[]string] `json:"cons"`
	Label   L[string]   `json:"label"`
	Href    L[string]   `json:"href"`
	Links   []link      `json:"links"`
}

type story struct {
	content
	Blocks []block `json:"blocks"`
}

type shoppingTip struct {
	Key         string    `json:"key"`
	Slug        L[string] `json:"slug"`
	Title       L[string] `json:"title"`
	Description L[string] `json:"description"`
	Season      []int     `json:"season"`
	HTML        L[string] `json:"html"`
	Image       imageSpec `json:"image"`
}

type collection struct {
	Key         string    `json:"key"`
	Slug        L[string] `json:"slug"`
	Title       L[string] `json:"title"`
	Description L[string] `json:"description"`
	Recipes     []string  `json:"recipes"`
	Image       imageSpec `json:"image"`
}
