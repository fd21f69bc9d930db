package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
)

// ShoppingItem is one line of a user's shopping list.
type ShoppingItem struct {
	// ID is unique in the user's list only: a device chooses it for an item added offline.
	ID     string
	UserID string
	// IngredientID is the content id of the ingredient, empty for a free item.
	IngredientID string
	// Unit is a unit key (g and ml for weights and volumes), empty for counted things.
	Unit   string
	Amount *float64
	// Text is what a free item says; for an ingredient, its name as first added.
	Text     string
	Language string
	Aisle    string
	Checked  bool
	// IngredientBody is the ingredient's JSON in the language asked for, empty for a free item.
	IngredientBody []byte
	Recipes        []ShoppingSource
	CreatedAt      time.Time
	UpdatedAt      time.Time
}

// ShoppingSource is a recipe an item was added for.
type ShoppingSource struct {
	ContentID string
	Title     string
	Slug      string
}

// ShoppingLine is an ingredient of a recipe on its way to the list.
type ShoppingLine struct {
	IngredientID string
	Unit         string
	Amount       *float64
	Text         string
	Aisle        string
}

// AddRecipeToList puts a recipe's ingredient lines on a user's list. A line joins an unchecked
// item of the same ingredient and unit (their amounts add up: 200 g and 300 g of flour are 500 g)
// and the item remembers the recipe; anything else becomes an item of its own. ErrLimit when the
// list would hold more than max items.
func (s *Store) AddRecipeToList(ctx context.Context, userID, recipeID string, lines []ShoppingLine, language string, max int, now time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockUser(ctx, tx, userID); err != nil {
			return err
		}
		var count int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM shopping_items WHERE user_id = ?`), userID).Scan(&count); err != nil {
			return fmt.Errorf("store: unable to count the list of %q: %w", userID, err)
		}
		for _, l := range lines {
			var id string
			var amount sql.NullFloat64
			err := sql.ErrNoRows // a line of no known ingredient is a line of its own
			if l.IngredientID != "" {
				err = tx.QueryRowContext(ctx, s.rebind(`SELECT id, amount FROM shopping_items
					WHERE user_id = ? AND ingredient_id = ? AND unit = ? AND NOT checked AND (amount IS NULL) = ?
					ORDER BY created_at LIMIT 1`), userID, l.IngredientID, l.Unit, l.Amount == nil).Scan(&id, &amount)
			}
			switch {
			case errors.Is(err, sql.ErrNoRows):
				if count++; count > max {
					return ErrLimit
				}
				id = uuid.NewString()
				if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO shopping_items
					(id, user_id, ingredient_id, unit, amount, text, language, aisle, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
					id, userID, l.IngredientID, l.Unit, l.Amount, l.Text, language, l.Aisle, now.UnixMicro(), now.UnixMicro()); err != nil {
					return fmt.Errorf("store: unable to add to the list of %q: %w", userID, err)
				}
			case err != nil:
				return fmt.Errorf("store: unable to read the list of %q: %w", userID, err)
			default:
				var sum *float64
				if l.Amount != nil && amount.Valid {
					v := amount.Float64 + *l.Amount
					sum = &v
				}
				if _, err := tx.ExecContext(ctx, s.rebind(`UPDATE shopping_items SET amount = ?, updated_at = ? WHERE user_id = ? AND id = ?`),
					sum, now.UnixMicro(), userID, id); err != nil {
					return fmt.Errorf("store: unable to add up item %q: %w", id, err)
				}
			}
			if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO shopping_item_recipes (user_id, item_id, content_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`),
				userID, id, recipeID); err != nil {
				return fmt.Errorf("store: unable to note the recipe of item %q: %w", id, err)
			}
		}
		return nil
	})
}

// AddShoppingItem adds a free item. added is false when the user's list has an item with this id
// already (the same item sent again); ErrLimit past max. Another user's item of the same id is
// another item.
func (s *Store) AddShoppingItem(ctx context.Context, item ShoppingItem, max int) (added bool, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.lockUser(ctx, tx, item.UserID); err != nil {
			return err
		}
		var exists int
		err := tx.QueryRowContext(ctx, s.rebind(`SELECT 1 FROM shopping_items WHERE user_id = ? AND id = ?`), item.UserID, item.ID).Scan(&exists)
		switch {
		case err == nil:
			return nil
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("store: unable to look up item %q: %w", item.ID, err)
		}
		var count int
		if err := tx.QueryRowContext(ctx, s.rebind(`SELECT count(*) FROM shopping_items WHERE user_id = ?`), item.UserID).Scan(&count); err != nil {
			return fmt.Errorf("store: unable to count the list of %q: %w", item.UserID, err)
		}
		if count >= max {
			return ErrLimit
		}
		if _, err := tx.ExecContext(ctx, s.rebind(`INSERT INTO shopping_items (id, user_id, text, language, aisle, checked, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`), item.ID, item.UserID, item.Text, item.Language, item.Aisle, item.Checked,
			item.CreatedAt.UnixMicro(), item.UpdatedAt.UnixMicro()); err != nil {
			return fmt.Errorf("store: unable to add item %q: %w", item.ID, err)
		}
		added = true
		return nil
	})
	return added, err
}

