package seed

import (
	"sort"

	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// feedTexts are the editorial headings of the feeds.
var feedTexts = map[string]L[string]{
	"hero":        {DE: "Rezept der Woche", EN: "Recipe of the week"},
	"new":         {DE: "Neu bei Tischlein", EN: "New on Tischlein"},
	"tiles":       {DE: "Worauf hast du Lust?", EN: "What are you in the mood for?"},
	"video":       {DE: "Im Video: Schritt für Schritt", EN: "On video: step by step"},
	"community":   {DE: "Frisch aus der Community", EN: "Fresh from the community"},
	"authors":     {DE: "Unsere Köchinnen und Köche", EN: "Our cooks"},
	"stories":     {DE: "Geschichten aus der Küche", EN: "Stories from the kitchen"},
	"app":         {DE: "Tischlein als App", EN: "Tischlein as an app"},
	"app.text":    {DE: "Einkaufsliste, Kochmodus und alle Rezepte offline – kostenlos für iOS und Android.", EN: "Shopping list, cooking mode and every recipe offline – free for iOS and Android."},
	"app.label":   {DE: "App entdecken", EN: "Discover the app"},
	"tips":        {DE: "Shopping-Tipps: So kaufst du besser ein", EN: "Shopping tips: buy better"},
	"how_tos":     {DE: "Küchengrundlagen", EN: "Kitchen basics"},
	"vegan":       {DE: "Vegan genießen", EN: "Vegan favourites"},
	"vegan.story": {DE: "Mehr vegane Rezepte", EN: "More vegan recipes"},
}

// tileCategories are the categories offered as tiles on the home page.
var tileCategories = []string{"quick", "vegan", "pasta", "baking", "dessert", "soups-and-stews", "drinks", "breakfast"}

func (b *builder) addFeeds() {
	recipes := append([]recipe(nil), b.cat.Recipes...)
	sort.SliceStable(recipes, func(i, j int) bool { return recipes[i].PublishedAt > recipes[j].PublishedAt })
	stories := append([]story(nil), b.cat.Stories...)
	sort.SliceStable(stories, func(i, j int) bool { return stories[i].PublishedAt > stories[j].PublishedAt })

	for _, lang := range model.Languages {
		t := func(k string) string { return feedTexts[k].In(lang) }
		href := func(p string, slug ...string) *string { s := sitePath(lang, p, slug...); return &s }
		card := func(r recipe) model.Summary { return b.recipeSummary(r, lang, "recipes/"+r.Key+".jpg") }
		cards := func(pick func(recipe) bool, limit int) []model.Summary {
			var out []model.Summary
			for _, r := range recipes {
				if pick(r) && len(out) < limit {
					out = append(out, card(r))
				}
			}
			return out
		}
		editorial := func(r recipe) bool { return !r.Community }
		var storyCards []model.Summary
		for _, s := range stories {
			storyCards = append(storyCards, b.storySummary(s, lang))
		}
		var videoRecipe model.Summary
		for _, r := range recipes {
			if r.Video {
				videoRecipe = card(r)
				break
			}
		}
		var tiles []model.FeedLink
		for _, k := range tileCategories {
			c := b.categories[k]
			l := model.FeedLink{Title: c.Title.In(lang), Href: sitePath(lang, "categories", c.Slug.In(lang))}
			if c.Image != nil {
				img := b.image("categories/"+k+".jpg", *c.Image, 1200, 900, lang)
				l.Image = &img
			}
			tiles = append(tiles, l)
		}
		var authors []model.Author
		for _, a := range b.cat.Authors {
			authors = append(authors, b.authorRef(a.Key, lang))
		}
		collection := func(id string, i int) model.FeedModule {
			c := b.cat.Collections[i]
			img := b.image("collections/"+c.Key+".jpg", c.Image, 1200, 900, lang)
			m := model.FeedModule{Kind: "collection", ID: id, Title: c.Title.In(lang), Description: c.Description.In(lang), Image: &img}
			for _, k := range c.Recipes {
				m.Items = append(m.Items, card(b.recipes[k]))
			}
			return m
		}
		hero := cards(editorial, 1)[0]
		appImage := b.image("categories/drinks.jpg", *b.categories["drinks"].Image, 1200, 900, lang)

		main := []model.FeedModule{
			{Kind: "hero", ID: "hero", Title: t("hero"), Item: &hero},
			{Kind: "carousel", ID: "new", Title: t("new"), Href: href("recipes"), Items: cards(editorial, 13)[1:]},
			{Kind: "link_collection", ID: "tiles", Title: t("tiles"), Links: tiles},
			collection("collection-1", 0),
			{Kind: "player", ID: "video", Title: t("video"), Item: &videoRecipe},
			{Kind: "automated", ID: "community", Title: t("community"), Href: href("community"),
				Query: map[string]string{"community": "true"}, Items: cards(func(r recipe) bool { return r.Community }, 8)},
			{Kind: "carousel", ID: "stories", Title: t("stories"), Href: href("stories"), Items: storyCards[:min(8, len(storyCards))]},
			{Kind: "author_carousel", ID: "authors", Title: t("authors"), Authors: authors},
			{Kind: "link_module", ID: "app", Title: t("app"), Text: t("app.text"), Label: t("app.label"), Href: href("app"), Image: &appImage},
			collection("collection-2", 1),
			{Kind: "link", ID: "tips", Title: t("tips"), Link: &model.FeedLink{Title: t("tips"), Href: sitePath(lang, "shopping-tips")}},
		}
		community := []model.FeedModule{
			{Kind: "automated", ID: "community", Title: t("community"), Href: href("community"),
				Query: map[string]string{"community": "true"}, Items: cards(func(r recipe) bool { return r.Community }, 24)},
			{Kind: "author_carousel", ID: "authors", Title: t("authors"), Authors: authors},
		}
		howTos := []model.FeedModule{
			{Kind: "carousel", ID: "basics", Title: t("how_tos"), Href: href("stories"), Items: storyCards},
		}
		vegan := []model.FeedModule{
			collection("vegan-collection", 1),
			{Kind: "automated", ID: "vegan", Title: t("vegan.story"), Href: href("categories", b.categories["vegan"].Slug.In(lang)),
				Query: map[string]string{"category": b.categories["vegan"].Slug.In(lang)},
				Items: cards(func(r recipe) bool { return hasString(r.Categories, "vegan") }, 24)},
		}
		for group, modules := range map[string][]model.FeedModule{"main": main, "community": community, "how_tos": howTos, "veganuary": vegan} {
			feed := model.Feed{Language: lang, Group: group, Modules: modules}
			slug := map[string]string{"main": "main", "community": "community", "how_tos": "how-tos", "veganuary": "veganuary"}[group]
			b.add(store.Document{ID: docID("feed", group, lang), GroupID: groupID("feed", group), Kind: "feed",
				Language: lang, Slug: slug, Title: group, Body: mustJSON(feed)})
		}
	}
}

// External targets of the header; the shop lives on its own site. (The premium plan's "plus" entry
// is the site's own plus page, which links to the external checkout.)
var externalLinks = map[string]L[string]{
	"shop": {DE: "https://shop.tischlein.example/de", EN: "https://shop.tischlein.example/en"},
}

var menuTitles = map[string]L[string]{
	"recipes":       {DE: "Rezepte", EN: "Recipes"},
	"stories":       {DE: "Stories", EN: "Stories"},
	"news":          {DE: "News", EN: "News"},
	"shopping_tips": {DE: "Shopping-Tipps", EN: "Shopping tips"},
	"partner":       {DE: "Partner", EN: "Partners"},
	"shop":          {DE: "Shop", EN: "Shop"},
	"app":           {DE: "App", EN: "App"},
	"plus":          {DE: "Plus", EN: "Plus"},
}

func perLang(f func(lang string) string) map[string]string {
	return map[string]string{"de": f("de"), "en": f("en")}
}

// addMenu writes the header menu (spec §2 "Menus"): recipes and stories share the eight category
// groups; partners come from the partner authors.
func (b *builder) addMenu() {
	var groups []model.MenuGroup
	for _, g := range menuGroups {
		group := model.MenuGroup{Type: g.Key, Title: perLang(g.Title.In), Items: []model.MenuItem{}}
		for _, c := range b.cat.Categories {
			if c.Group != g.Key {
				continue
			}
			group.Items = append(group.Items, model.MenuItem{Type: "category", Title: perLang(c.Title.In),
				Href: perLang(func(lang string) string { return sitePath(lang, "categories", c.Slug.In(lang)) })})
		}
		groups = append(groups, group)
	}
	news := b.categories["news"]
	entry := func(typ string, href func(string) string, content []model.MenuGroup) model.MenuEntry {
		if content == nil {
			content = []model.MenuGroup{}
		}
		return model.MenuEntry{Type: typ, Title: perLang(menuTitles[typ].In), Href: perLang(href), Content: content}
	}
	menu := model.Menu{
		Entries: []model.MenuEntry{
			entry("recipes", func(l string) string { return sitePath(l, "recipes") }, groups),
			entry("stories", func(l string) string { return sitePath(l, "stories") }, groups),
			entry("news", func(l string) string { return sitePath(l, "categories", news.Slug.In(l)) }, nil),
			entry("shopping_tips", func(l string) string { return sitePath(l, "shopping-tips") }, nil),
			entry("partner", func(l string) string { return "/" + l + "/partners" }, nil),
			entry("shop", externalLinks["shop"].In, nil),
			entry("app", func(l string) string { return sitePath(l, "app") }, nil),
			entry("plus", func(l string) string { return "/" + l + "/plus/" }, nil),
		},
		Partners: []model.PartnerEntry{},
	}
	for _, a := range b.cat.Authors {
		if a.Kind != "partner" {
			continue
		}
		p := model.PartnerEntry{ID: groupID("author", a.Key), Type: "partner", Title: a.Name, Items: []struct{}{},
			Href: perLang(func(l string) string { return sitePath(l, "users", a.Slug) })}
		if a.Image != nil {
			u := b.image("authors/"+a.Key+".jpg", *a.Image, 480, 480, "de").URL
			p.Image = &u
		}
		menu.Partners = append(menu.Partners, p)
	}
	b.add(store.Document{ID: docID("menu", "main", "de"), GroupID: groupID("menu", "main"), Kind: "menu",
		Language: "de", Slug: "main", Title: "menu", Body: mustJSON(menu)})
}

func hasString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
