package contentapi

import (
	"encoding/json"
	"math"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/labstack/echo/v5"

	"github.com/tischlein/tischlein/gateway/internal/apierror"
	"github.com/tischlein/tischlein/gateway/internal/model"
	"github.com/tischlein/tischlein/gateway/internal/store"
)

// The shopping list. Ingredients of recipes join what is on the list when ingredient
// and unit match, so two recipes' flour is one line; weights and volumes are kept in g and ml so
// that 1 kg and 300 g add up too, and shown in kg and l from 1,000. Free items find their aisle
// by the longest ingredient name they contain ("2 Zitronen" is fruit and vegetables).

// maxShoppingItems bounds one user's list: a week's shop for a family is about a hundred lines.
const maxShoppingItems = 500

// baseUnits are the units kept in a smaller one, and by how much.
var baseUnits = map[string]struct {
	unit   string
	factor float64
}{"kg": {"g", 1000}, "l": {"ml", 1000}}

// displayUnits show large amounts of a base unit in the larger one.
var displayUnits = map[string]string{"g": "kg", "ml": "l"}

type shoppingItemJSON struct {
	ID         string              `json:"id"`
	Text       string              `json:"text"`
	Amount     *float64            `json:"amount"`
	Unit       *model.Unit         `json:"unit"`
	Name       *model.Plural       `json:"name"`
	Ingredient *string             `json:"ingredient"`
	Aisle      string              `json:"aisle"`
	Checked    bool                `json:"checked"`
	Recipes    []shoppingSourceRef `json:"recipes"`
	UpdatedAt  string              `json:"updated_at"`
}

type shoppingSourceRef struct {
	ContentID string `json:"content_id"`
	Title     string `json:"title"`
	Slug      string `json:"slug"`
}

type shoppingAisle struct {
	Aisle string             `json:"aisle"`
	Title string             `json:"title"`
	Items []shoppingItemJSON `json:"items"`
}

// roundAmount keeps two decimals of a stored amount; the list rounds further when it shows it.
func roundAmount(v float64) float64 { return math.Round(v*100) / 100 }

// shoppingItemOf renders an item in lang.
func shoppingItemOf(it store.ShoppingItem, lang string) shoppingItemJSON {
	out := shoppingItemJSON{ID: it.ID, Text: it.Text, Aisle: it.Aisle, Checked: it.Checked, Recipes: []shoppingSourceRef{},
		UpdatedAt: timestamp(it.UpdatedAt)}
	for _, r := range it.Recipes {
		out.Recipes = append(out.Recipes, shoppingSourceRef(r))
	}
	if it.IngredientID == "" {
		return out
	}
	var ing model.Ingredient
	if json.Unmarshal(it.IngredientBody, &ing) == nil && ing.Slug != "" {
		out.Name, out.Ingredient = &ing.Name, &ing.Slug
	} else {
		// The ingredient has no page in lang (any more): keep the name it was added with.
		out.Name = &model.Plural{One: it.Text, Many: it.Text}
	}
	unit, words := it.Unit, []string{}
	var value float64
	if it.Amount != nil {
		var quantity string
		unit, value, quantity = listAmount(*it.Amount, it.Unit, lang)
		out.Amount = &value
		words = append(words, quantity)
	}
	// The singular for one and for a part of one ("½ TL", "1 Ei"), as the recipe page writes it.
	one := out.Amount != nil && value > 0 && value <= 1
	if u, ok := model.UnitOf(unit, lang); ok {
		out.Unit = &u
		if one {
			words = append(words, u.One)
		} else {
			words = append(words, u.Many)
		}
	}
	if one && out.Unit == nil {
		words = append(words, out.Name.One)
	} else {
		words = append(words, out.Name.Many)
	}
	out.Text = strings.Join(words, " ")
	return out
}

// answerList writes the whole list grouped by aisle in shop order; in each aisle unchecked items
// come first (checked ones sink), then by name.
func (a *API) answerList(c *echo.Context, status int) error {
	lang := language(c)
	items, err := a.store.ShoppingItems(c.Request().Context(), current(c).User.ID, lang)
	if err != nil {
		return storeError(err)
	}
	byAisle := map[string][]shoppingItemJSON{}
	checked := 0
	for _, it := range items {
		j := shoppingItemOf(it, lang)
		byAisle[j.Aisle] = append(byAisle[j.Aisle], j)
		if j.Checked {
			checked++
		}
	}
	data := []shoppingAisle{}
	for _, aisle := range model.Aisles {
		list := byAisle[aisle]
		if len(list) == 0 {
			continue
		}
		sort.SliceStable(list, func(i, j int) bool {
			if list[i].Checked != list[j].Checked {
				return !list[i].Checked
			}
			return sortName(list[i]) < sortName(list[j])
		})
		data = append(data, shoppingAisle{Aisle: aisle, Title: model.AisleTitle(aisle, lang), Items: list})
	}
	c.Response().Header().Set("Content-Language", lang)
	return c.JSON(status, map[string]any{"data": data, "meta": map[string]int{"total": len(items), "checked": checked}})
}

func sortName(it shoppingItemJSON) string {
	if it.Name != nil {
		return strings.ToLower(it.Name.One)
	}
	return strings.ToLower(it.Text)
}

func (a *API) shoppingList(c *echo.Context) error { return a.answerList(c, http.StatusOK) }

