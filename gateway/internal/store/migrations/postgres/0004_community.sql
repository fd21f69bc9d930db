-- Community and kitchen tools: cookbooks, comments with photos, comment likes, ratings,
-- abuse reports and the shopping list. Times are Unix microseconds, so rows written one after
-- another sort in the order they were written. Items are named by their content id
-- (documents.group_id), shared by both language versions.

-- A user's cookbook. name_key is the name folded to lower case: names are unique per user
-- regardless of case.
CREATE TABLE cookbooks (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT NOT NULL,
    name_key   TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (user_id, name_key)
);

-- What a cookbook holds. user_id is repeated so the per-user limit is one indexed count.
CREATE TABLE cookbook_items (
    cookbook_id TEXT NOT NULL REFERENCES cookbooks (id) ON DELETE CASCADE,
    user_id     TEXT NOT NULL,
    content_id  TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (cookbook_id, content_id)
);
CREATE INDEX cookbook_items_user ON cookbook_items (user_id);
CREATE INDEX cookbook_items_newest ON cookbook_items (cookbook_id, created_at DESC);

-- A comment, plain text. hidden is set when three users reported it, until an editor looks.
CREATE TABLE comments (
    id         TEXT PRIMARY KEY,
    content_id TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    language   TEXT NOT NULL,
    text       TEXT NOT NULL,
    like_count INTEGER NOT NULL DEFAULT 0,
    hidden     BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT NOT NULL
);
CREATE INDEX comments_newest ON comments (content_id, created_at DESC);
CREATE INDEX comments_user ON comments (user_id, created_at DESC);

-- A photo a user uploaded (re-encoded; the bytes are in media at user-images/{id}.jpg), attached
-- to at most one comment.
CREATE TABLE user_images (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    comment_id TEXT REFERENCES comments (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL DEFAULT 0,
    width      INTEGER NOT NULL,
    height     INTEGER NOT NULL,
    hidden     BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT NOT NULL
);
CREATE INDEX user_images_user ON user_images (user_id, created_at DESC);
CREATE INDEX user_images_comment ON user_images (comment_id, position);

CREATE TABLE comment_likes (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    comment_id TEXT NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, comment_id)
);
CREATE INDEX comment_likes_comment ON comment_likes (comment_id);

-- One rating per user and recipe; the recipe's average and count live in its stored JSON too.
CREATE TABLE ratings (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content_id TEXT NOT NULL,
    rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, content_id)
);
CREATE INDEX ratings_content ON ratings (content_id);

-- An abuse report; a reporter reports one thing once. status stays 'open' until an editor looks.
CREATE TABLE reports (
    id          TEXT PRIMARY KEY,
    reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    target      TEXT NOT NULL,
    target_id   TEXT NOT NULL,
    reason      TEXT NOT NULL,
    text        TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL DEFAULT 'open',
    created_at  BIGINT NOT NULL,
    UNIQUE (reporter_id, target, target_id)
);
CREATE INDEX reports_target ON reports (target, target_id);
CREATE INDEX reports_open ON reports (status, created_at);

-- A line of a user's shopping list: an ingredient (ingredient_id is its content id, amounts in
-- unit add up) or a free item (ingredient_id ''). language is the one it was written in.
CREATE TABLE shopping_items (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ingredient_id TEXT NOT NULL DEFAULT '',
    unit          TEXT NOT NULL DEFAULT '',
    amount        DOUBLE PRECISION,
    text          TEXT NOT NULL DEFAULT '',
    language      TEXT NOT NULL,
    aisle         TEXT NOT NULL,
    checked       BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);
CREATE INDEX shopping_items_user ON shopping_items (user_id, ingredient_id, unit);

-- Which recipes a line was added for.
CREATE TABLE shopping_item_recipes (
    item_id    TEXT NOT NULL REFERENCES shopping_items (id) ON DELETE CASCADE,
    content_id TEXT NOT NULL,
    PRIMARY KEY (item_id, content_id)
);
