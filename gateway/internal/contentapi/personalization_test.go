package contentapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/store/storetest"
)

type termOption struct {
	Value, Kind, Slug, Title string
}

type optionsBody struct {
	Diets []struct {
		Value, Title string
		Tags         []string
	}
	Dislikes []termOption
	Skills   []struct {
		Value, Title string
		Difficulties []string
	}
	Household struct{ Min, Max int }
	Cuisines  []termOption
}

func findOption(t *testing.T, list []termOption, slug string) termOption {
	t.Helper()
	for _, o := range list {
		if o.Slug == slug {
			return o
		}
	}
	t.Fatalf("no option %q in %v", slug, list)
	return termOption{}
}

// TestPersonalization runs the options and a reader's preferences through HTTP on every store, on
// the demo catalogue (its cuisines and ingredients).
func TestPersonalization(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			e := newAccountEnvWith(t, b, func(st *store.Store) error {
				_, err := seed.Demo(context.Background(), st)
				return err
			})
			var de, en optionsBody
			a := e.req("GET", "/api/personalization/options/", nil, "de").expect(200)
			e.validate("personalization-options", a.body)
			if a.header.Get("Content-Language") != "de" || strings.Contains(a.header.Get("Cache-Control"), "private") {
				t.Fatalf("options: %v", a.header)
			}
			a.decode(&de)
			a = e.req("GET", "/api/personalization/options/", nil, "en").expect(200)
			e.validate("personalization-options", a.body)
			a.decode(&en)
			if len(de.Diets) != 3 || de.Diets[2].Value != "vegan" || de.Diets[0].Title != "Ich esse alles" || en.Diets[0].Title != "I eat everything" {
				t.Fatalf("diets: %+v / %+v", de.Diets, en.Diets)
			}
			if len(de.Skills) != 3 || de.Household.Min != 1 || de.Household.Max != 8 {
				t.Fatalf("skills or household: %+v %+v", de.Skills, de.Household)
			}
			// The same things in both languages, under the same values and in each language's words.
			asianDE, asianEN := findOption(t, de.Cuisines, "asiatisch"), findOption(t, en.Cuisines, "asian")
			fishDE, fishEN := findOption(t, de.Dislikes, "fisch"), findOption(t, en.Dislikes, "fish")
			if asianDE.Value != asianEN.Value || fishDE.Value != fishEN.Value || fishDE.Title != "Fisch" || fishEN.Title != "Fish" || fishDE.Kind != "category" {
				t.Fatalf("twins: %+v %+v %+v %+v", asianDE, asianEN, fishDE, fishEN)
			}
			if len(de.Cuisines) != len(en.Cuisines) || len(de.Dislikes) != len(en.Dislikes) || len(de.Dislikes) < 10 {
				t.Fatalf("%d/%d cuisines, %d/%d dislikes", len(de.Cuisines), len(en.Cuisines), len(de.Dislikes), len(en.Dislikes))
			}
			for i := 1; i < len(de.Cuisines); i++ {
				if de.Cuisines[i-1].Title > de.Cuisines[i].Title && !strings.ContainsAny(de.Cuisines[i-1].Title+de.Cuisines[i].Title, "ÄÖÜäöü") {
					t.Fatalf("cuisines not alphabetical: %v", de.Cuisines)
				}
			}

			const path = "/api/personalization/preferences/"
			e.req("GET", path, nil, "de").expectError(401, "unauthorized", "")
			e.req("PUT", path, map[string]any{"diet": "vegan"}, "de").expectError(401, "unauthorized", "")
			s := e.signUp(newEmail("cook"), "Koch", "de")
			tok := s.User.UserToken
			a = e.req("GET", path, nil, "de", withUser(tok)).expect(200)
			e.validate("preferences", a.body)
			if string(a.body) != `{"diet":null,"dislikes":[],"skill":null,"household":null,"cuisines":[],"updated_at":null}` {
				t.Fatalf("untold: %s", a.body)
			}
			good := map[string]any{"diet": "vegan", "dislikes": []string{fishDE.Value, fishDE.Value}, "skill": "beginner", "household": 2, "cuisines": []string{asianDE.Value}}
			a = e.req("PUT", path, good, "de", withUser(tok)).expect(200)
			e.validate("preferences", a.body)
			// Written in German, read in English: the same choices.
			var got struct {
				Diet      string
				Dislikes  []string
				Skill     string
				Household int
				Cuisines  []string
				UpdatedAt *string `json:"updated_at"`
			}
			a = e.req("GET", path, nil, "en", withUser(tok)).expect(200)
			e.validate("preferences", a.body)
			a.decode(&got)
			if got.Diet != "vegan" || len(got.Dislikes) != 1 || got.Dislikes[0] != fishEN.Value || got.Skill != "beginner" || got.Household != 2 ||
				len(got.Cuisines) != 1 || got.Cuisines[0] != asianEN.Value || got.UpdatedAt == nil {
				t.Fatalf("stored: %s", a.body)
			}
			// An English page sends English-language options' values: the same ids.
			e.req("PUT", path, map[string]any{"diet": nil, "dislikes": []string{}, "skill": nil, "household": nil, "cuisines": []string{asianEN.Value}}, "en", withUser(tok)).expect(200)

			bad := func(body any, status int, code, field string) {
				t.Helper()
				e.req("PUT", path, body, "de", withUser(tok)).expectError(status, code, field)
			}
			with := func(k string, v any) map[string]any {
				m := map[string]any{}
				for kk, vv := range good {
					m[kk] = vv
				}
				m[k] = v
				return m
			}
			bad(with("diet", "carnivore"), 422, "invalid_field", "diet")
			bad(with("household", 9), 422, "invalid_field", "household")
			bad(with("household", 0), 422, "invalid_field", "household")
			bad(with("skill", "chef"), 422, "invalid_field", "skill")
			bad(with("dislikes", []string{"00000000-0000-4000-8000-000000000000"}), 422, "invalid_field", "dislikes")
			bad(with("dislikes", []string{asianDE.Value}), 422, "invalid_field", "dislikes")
			bad(with("cuisines", []string{fishDE.Value}), 422, "invalid_field", "cuisines")
			bad(with("cuisines", []string{"asian"}), 422, "invalid_field", "cuisines.0")
			bad(with("spice", "hot"), 422, "invalid_field", "spice")
			bad(`{"diet":`, 400, "malformed_json", "")
			bad(`[]`, 400, "malformed_json", "")
			bad(`{"diet":"vegan","dislikes":["`+strings.Repeat("a", 70<<10)+`"]}`, 413, "too_large", "")
			// None of it changed what was stored.
			var kept struct {
				Diet     *string
				Cuisines []string
			}
			a = e.req("GET", path, nil, "de", withUser(tok)).expect(200)
			a.decode(&kept)
			if kept.Diet != nil || len(kept.Cuisines) != 1 {
				t.Fatalf("after bad input: %s", a.body)
			}

			// Deleting the account deletes the choices; a new account of the same address starts untold.
			email := s.User.Email
			e.req("DELETE", "/api/users/me/", map[string]string{"password": goodPassword}, "de", withUser(tok)).expect(204)
			e.req("GET", path, nil, "de", withUser(tok)).expectError(401, "unauthorized", "")
			s = e.signUp(email, "Koch", "de")
			a = e.req("GET", path, nil, "de", withUser(s.User.UserToken)).expect(200)
			if !strings.HasSuffix(string(a.body), `"updated_at":null}`) {
				t.Fatalf("a new account inherited choices: %s", a.body)
			}

			// A flood of saves meets the per-user limit of personal writes (60 a minute), not the store.
			flooded := false
			for range 70 {
				if r := e.req("PUT", path, good, "de", withUser(s.User.UserToken)); r.status == 429 {
					r.expectError(429, "rate_limited", "")
					flooded = true
					break
				}
			}
			if !flooded {
				t.Fatal("70 saves in a row were never refused")
			}
		})
	}
}
