package store_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

// TestCommunityLimits checks the per-user limits where the store enforces them (the content API
// passes the limits of the issue: 100 cookbooks, 5,000 items, 500 list lines), with small ones.
func TestCommunityLimits(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Now()
			user := store.User{ID: uuid.NewString(), Email: "limits@example.org", Name: "Limits", Slug: "limits", Language: "de", CreatedAt: now, UpdatedAt: now}
			sess := store.Session{TokenHash: "h", CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
			if err := s.CreateUser(ctx, user, nil, sess); err != nil {
				t.Fatal(err)
			}

			first, second := uuid.NewString(), uuid.NewString()
			for _, id := range []string{first, second} {
				if err := s.CreateCookbook(ctx, user.ID, id, "Buch "+id[:4], 2, now); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.CreateCookbook(ctx, user.ID, uuid.NewString(), "Drittes", 2, now); !errors.Is(err, store.ErrLimit) {
				t.Fatalf("a third cookbook past a limit of 2: %v", err)
			}

			// Items count across all of a user's cookbooks; saving one again is no new item.
			for _, item := range []string{"a", "b"} {
				if added, err := s.AddToCookbook(ctx, user.ID, first, item, 3, now); err != nil || !added {
					t.Fatalf("save %s: %v %v", item, added, err)
				}
			}
			if added, err := s.AddToCookbook(ctx, user.ID, second, "c", 3, now); err != nil || !added {
				t.Fatalf("save c: %v %v", added, err)
			}
			if added, err := s.AddToCookbook(ctx, user.ID, first, "a", 3, now); err != nil || added {
				t.Fatalf("saving a again: %v %v", added, err)
			}
			if _, err := s.AddToCookbook(ctx, user.ID, second, "d", 3, now); !errors.Is(err, store.ErrLimit) {
				t.Fatalf("a fourth item past a limit of 3: %v", err)
			}
			// Moving keeps the count; into a cookbook that has the item, it just leaves the first.
			if err := s.MoveCookbookItem(ctx, user.ID, first, "a", second, now); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddToCookbook(ctx, user.ID, first, "e", 3, now); !errors.Is(err, store.ErrLimit) {
				t.Fatalf("after a move the user still holds 3 items, so a new one is past the limit: %v", err)
			}
			if err := s.MoveCookbookItem(ctx, user.ID, first, "a", second, now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("moving an item that is not in the cookbook: %v", err)
			}

			// The shopping list: a free item past the limit, and a recipe whose lines would pass it.
			for i := range 2 {
				item := store.ShoppingItem{ID: uuid.NewString(), UserID: user.ID, Text: "Kaffee", Language: "de", Aisle: "other", CreatedAt: now, UpdatedAt: now}
				if added, err := s.AddShoppingItem(ctx, item, 3); err != nil || !added {
					t.Fatalf("item %d: %v %v", i, added, err)
				}
			}
			two := []store.ShoppingLine{{IngredientID: "mehl", Unit: "g", Aisle: "dry_goods"}, {IngredientID: "zucker", Unit: "g", Aisle: "dry_goods"}}
			if err := s.AddRecipeToList(ctx, user.ID, "kuchen", two, "de", 3, now); !errors.Is(err, store.ErrLimit) {
				t.Fatalf("a recipe past the list's limit: %v", err)
			}
			items, err := s.ShoppingItems(ctx, user.ID, "de")
			if err != nil || len(items) != 2 {
				t.Fatalf("the refused recipe left %d items (%v): nothing of it may stay", len(items), err)
			}
		})
	}
}

// TestShoppingIDsPerUser: a shopping-list id, chosen by a device, is unique in one user's list only.
// Another user may use it for an item of their own, and nothing they do reaches the first user's.
func TestShoppingIDsPerUser(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := b.Open(t)
			now := time.Now()
			var users [2]string
			for i, name := range []string{"anna", "ben"} {
				u := store.User{ID: uuid.NewString(), Email: name + "@example.org", Name: name, Slug: name, Language: "de", CreatedAt: now, UpdatedAt: now}
				sess := store.Session{TokenHash: name, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}
				if err := s.CreateUser(ctx, u, nil, sess); err != nil {
					t.Fatal(err)
				}
				users[i] = u.ID
			}
			anna, ben := users[0], users[1]
			id := uuid.NewString()
			add := func(user, text string) bool {
				t.Helper()
				added, err := s.AddShoppingItem(ctx, store.ShoppingItem{ID: id, UserID: user, Text: text, Language: "de", Aisle: "other", CreatedAt: now, UpdatedAt: now}, 10)
				if err != nil {
					t.Fatalf("%s adds %s: %v", user, text, err)
				}
				return added
			}
			list := func(user string) []store.ShoppingItem {
				t.Helper()
				items, err := s.ShoppingItems(ctx, user, "de")
				if err != nil {
					t.Fatal(err)
				}
				return items
			}
			if !add(anna, "Kaffee") {
				t.Fatal("anna's item was not added")
			}
			// Ben cannot touch anna's item by its id.
			if err := s.CheckShoppingItem(ctx, ben, id, true, now); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("ben checks anna's item: %v", err)
			}
			if err := s.DeleteShoppingItem(ctx, ben, id); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("ben deletes anna's item: %v", err)
			}
			// Ben may use the same id for his own item; anna sending hers again adds nothing.
			if !add(ben, "Tee") {
				t.Fatal("ben's item of the same id was not added")
			}
			if add(anna, "Kaffee") {
				t.Fatal("anna's item sent again was added twice")
			}
			// Recipes' lines and their sources stay with their list.
			lines := []store.ShoppingLine{{IngredientID: "mehl", Unit: "g", Amount: new(200.0), Text: "Mehl", Aisle: "dry_goods"}}
			for _, user := range users {
				if err := s.AddRecipeToList(ctx, user, "kuchen", lines, "de", 10, now); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.CheckShoppingItem(ctx, ben, id, true, now); err != nil {
				t.Fatal(err)
			}
			if err := s.DeleteShoppingItem(ctx, ben, id); err != nil {
				t.Fatal(err)
			}
			a, b := list(anna), list(ben)
			kept := slices.IndexFunc(a, func(it store.ShoppingItem) bool { return it.ID == id })
			if len(a) != 2 || kept < 0 || a[kept].Text != "Kaffee" || a[kept].Checked {
				t.Fatalf("anna's list after ben's changes: %+v", a)
			}
			if len(b) != 1 || b[0].IngredientID != "mehl" || *b[0].Amount != 200 {
				t.Fatalf("ben's list: %+v", b)
			}
		})
	}
}
