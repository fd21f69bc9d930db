package model

// The words of the kitchen that recipes and the shopping list share: measuring units and the
// aisles of a shop, in both languages. Recipes carry a unit's forms in their own language; the
// shopping list, which adds up amounts from recipes and may be read in the other language, looks
// them up here by key.

var units = map[string][2]Plural{
	"g":       {{"g", "g"}, {"g", "g"}},
	"kg":      {{"kg", "kg"}, {"kg", "kg"}},
	"ml":      {{"ml", "ml"}, {"ml", "ml"}},
	"l":       {{"l", "l"}, {"l", "l"}},
	"tsp":     {{"TL", "TL"}, {"tsp", "tsp"}},
	"tbsp":    {{"EL", "EL"}, {"tbsp", "tbsp"}},
	"pinch":   {{"Prise", "Prisen"}, {"pinch", "pinches"}},
	"clove":   {{"Zehe", "Zehen"}, {"clove", "cloves"}},
	"can":     {{"Dose", "Dosen"}, {"can", "cans"}},
	"bunch":   {{"Bund", "Bund"}, {"bunch", "bunches"}},
	"slice":   {{"Scheibe", "Scheiben"}, {"slice", "slices"}},
	"cup":     {{"Tasse", "Tassen"}, {"cup", "cups"}},
	"handful": {{"Handvoll", "Handvoll"}, {"handful", "handfuls"}},
	"sprig":   {{"Zweig", "Zweige"}, {"sprig", "sprigs"}},
	"stalk":   {{"Stange", "Stangen"}, {"stalk", "stalks"}},
	"pack":    {{"Packung", "Packungen"}, {"pack", "packs"}},
	"cm":      {{"cm", "cm"}, {"cm", "cm"}},
}

// UnitOf returns a measuring unit with its forms in lang (de or en); ok is false for an unknown key.
func UnitOf(key, lang string) (u Unit, ok bool) {
	forms, ok := units[key]
	if !ok {
		return Unit{}, false
	}
	f := forms[0]
	if lang == "en" {
		f = forms[1]
	}
	return Unit{Key: key, One: f.One, Many: f.Many}, true
}

// Aisles are the parts of a shop in the order of a walk through a German supermarket: fruit and
// vegetables by the door, frozen food and drinks near the tills. The shopping list shows its
// items in this order.
var Aisles = []string{"produce", "bakery", "dairy", "meat_fish", "dry_goods", "spices", "frozen", "drinks", "other"}

var aisleTitles = map[string][2]string{
	"produce":   {"Obst & Gemüse", "Fruit & vegetables"},
	"bakery":    {"Brot & Backwaren", "Bread & bakery"},
	"dairy":     {"Kühlregal", "Dairy & chilled"},
	"meat_fish": {"Fleisch & Fisch", "Meat & fish"},
	"dry_goods": {"Vorräte", "Store cupboard"},
	"spices":    {"Gewürze", "Herbs & spices"},
	"frozen":    {"Tiefkühl", "Frozen"},
	"drinks":    {"Getränke", "Drinks"},
	"other":     {"Sonstiges", "Other"},
}

// AisleTitle names an aisle in lang; an unknown aisle is "other".
func AisleTitle(aisle, lang string) string {
	t, ok := aisleTitles[aisle]
	if !ok {
		t = aisleTitles["other"]
	}
	if lang == "en" {
		return t[1]
	}
	return t[0]
}
