-- A shopping-list item's id is chosen by the user's device (so an item added offline keeps its id),
-- and so is unique per user only: two users may pick the same one, and no one learns from a
-- conflict that an id is someone else's.
ALTER TABLE shopping_item_recipes ADD COLUMN user_id TEXT;
UPDATE shopping_item_recipes r SET user_id = i.user_id FROM shopping_items i WHERE i.id = r.item_id;
ALTER TABLE shopping_item_recipes ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE shopping_item_recipes DROP CONSTRAINT shopping_item_recipes_item_id_fkey;
ALTER TABLE shopping_item_recipes DROP CONSTRAINT shopping_item_recipes_pkey;
ALTER TABLE shopping_items DROP CONSTRAINT shopping_items_pkey;
ALTER TABLE shopping_items ADD PRIMARY KEY (user_id, id);
ALTER TABLE shopping_item_recipes ADD PRIMARY KEY (user_id, item_id, content_id);
ALTER TABLE shopping_item_recipes ADD FOREIGN KEY (user_id, item_id) REFERENCES shopping_items (user_id, id) ON DELETE CASCADE;
