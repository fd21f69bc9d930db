package contentapi

import "github.com/labstack/echo/v5"

// routes lists every endpoint of the content API. Paths end in a slash, as the upstream contract
// (spec §7) writes them.
func (a *API) routes(e *echo.Echo) {
	g := e.Group("/api", a.requireToken, a.negotiateLanguage)

	g.GET("/feed/", a.feed)
	g.GET("/menu/", a.menu)
	g.GET("/feed-items/", a.listContent("recipe", "article"))
	g.GET("/recipes/", a.listContent("recipe"))
	g.GET("/recipes/:slug/", a.document("recipe"))
	g.GET("/articles/", a.listContent("article"))
	g.GET("/articles/:slug/", a.document("article"))
	g.GET("/categories/", a.listTerms("category"))
	g.GET("/categories/:slug/", a.term("category"))
	g.GET("/tags/", a.listTerms("tag"))
	g.GET("/tags/:slug/", a.term("tag"))
	g.GET("/ingredients/", a.listTerms("ingredient"))
	g.GET("/ingredients/:slug/", a.term("ingredient"))
	g.GET("/users/", a.listAuthors)
	g.GET("/users/:slug/", a.author)
	g.GET("/shopping-tips/", a.listDocuments("shopping_tip"))
	g.GET("/shopping-tips/:slug/", a.document("shopping_tip"))
	g.GET("/content-collections/", a.listDocuments("collection"))
	g.GET("/content-collections/:slug/", a.document("collection"))
	g.GET("/redirects/", a.redirects)
	g.GET("/media/*", a.media)
}
