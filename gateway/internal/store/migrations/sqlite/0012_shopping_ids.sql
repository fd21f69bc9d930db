-- A shopping-list item's id is chosen by the user's device (so an item added offline keeps its id),
-- and so is unique per user only: two users may pick the same one, and no one learns from a
-- conflict that an id is someone else's. SQLite cannot change a primary key in place: both tables
-- are copied into new ones (renaming updates the reference of the second to the first).
CREATE TABLE shopping_items_new (
    id            TEXT NOT NULL,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ingredient_id TEXT NOT NULL DEFAULT '',
    unit          TEXT NOT NULL DEFAULT '',
    amount        REAL,
    text          TEXT NOT NULL DEFAULT '',
    language      TEXT NOT NULL,
    aisle         TEXT NOT NULL,
    checked       INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    PRIMARY KEY (user_id, id)
);
INSERT INTO shopping_items_new (id, user_id, ingredient_id, unit, amount, text, language, aisle, checked, created_at, updated_at)
    SELECT id, user_id, ingredient_id, unit, amount, text, language, aisle, checked, created_at, updated_at FROM shopping_items;

CREATE TABLE shopping_item_recipes_new (
    user_id    TEXT NOT NULL,
    item_id    TEXT NOT NULL,
    content_id TEXT NOT NULL,
    PRIMARY KEY (user_id, item_id, content_id),
    FOREIGN KEY (user_id, item_id) REFERENCES shopping_items_new (user_id, id) ON DELETE CASCADE
);
INSERT INTO shopping_item_recipes_new (user_id, item_id, content_id)
    SELECT i.user_id, r.item_id, r.content_id FROM shopping_item_recipes r JOIN shopping_items i ON i.id = r.item_id;

DROP TABLE shopping_item_recipes;
DROP TABLE shopping_items;
ALTER TABLE shopping_items_new RENAME TO shopping_items;
ALTER TABLE shopping_item_recipes_new RENAME TO shopping_item_recipes;
CREATE INDEX shopping_items_user ON shopping_items (user_id, ingredient_id, unit);
