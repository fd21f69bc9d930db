// The shared fixtures under fixtures/<schema-name>/ are checked here with zod and, from the same
// files, with the exported JSON Schema in gateway/internal/schema (schema_test.go): a fixture that
// passes one side must pass the other. This file also fails when the committed JSON Schema files
// are stale, so a changed zod schema cannot ship without `npm run schemas:export`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonSchemaText, schemas, type SchemaName } from "../src/index.ts";

const fixturesDir = fileURLToPath(new URL("../fixtures/", import.meta.url));
const jsonSchemaDir = fileURLToPath(new URL("../../gateway/internal/schema/json/", import.meta.url));
const exportHint = "run `npm run schemas:export` from the repository root and commit the result";

const names = Object.keys(schemas) as SchemaName[];

/** A fixture file: fixtures/<schema>/<valid|invalid>-<what it shows>.json. */
type Fixture = { schema: string; file: string; expect: "valid" | "invalid"; document: unknown };

function readFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const dir of readdirSync(fixturesDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of readdirSync(fixturesDir + dir.name).sort()) {
      const kind = /^(valid|invalid)-[a-z0-9-]+\.json$|^(valid|invalid)\.json$/.exec(file);
      const expectation = kind?.[1] ?? kind?.[2];
      if (expectation !== "valid" && expectation !== "invalid") {
        throw new Error(`fixtures/${dir.name}/${file}: name must be valid-<what>.json or invalid-<what>.json`);
      }
      const text = readFileSync(`${fixturesDir}${dir.name}/${file}`, "utf8");
      fixtures.push({ schema: dir.name, file, expect: expectation, document: JSON.parse(text) });
    }
  }
  return fixtures;
}

const fixtures = readFixtures();
const label = (f: Fixture) => `${f.schema}/${f.file}`;

describe("fixtures", () => {
  it("every fixture directory names a schema", () => {
    const unknown = [...new Set(fixtures.map((f) => f.schema))].filter((s) => !(s in schemas));
    expect(unknown, "fixture directories without a schema of that name").toEqual([]);
  });

  it("every schema has at least one valid fixture", () => {
    const covered = new Set(fixtures.filter((f) => f.expect === "valid").map((f) => f.schema));
    const missing = names.filter((n) => !covered.has(n));
    expect(missing, "add content-schemas/fixtures/<name>/valid-<what>.json for").toEqual([]);
  });

  const known = fixtures.filter((f) => f.schema in schemas);

  describe.each(known.filter((f) => f.expect === "valid").map((f) => [label(f), f] as const))(
    "%s",
    (_, fixture) => {
      it("passes zod", () => {
        const result = schemas[fixture.schema as SchemaName].safeParse(fixture.document);
        expect(result.success, result.success ? "" : z.prettifyError(result.error)).toBe(true);
      });
    },
  );

  describe.each(known.filter((f) => f.expect === "invalid").map((f) => [label(f), f] as const))(
    "%s",
    (_, fixture) => {
      it("fails zod for exactly one reason", () => {
        const result = schemas[fixture.schema as SchemaName].safeParse(fixture.document);
        expect(result.success, "an invalid-* fixture was accepted").toBe(false);
        // An invalid fixture breaks one rule, so the test pins that rule and nothing else.
        const issues = result.error?.issues ?? [];
        expect(issues, z.prettifyError(result.error!)).toHaveLength(1);
      });
    },
  );
});

describe("exported JSON Schema files", () => {
  it.each(names)("%s.json is up to date", (name) => {
    const file = `${jsonSchemaDir}${name}.json`;
    expect(existsSync(file), `gateway/internal/schema/json/${name}.json is missing: ${exportHint}`).toBe(true);
    const committed = readFileSync(file, "utf8");
    expect(committed, `gateway/internal/schema/json/${name}.json is stale: ${exportHint}`).toBe(jsonSchemaText(name));
  });

  it("has no file without a schema", () => {
    const extra = readdirSync(jsonSchemaDir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -".json".length))
      .filter((n) => !(n in schemas));
    expect(extra, `gateway/internal/schema/json has files for unknown schemas: ${exportHint}`).toEqual([]);
  });
});
