// Package schema validates JSON against the JSON Schema files exported from content-schemas (zod),
// so the gateway checks upstream answers and request bodies with the same rules the site uses.
package schema

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed json/*.json
var files embed.FS

// Set holds every compiled schema by name ("recipe", "paged-content-summary", …).
type Set struct {
	schemas map[string]*jsonschema.Schema
}

// Load compiles the embedded schemas. Formats (uuid, date-time) are asserted, as zod does.
func Load() (*Set, error) {
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	names, err := fs.Glob(files, "json/*.json")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	set := &Set{schemas: map[string]*jsonschema.Schema{}}
	for _, file := range names {
		raw, err := files.ReadFile(file)
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("schema: unable to parse %s: %w", file, err)
		}
		name := strings.TrimSuffix(path.Base(file), ".json")
		if err := c.AddResource(name+".json", doc); err != nil {
			return nil, fmt.Errorf("schema: unable to add %s: %w", file, err)
		}
		compiled, err := c.Compile(name + ".json")
		if err != nil {
			return nil, fmt.Errorf("schema: unable to compile %s: %w", file, err)
		}
		set.schemas[name] = compiled
	}
	return set, nil
}

// Names lists the schemas in the set.
func (s *Set) Names() []string {
	names := make([]string, 0, len(s.schemas))
	for n := range s.schemas {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Validate checks a JSON document against the named schema.
func (s *Set) Validate(name string, document []byte) error {
	sch, ok := s.schemas[name]
	if !ok {
		return fmt.Errorf("schema: unknown schema %q", name)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(document))
	if err != nil {
		return fmt.Errorf("schema: %s: not JSON: %w", name, err)
	}
	if err := sch.Validate(v); err != nil {
		return fmt.Errorf("schema: %s: %w", name, err)
	}
	return nil
}