// CheckShoppingItem ticks a user's item off (or back on); someone else's is ErrNotFound.
func (s *Store) CheckShoppingItem(ctx context.Context, userID, id string, checked bool, now time.Time) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`UPDATE shopping_items SET checked = ?, updated_at = ? WHERE id = ? AND user_id = ?`),
		checked, now.UnixMicro(), id, userID)
	if err != nil {
		return fmt.Errorf("store: unable to check item %q: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// DeleteShoppingItem removes a user's item; someone else's is ErrNotFound.
func (s *Store) DeleteShoppingItem(ctx context.Context, userID, id string) error {
	res, err := s.db.ExecContext(ctx, s.rebind(`DELETE FROM shopping_items WHERE id = ? AND user_id = ?`), id, userID)
	if err != nil {
		return fmt.Errorf("store: unable to delete item %q: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// ClearShoppingList removes a user's checked items, or all of them.
func (s *Store) ClearShoppingList(ctx context.Context, userID string, checkedOnly bool) error {
	q := `DELETE FROM shopping_items WHERE user_id = ?`
	if checkedOnly {
		q += ` AND checked`
	}
	if _, err := s.db.ExecContext(ctx, s.rebind(q), userID); err != nil {
		return fmt.Errorf("store: unable to clear the list of %q: %w", userID, err)
	}
	return nil
}

// ShoppingItems returns a user's list with each ingredient and recipe in language.
func (s *Store) ShoppingItems(ctx context.Context, userID, language string) ([]ShoppingItem, error) {
	rows, err := s.db.QueryContext(ctx, s.rebind(`SELECT i.id, i.ingredient_id, i.unit, i.amount, i.text, i.language, i.aisle, i.checked,
		i.created_at, i.updated_at, COALESCE(d.body, '')
		FROM shopping_items i LEFT JOIN documents d ON d.group_id = i.ingredient_id AND i.ingredient_id <> '' AND d.kind = 'ingredient' AND d.language = ?
		WHERE i.user_id = ? ORDER BY i.created_at, i.id`), language, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the list of %q: %w", userID, err)
	}
	defer rows.Close()
	items := []ShoppingItem{}
	index := map[string]int{}
	for rows.Next() {
		it := ShoppingItem{UserID: userID}
		var amount sql.NullFloat64
		var created, updated int64
		var body string
		if err := rows.Scan(&it.ID, &it.IngredientID, &it.Unit, &amount, &it.Text, &it.Language, &it.Aisle, &it.Checked,
			&created, &updated, &body); err != nil {
			return nil, err
		}
		if amount.Valid {
			it.Amount = &amount.Float64
		}
		if body != "" {
			it.IngredientBody = []byte(body)
		}
		it.CreatedAt, it.UpdatedAt = time.UnixMicro(created).UTC(), time.UnixMicro(updated).UTC()
		it.Recipes = []ShoppingSource{}
		index[it.ID] = len(items)
		items = append(items, it)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	src, err := s.db.QueryContext(ctx, s.rebind(`SELECT r.item_id, r.content_id, d.title, d.slug FROM shopping_item_recipes r
		JOIN shopping_items i ON i.user_id = r.user_id AND i.id = r.item_id
		JOIN documents d ON d.group_id = r.content_id AND d.kind = 'recipe' AND d.language = ? AND d.state = 'published'
		WHERE r.user_id = ? ORDER BY d.title`), language, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the recipes of the list of %q: %w", userID, err)
	}
	defer src.Close()
	for src.Next() {
		var itemID string
		var r ShoppingSource
		if err := src.Scan(&itemID, &r.ContentID, &r.Title, &r.Slug); err != nil {
			return nil, err
		}
		if i, ok := index[itemID]; ok {
			items[i].Recipes = append(items[i].Recipes, r)
		}
	}
	return items, src.Err()
}
