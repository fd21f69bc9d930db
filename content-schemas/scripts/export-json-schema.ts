// Writes one JSON Schema file per shape into the gateway, which embeds them (go:embed cannot reach
// outside its package, so the files live there). `npm test` fails when these files are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchemaText, schemas, type SchemaName } from "../src/index.ts";

export const outDir = fileURLToPath(new URL("../../gateway/internal/schema/json/", import.meta.url));

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) {
  if (file.endsWith(".json")) rmSync(outDir + file);
}
for (const name of Object.keys(schemas) as SchemaName[]) {
  writeFileSync(`${outDir}${name}.json`, jsonSchemaText(name));
}
console.log(`wrote ${Object.keys(schemas).length} JSON Schema files to ${outDir}`);
