package seed

// servingUnits name what one serving is: a portion of food or a glass of a drink.
var servingUnits = map[bool]L[[2]string]{
	false: {DE: [2]string{"Portion", "Portionen"}, EN: [2]string{"serving", "servings"}},
	true:  {DE: [2]string{"Glas", "Gläser"}, EN: [2]string{"glass", "glasses"}},
}

// menuGroups are the columns of the recipes and stories panels (spec §2 "Menus"), in order.
var menuGroups = []struct {
	Key   string
	Title L[string]
}{
	{"day_time", L[string]{DE: "Tageszeit", EN: "Day time"}},
	{"diet", L[string]{DE: "Ernährung", EN: "Diet"}},
	{"course", L[string]{DE: "Gang", EN: "Course"}},
	{"cuisine", L[string]{DE: "Länderküche", EN: "Cuisine"}},
	{"occasion", L[string]{DE: "Anlass & Saison", EN: "Occasion & season"}},
	{"ingredient", L[string]{DE: "Zutat", EN: "Ingredient"}},
	{"baking", L[string]{DE: "Backen", EN: "Baking"}},
	{"drinks", L[string]{DE: "Getränke", EN: "Drinks"}},
}

// sitePath builds the public site path of a page in lang; the segments follow spec §2.
func sitePath(lang, page string, slug ...string) string {
	seg := map[string]L[string]{
		"recipes":       {DE: "rezepte", EN: "recipes"},
		"community":     {DE: "rezepte/community", EN: "recipes/community"},
		"stories":       {DE: "stories", EN: "stories"},
		"categories":    {DE: "kategorien", EN: "categories"},
		"users":         {DE: "users", EN: "users"},
		"shopping-tips": {DE: "shopping-tipps", EN: "shopping-tips"},
		"app":           {DE: "unsere-app", EN: "our-app"},
		"tags":          {DE: "tags", EN: "tags"},
	}[page].In(lang)
	p := "/" + lang + "/" + seg
	if len(slug) > 0 {
		p += "/" + slug[0]
	}
	return p
}
