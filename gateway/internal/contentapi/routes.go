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

	// Search and discovery: answered from the in-memory index (search.go).
	g.GET("/search/", a.search)
	g.GET("/search/suggestions/", a.suggestions)

	// Accounts, sessions and likes. Every answer is private and never stored by a cache;
	// the personal routes need the session token of X-Ultron-User.
	g.POST("/register/", a.register, a.private)
	g.POST("/register/confirm/", a.confirm, a.private)
	g.POST("/authenticate/credentials/", a.login, a.private)
	g.POST("/authenticate/external/", a.externalLogin, a.private)
	g.POST("/logout/", a.logout, a.private)
	g.POST("/password/forgot/", a.forgotPassword, a.private)
	g.POST("/password/reset/", a.resetPassword, a.private)
	g.GET("/users/me/", a.me, a.private, a.requireUser)
	g.PATCH("/users/me/", a.updateMe, a.private, a.requireUser)
	g.DELETE("/users/me/", a.deleteMe, a.private, a.requireUser)
	g.POST("/users/me/password/", a.changePassword, a.private, a.requireUser)
	g.GET("/users/me/likes/", a.likes, a.private, a.requireUser)
	g.POST("/users/me/likes/", a.like, a.private, a.requireUser)
	g.DELETE("/users/me/likes/:id/", a.unlike, a.private, a.requireUser)

	// The newsletter (newsletter.go): sign-up with double opt-in and one-click unsubscribe.
	g.POST("/email-newsletter/", a.subscribeNewsletter, a.private)
	g.POST("/email-newsletter/confirm/", a.confirmNewsletter, a.private)
	g.POST("/email-newsletter/unsubscribe/", a.unsubscribeNewsletter, a.private)

	// Community and kitchen tools: cookbooks.go, comments.go, ratings.go, reports.go,
	// shopping.go. The comments of an item are public; everything else is the user's own.
	user := []echo.MiddlewareFunc{a.private, a.requireUser}
	g.GET("/users/me/cookbooks/", a.cookbooks, user...)
	g.POST("/users/me/cookbooks/", a.createCookbook, user...)
	g.PATCH("/users/me/cookbooks/:id/", a.renameCookbook, user...)
	g.DELETE("/users/me/cookbooks/:id/", a.deleteCookbook, user...)
	g.GET("/users/me/cookbooks/:id/items/", a.cookbookItems, user...)
	g.POST("/users/me/cookbooks/:id/items/", a.addToCookbook, user...)
	g.DELETE("/users/me/cookbooks/:id/items/:content_id/", a.removeFromCookbook, user...)
	g.POST("/users/me/cookbooks/:id/items/:content_id/move/", a.moveCookbookItem, user...)
	g.GET("/users/comments/", a.comments)
	g.POST("/users/comments/", a.addComment, user...)
	g.DELETE("/users/comments/:id/", a.deleteComment, user...)
	g.POST("/users/comments/images/", a.uploadImage, user...)
	g.GET("/users/me/images/", a.userImages, user...)
	g.GET("/users/me/likes/comments/", a.likedComments, user...)
	g.POST("/users/me/likes/comments/", a.likeComment, user...)
	g.DELETE("/users/me/likes/comments/:id/", a.unlikeComment, user...)
	g.GET("/users/me/rating/", a.rating, user...)
	g.PUT("/users/me/rating/", a.rate, user...)
	g.DELETE("/users/me/rating/", a.unrate, user...)
	g.POST("/report/abuse/", a.report, user...)
	g.GET("/users/me/shopping-list/", a.shoppingList, user...)
	g.DELETE("/users/me/shopping-list/", a.clearShoppingList, user...)
	g.POST("/users/me/shopping-list/recipes/", a.addRecipeToList, user...)
	g.POST("/users/me/shopping-list/items/", a.addShoppingItem, user...)
	g.PATCH("/users/me/shopping-list/items/:id/", a.checkShoppingItem, user...)
	g.DELETE("/users/me/shopping-list/items/:id/", a.deleteShoppingItem, user...)

	// Premium (premium.go): the whole of a premium recipe, for premium readers.
	g.GET("/premium/recipes/:slug/", a.premiumRecipe, user...)

	// Personalisation (personalization.go): the choices are public and cached, the
	// reader's own are personal.
	g.GET("/personalization/options/", a.personalizationOptions)
	g.GET("/personalization/preferences/", a.preferences, user...)
	g.PUT("/personalization/preferences/", a.setPreferences, user...)

	// Readers' feedback from the footer's modal (feedback.go): anyone, limited per address.
	g.POST("/feedback/", a.sendFeedback, a.private)

	// Own recipes (recipes.go): a cook's drafts, submitted to the editors.
	g.GET("/users/me/recipes/", a.ownRecipes, user...)
	g.POST("/users/me/recipes/", a.createOwnRecipe, user...)
	g.GET("/users/me/recipes/:id/", a.ownRecipe, user...)
	g.PATCH("/users/me/recipes/:id/", a.updateOwnRecipe, user...)
	g.DELETE("/users/me/recipes/:id/", a.deleteOwnRecipe, user...)
	g.POST("/users/me/recipes/:id/submit/", a.submitOwnRecipe, user...)

	// The editorial desk (editorial.go, desk.go, writing.go, feeds.go): editors and admins only.
	editor := []echo.MiddlewareFunc{a.private, a.requireUser, a.requireEditor}
	g.GET("/editorial/reports/", a.reports, editor...)
	g.POST("/editorial/reports/:target/:id/resolve/", a.resolveReports, editor...)
	g.GET("/editorial/submissions/", a.submissions, editor...)
	g.POST("/editorial/submissions/:id/accept/", a.acceptSubmission, editor...)
	g.POST("/editorial/submissions/:id/reject/", a.rejectSubmission, editor...)
	g.GET("/editorial/audit/", a.auditLog, editor...)
	g.GET("/editorial/content/", a.editorialItems, editor...)
	g.GET("/editorial/content/:id/", a.editorialItem, editor...)
	g.PATCH("/editorial/content/:id/", a.updateEditorialItem, editor...)
	g.POST("/editorial/content/", a.createEditorialItem, editor...)
	g.PUT("/editorial/content/:id/versions/:lang/", a.writeEditorialVersion, editor...)
	g.GET("/editorial/feeds/:group/:lang/", a.editorialFeed, editor...)
	g.PUT("/editorial/feeds/:group/:lang/", a.updateFeed, editor...)
	g.GET("/editorial/menu/", a.editorialMenu, editor...)
	g.PUT("/editorial/menu/", a.updateMenu, editor...)
	g.GET("/editorial/feedback/", a.feedbackList, editor...)
	g.PATCH("/editorial/feedback/:id/", a.handleFeedback, editor...)
	g.GET("/editorial/users/", a.teamSearch, append(editor, a.requireAdmin)...)
	g.PATCH("/editorial/users/:id/", a.changeRole, append(editor, a.requireAdmin)...)
}
