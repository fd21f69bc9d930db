package server

import (
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/feeds"
)

// pathParams says what each path parameter of the /api routes below may be, by its name, as
// Miniflux's route table does (/users/{userID:[0-9]+}): any other value is a 404 before the
// content API is asked, and a checked value reaches it escaped in its place (upstreamPath, the
// first step of proxy and of every personal call, after the route's own middleware has marked
// its answers). A route whose parameter is not named here does not start (checkRoutes).
var pathParams = map[string]pathRule{
	"slug":       isSlug,                                      // recipes, stories, terms, authors, tips, collections
	"id":         isUUID,                                      // cookbooks, comments, likes, drafts, the desk's items and people
	"content_id": isUUID,                                      // an item of a cookbook
	"target":     oneOf("comment", "image", "recipe", "user"), // what a report is about …
	"ref":        isSlug,                                      // … and which one: a slug or an id
	"provider":   isSlug,                                      // a social login
	"*":          isMediaPath,                                 // a stored file below /api/media/
}

// routes lists every route of the gateway. /api forwards only what is listed here, each with the
// schema its answer must pass and the query parameters it takes; everything else under /api is a
// JSON 404, so the gateway is no open proxy (the static handler answers unknown /api paths with
// it). Every other path is the static site.
func (s *Server) routes(e *echo.Echo) {
	e.GET("/healthz", s.healthz)
	e.HEAD("/healthz", s.healthz)
	readyz := s.readyz()
	e.GET("/readyz", readyz)
	e.HEAD("/readyz", readyz)
	e.GET("/metrics", s.serveMetrics)

	api := e.Group("/api")
	api.GET("/feed/", s.proxy("feed", feedParams...))
	api.GET("/menu/", s.proxy("menu"))
	api.GET("/feed-items/", s.proxy("paged-content-summary", listParams...))
	api.GET("/recipes/", s.proxy("paged-content-summary", listParams...))
	api.GET("/recipes/:slug/", s.proxy("recipe"))
	api.GET("/articles/", s.proxy("paged-content-summary", listParams...))
	api.GET("/articles/:slug/", s.proxy("article"))
	api.GET("/categories/", s.proxy("paged-category", paged...))
	api.GET("/categories/:slug/", s.proxy("category"))
	api.GET("/tags/", s.proxy("paged-tag", paged...))
	api.GET("/tags/:slug/", s.proxy("tag"))
	api.GET("/ingredients/", s.proxy("paged-ingredient", paged...))
	api.GET("/ingredients/:slug/", s.proxy("ingredient"))
	api.GET("/users/", s.proxy("paged-author-profile", paged...))
	api.GET("/users/:slug/", s.proxy("author-profile"))
	api.GET("/shopping-tips/", s.proxy("paged-shopping-tip", paged...))
	api.GET("/shopping-tips/:slug/", s.proxy("shopping-tip"))
	api.GET("/content-collections/", s.proxy("paged-content-collection", paged...))
	api.GET("/content-collections/:slug/", s.proxy("content-collection"))
	api.GET("/redirects/", s.proxy("paged-slug-redirect", paged...))
	api.GET("/media/*", s.proxy(mediaSchema, mediaParams...))
	api.GET("/search/", s.proxy("search-results", searchParams...))
	api.GET("/search/suggestions/", s.proxy("search-suggestions", suggestParams...))

	// Accounts, sessions, likes and social login: personal answers, private and never in the
	// shared cache (account.go, likes.go, authenticate.go); writes are bounded by MaxBody.
	// /authenticate/external/ of the content API is the gateway's alone and not listed.
	writes := []echo.MiddlewareFunc{private, s.limitBody}
	api.POST("/register/", s.register, writes...)
	api.POST("/register/confirm/", s.confirm, writes...)
	api.POST("/authenticate/credentials/", s.logIn, writes...)
	api.POST("/logout/", s.logOut, writes...)
	api.POST("/password/forgot/", s.forgotPassword, writes...)
	api.POST("/password/reset/", s.resetPassword, writes...)
	api.GET("/users/me/", s.me, private)
	api.PATCH("/users/me/", s.updateMe, writes...)
	api.DELETE("/users/me/", s.deleteMe, writes...)
	api.POST("/users/me/password/", s.changePassword, writes...)
	api.GET("/users/me/likes/", s.likes, private)
	api.POST("/users/me/likes/", s.like, writes...)
	api.DELETE("/users/me/likes/:id/", s.unlike, writes...)
	api.GET("/authenticate/methods/", s.authMethods, private)
	api.GET("/authenticate/:provider/", s.beginSocialLogin, private)
	api.GET("/authenticate/:provider/callback/", s.finishSocialLogin, private)
	api.POST("/authenticate/appleid/callback/", s.appleFormPost, writes...)
	// Server-side copies of pixel events (events.go): 202 at once, forwarded only with consent.
	api.POST("/fb-events/", s.fbEvent, writes...)
	// The newsletter (newsletter.go): sign-up with double opt-in, confirmation, and the one-click
	// unsubscribe of every newsletter mail, which takes cross-site posts.
	api.POST("/email-newsletter/", s.subscribeNewsletter, writes...)
	api.POST("/email-newsletter/confirm/", s.confirmNewsletter, writes...)
	api.POST("/email-newsletter/unsubscribe/", s.unsubscribeNewsletter, writes...)
	api.GET("/email-newsletter/unsubscribe/", s.newsletterUnsubscribePage, private)

	// Readers' feedback (feedback.go): anyone may send it; a logged-in reader is named with it.
	api.POST("/feedback/", s.sendFeedback, writes...)

	// Community and kitchen tools (community.go): the comments of an item are public and cached;
	// everything else is personal.
	mine := []echo.MiddlewareFunc{private, s.limitBody}
	api.GET("/users/comments/", s.proxy("paged-comment", commentParams...))
	api.POST("/users/comments/", s.personal("comment"), mine...)
	api.DELETE("/users/comments/:id/", s.personal(""), mine...)
	api.POST("/users/comments/images/", s.uploadImage, private)
	api.GET("/users/me/images/", s.personal("user-image-list"), mine...)
	api.GET("/users/me/likes/comments/", s.personal("comment-like-ids", contentParams...), mine...)
	api.POST("/users/me/likes/comments/", s.personal("comment-like-state"), mine...)
	api.DELETE("/users/me/likes/comments/:id/", s.personal(""), mine...)
	api.GET("/users/me/cookbooks/", s.personal("cookbook-list", cookbookParams...), mine...)
	api.POST("/users/me/cookbooks/", s.personal("cookbook"), mine...)
	api.PATCH("/users/me/cookbooks/:id/", s.personal("cookbook"), mine...)
	api.DELETE("/users/me/cookbooks/:id/", s.personal(""), mine...)
	api.GET("/users/me/cookbooks/:id/items/", s.personal("paged-content-summary", paged...), mine...)
	api.POST("/users/me/cookbooks/:id/items/", s.personal("cookbook"), mine...)
	api.DELETE("/users/me/cookbooks/:id/items/:content_id/", s.personal(""), mine...)
	api.POST("/users/me/cookbooks/:id/items/:content_id/move/", s.personal("cookbook"), mine...)
	api.GET("/users/me/rating/", s.personal("rating-state", ratingParams...), mine...)
	api.PUT("/users/me/rating/", s.personal("rating-state", ratingParams...), mine...)
	api.DELETE("/users/me/rating/", s.personal("rating-state", ratingParams...), mine...)
	api.POST("/report/abuse/", s.personal("report-receipt"), mine...)
	api.GET("/users/me/shopping-list/", s.personal("shopping-list"), mine...)
	api.DELETE("/users/me/shopping-list/", s.personal("", shoppingParams...), mine...)
	api.POST("/users/me/shopping-list/recipes/", s.personal("shopping-list"), mine...)
	api.POST("/users/me/shopping-list/items/", s.personal("shopping-item"), mine...)
	api.PATCH("/users/me/shopping-list/items/:id/", s.personal("shopping-item"), mine...)
	api.DELETE("/users/me/shopping-list/items/:id/", s.personal(""), mine...)

	// Premium: the whole of a premium recipe, for premium readers only, never cached.
	api.GET("/premium/recipes/:slug/", s.personal("recipe"), private)

	// Personalisation: the choices are the same for every reader of a language.
	api.GET("/personalization/options/", s.proxy("personalization-options"))
	api.GET("/personalization/preferences/", s.personal("preferences"), mine...)
	api.PUT("/personalization/preferences/", s.personal("preferences"), mine...)

	// Own recipes: drafts are larger than other bodies.
	drafts := []echo.MiddlewareFunc{private, limitBodyTo(maxRecipeBody)}
	api.GET("/users/me/recipes/", s.personal("own-recipe-list"), mine...)
	api.POST("/users/me/recipes/", s.personal("own-recipe"), drafts...)
	api.GET("/users/me/recipes/:id/", s.personal("own-recipe"), mine...)
	api.PATCH("/users/me/recipes/:id/", s.personal("own-recipe"), drafts...)
	api.DELETE("/users/me/recipes/:id/", s.personal(""), mine...)
	api.POST("/users/me/recipes/:id/submit/", s.personal("own-recipe"), mine...)

	// The editorial desk: the content API answers 403 to anyone but editors and admins.
	api.GET("/editorial/reports/", s.personal("paged-report-group", paged...), mine...)
	api.POST("/editorial/reports/:target/:ref/resolve/", s.personal("report-decision-receipt"), mine...)
	api.GET("/editorial/submissions/", s.personal("paged-submission", paged...), mine...)
	api.POST("/editorial/submissions/:id/accept/", s.personal("own-recipe"), mine...)
	api.POST("/editorial/submissions/:id/reject/", s.personal("own-recipe"), mine...)
	api.GET("/editorial/audit/", s.personal("paged-audit-entry", paged...), mine...)
	api.GET("/editorial/content/", s.personal("paged-editorial-item", deskParams...), mine...)
	api.GET("/editorial/content/:id/", s.personal("editorial-item"), mine...)
	api.PATCH("/editorial/content/:id/", s.personal("editorial-item"), mine...)
	// Writing in the desk: drafts are as large as a cook's; a feed or the menu up to 512 KiB. The
	// languages and feed groups are spelled out, so only ids are parameters.
	api.POST("/editorial/content/", s.personal("editorial-item"), drafts...)
	deskPages := []echo.MiddlewareFunc{private, limitBodyTo(512 << 10)}
	for _, lang := range []string{"de", "en"} {
		api.PUT("/editorial/content/:id/versions/"+lang+"/", s.personal("editorial-item"), drafts...)
		for _, group := range []string{"main", "community", "how_tos", "veganuary"} {
			api.GET("/editorial/feeds/"+group+"/"+lang+"/", s.personal("feed"), mine...)
			api.PUT("/editorial/feeds/"+group+"/"+lang+"/", s.personal("feed"), deskPages...)
		}
	}
	api.GET("/editorial/menu/", s.personal("menu"), mine...)
	api.PUT("/editorial/menu/", s.personal("menu"), deskPages...)
	api.GET("/editorial/feedback/", s.personal("paged-feedback-entry", feedbackParams...), mine...)
	api.PATCH("/editorial/feedback/:id/", s.personal(""), mine...)
	api.GET("/editorial/users/", s.personal("team-list", teamParams...), mine...)
	api.PATCH("/editorial/users/:id/", s.personal("team-member"), mine...)

	// Pictures in the sizes and formats a page shows (images.go): signed, and the optimizer shape.
	e.GET("/_img", s.optimizedImage)
	e.GET("/_img/:signature/*", s.signedImage)

	// Feeds for readers who follow us (feeds.go): new recipes and stories per language, and each
	// author's, as RSS 2.0 (.xml) and Atom (.atom); /de/feed/rezepte.xml, /en/users/{slug}/feed.atom.
	for _, lang := range []string{"de", "en"} {
		for _, format := range []feeds.Format{feeds.RSS, feeds.Atom} {
			for _, kind := range []feeds.Kind{feeds.Recipes, feeds.Stories} {
				e.GET(feeds.Path(kind, lang, format), s.siteFeed(kind, lang, format))
			}
			e.GET(feeds.AuthorPath(lang, ":slug", format), s.authorFeed(lang, format))
		}
	}

	e.GET("/", s.chooseLanguage)
	e.GET("/*", s.static)
	e.HEAD("/*", s.static)
}
