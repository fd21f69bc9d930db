package schema

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fixturesDir holds the fixtures content-schemas checks with zod (content-schemas/test/schemas.test.ts):
// fixtures/<schema-name>/valid-*.json and invalid-*.json. Both sides must agree on every one of them.
const fixturesDir = "../../../content-schemas/fixtures"

var fixtureName = regexp.MustCompile(`^(valid|invalid)(-[a-z0-9-]+)?\.json$`)

// fixture is one document with the verdict its file name promises.
type fixture struct {
	schema string
	file   string
	valid  bool
	doc    []byte
}

func loadSet(t *testing.T) *Set {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return set
}

func readFixtures(t *testing.T) []fixture {
	t.Helper()
	dirs, err := os.ReadDir(fixturesDir)
	if err != nil {
		t.Fatalf("unable to read the shared fixtures: %v", err)
	}
	var fixtures []fixture
	for _, dir := range dirs {
		if !dir.IsDir() {
			continue
		}
		files, err := os.ReadDir(filepath.Join(fixturesDir, dir.Name()))
		if err != nil {
			t.Fatalf("unable to read fixtures/%s: %v", dir.Name(), err)
		}
		for _, file := range files {
			m := fixtureName.FindStringSubmatch(file.Name())
			if m == nil {
				t.Errorf("fixtures/%s/%s: name must be valid-<what>.json or invalid-<what>.json", dir.Name(), file.Name())
				continue
			}
			doc, err := os.ReadFile(filepath.Join(fixturesDir, dir.Name(), file.Name()))
			if err != nil {
				t.Fatalf("unable to read fixtures/%s/%s: %v", dir.Name(), file.Name(), err)
			}
			fixtures = append(fixtures, fixture{schema: dir.Name(), file: file.Name(), valid: m[1] == "valid", doc: doc})
		}
	}
	if len(fixtures) == 0 {
		t.Fatalf("no fixtures found in %s", fixturesDir)
	}
	return fixtures
}

func TestFixtures(t *testing.T) {
	set := loadSet(t)
	names := set.Names()
	for _, f := range readFixtures(t) {
		t.Run(f.schema+"/"+strings.TrimSuffix(f.file, ".json"), func(t *testing.T) {
			if !slices.Contains(names, f.schema) {
				t.Fatalf("fixtures/%s names no embedded schema (have %v)", f.schema, names)
			}
			err := set.Validate(f.schema, f.doc)
			switch {
			case f.valid && err != nil:
				t.Errorf("valid fixture rejected by the JSON Schema but accepted by zod: %v", err)
			case !f.valid && err == nil:
				t.Errorf("invalid fixture accepted by the JSON Schema but rejected by zod")
			}
		})
	}
}

func TestEverySchemaHasAValidFixture(t *testing.T) {
	set := loadSet(t)
	covered := map[string]bool{}
	for _, f := range readFixtures(t) {
		if f.valid {
			covered[f.schema] = true
		}
	}
	for _, name := range set.Names() {
		if !covered[name] {
			t.Errorf("schema %q has no fixture: add content-schemas/fixtures/%s/valid-<what>.json", name, name)
		}
	}
}

func TestLoadEmbedsTheSchemas(t *testing.T) {
	set := loadSet(t)
	for _, name := range []string{"recipe", "article", "feed", "menu", "error", "paged-content-summary"} {
		if !slices.Contains(set.Names(), name) {
			t.Errorf("Names() = %v, want it to contain %q", set.Names(), name)
		}
	}
}

func TestValidateRejectsUnknownSchema(t *testing.T) {
	set := loadSet(t)
	err := set.Validate("pudding", []byte(`{}`))
	if err == nil {
		t.Fatal("Validate with an unknown schema name: want an error, got nil")
	}
	if !strings.Contains(err.Error(), `unknown schema "pudding"`) {
		t.Errorf("error = %q, want it to name the unknown schema", err)
	}
}

func TestValidateRejectsNonJSON(t *testing.T) {
	set := loadSet(t)
	for _, input := range []string{
		``,
		`<!DOCTYPE html><html><body>Bad Gateway</body></html>`,
		`{"email": "anna.schmidt@example.de", "language": "de"`,
		`{"email": "anna.schmidt@example.de", "language": "de"} trailing`,
	} {
		err := set.Validate("newsletter", []byte(input))
		if err == nil {
			t.Errorf("Validate(newsletter, %q): want an error, got nil", input)
			continue
		}
		if !strings.Contains(err.Error(), "not JSON") {
			t.Errorf("Validate(newsletter, %q) = %q, want a \"not JSON\" error", input, err)
		}
	}
}
