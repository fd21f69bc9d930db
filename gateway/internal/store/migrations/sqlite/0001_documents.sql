-- Every published thing is a document: one row per language version. Columns that lists filter or
-- sort by are real columns; the rest of the item is kept as the JSON the content API answers with.
CREATE TABLE documents (
    id           TEXT PRIMARY KEY,
    group_id     TEXT NOT NULL,
    kind         TEXT NOT NULL,
    language     TEXT NOT NULL,
    slug         TEXT NOT NULL,
    title        TEXT NOT NULL,
    author_slug  TEXT NOT NULL DEFAULT '',
    community    INTEGER NOT NULL DEFAULT 0,
    state        TEXT NOT NULL DEFAULT 'published',
    published_at INTEGER NOT NULL DEFAULT 0,
    position     INTEGER NOT NULL DEFAULT 0,
    summary      TEXT NOT NULL DEFAULT '',
    body         TEXT NOT NULL,
    updated_at   INTEGER NOT NULL,
    UNIQUE (kind, language, slug)
);
CREATE INDEX documents_listing ON documents (kind, language, state, published_at DESC);
CREATE INDEX documents_author ON documents (author_slug, language, kind);
CREATE INDEX documents_group ON documents (group_id);

-- Links an item to the language-neutral group id of a category, tag or ingredient.
CREATE TABLE document_terms (
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    term_id     TEXT NOT NULL,
    PRIMARY KEY (document_id, term_id)
);
CREATE INDEX document_terms_term ON document_terms (term_id, document_id);

-- Slugs an item had before; asking for one answers 301 with the current slug.
CREATE TABLE slug_redirects (
    kind        TEXT NOT NULL,
    language    TEXT NOT NULL,
    old_slug    TEXT NOT NULL,
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    PRIMARY KEY (kind, language, old_slug)
);

CREATE TABLE media (
    path         TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    data         BLOB NOT NULL,
    updated_at   INTEGER NOT NULL
);