// addRecipeToList puts a recipe's ingredients on the list, scaled from the servings it is written
// for to the servings asked.
func (a *API) addRecipeToList(c *echo.Context) error {
	var req struct {
		ID       string `json:"id"`
		Servings int    `json:"servings"`
	}
	if err := a.readBody(c, "shopping-recipe-request", &req); err != nil {
		return err
	}
	ctx, lang := c.Request().Context(), language(c)
	group, err := a.published(c, req.ID)
	if err != nil {
		return err
	}
	doc, err := a.store.InGroup(ctx, "recipe", group, lang)
	if err != nil {
		return storeError(err)
	}
	var recipe model.Recipe
	if err := json.Unmarshal(doc.Body, &recipe); err != nil {
		return storeError(err)
	}
	if err := premiumAllowed(current(c), recipe.IsPremium); err != nil {
		return err
	}
	factor := float64(req.Servings) / float64(max(1, recipe.Servings.Amount))
	var lines []store.ShoppingLine
	for _, g := range recipe.Ingredients {
		for _, item := range g.Items {
			line := store.ShoppingLine{Text: item.Name.One, Aisle: "other"}
			if ing, err := a.store.BySlug(ctx, "ingredient", lang, item.Ingredient); err == nil {
				line.IngredientID = ing.GroupID
				var body model.Ingredient
				if json.Unmarshal(ing.Body, &body) == nil && body.Aisle != "" {
					line.Aisle = body.Aisle
				}
			}
			if item.Unit != nil {
				line.Unit = item.Unit.Key
			}
			if item.Amount != nil {
				v := *item.Amount * factor
				if base, ok := baseUnits[line.Unit]; ok {
					v, line.Unit = v*base.factor, base.unit
				}
				v = roundAmount(v)
				line.Amount = &v
			}
			lines = append(lines, line)
		}
	}
	if err := a.store.AddRecipeToList(ctx, current(c).User.ID, group, lines, lang, maxShoppingItems, time.Now()); err != nil {
		return communityError(err)
	}
	return a.answerList(c, http.StatusOK)
}

// aisleOfText finds the aisle of a free item by the longest ingredient name in it.
func (a *API) aisleOfText(c *echo.Context, text string) string {
	docs, _, err := a.store.List(c.Request().Context(), store.Query{Kinds: []string{"ingredient"}, Language: language(c),
		Order: store.Editorial, Page: 1, PerPage: 5000})
	if err != nil {
		return "other"
	}
	words := " " + strings.ToLower(text) + " "
	aisle, longest := "other", 0
	for _, d := range docs {
		var ing model.Ingredient
		if json.Unmarshal(d.Body, &ing) != nil || ing.Aisle == "" {
			continue
		}
		for _, name := range []string{ing.Name.One, ing.Name.Many} {
			n := strings.ToLower(name)
			if len(n) > longest && strings.Contains(words, " "+n+" ") {
				aisle, longest = ing.Aisle, len(n)
			}
		}
	}
	return aisle
}

func (a *API) addShoppingItem(c *echo.Context) error {
	var req struct {
		Text string `json:"text"`
		ID   string `json:"id"`
	}
	if err := a.readBody(c, "shopping-item-request", &req); err != nil {
		return err
	}
	text, err := trimmed("text", req.Text)
	if err != nil {
		return err
	}
	id := strings.ToLower(req.ID)
	if id == "" {
		id = uuid.NewString()
	}
	now := time.Now()
	item := store.ShoppingItem{ID: id, UserID: current(c).User.ID, Text: text, Language: language(c), Aisle: a.aisleOfText(c, text),
		CreatedAt: now, UpdatedAt: now}
	added, err := a.store.AddShoppingItem(c.Request().Context(), item, maxShoppingItems)
	if err != nil {
		return communityError(err)
	}
	status := http.StatusOK
	if added {
		status = http.StatusCreated
	}
	return a.answerItem(c, status, id)
}

// answerItem writes one item of the user's list as it is now.
func (a *API) answerItem(c *echo.Context, status int, id string) error {
	lang := language(c)
	items, err := a.store.ShoppingItems(c.Request().Context(), current(c).User.ID, lang)
	if err != nil {
		return storeError(err)
	}
	for _, it := range items {
		if it.ID == id {
			return c.JSON(status, shoppingItemOf(it, lang))
		}
	}
	return apierror.NotFound()
}

func (a *API) checkShoppingItem(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	var req struct {
		Checked bool `json:"checked"`
	}
	if err := a.readBody(c, "shopping-item-patch", &req); err != nil {
		return err
	}
	if err := a.store.CheckShoppingItem(c.Request().Context(), current(c).User.ID, id, req.Checked, time.Now()); err != nil {
		return storeError(err)
	}
	return a.answerItem(c, http.StatusOK, id)
}

func (a *API) deleteShoppingItem(c *echo.Context) error {
	id, err := pathID(c, "id")
	if err != nil {
		return err
	}
	if err := a.store.DeleteShoppingItem(c.Request().Context(), current(c).User.ID, id); err != nil {
		return storeError(err)
	}
	return c.NoContent(http.StatusNoContent)
}

// clearShoppingList removes the checked items (?checked=true) or, without the parameter, all.
func (a *API) clearShoppingList(c *echo.Context) error {
	checkedOnly := false
	switch c.QueryParam("checked") {
	case "true":
		checkedOnly = true
	case "":
	default:
		return apierror.InvalidParameter("checked")
	}
	if err := a.store.ClearShoppingList(c.Request().Context(), current(c).User.ID, checkedOnly); err != nil {
		return storeError(err)
	}
	return c.NoContent(http.StatusNoContent)
}
