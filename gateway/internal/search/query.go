package search

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// MaxQueryLength caps a query's text in characters: longer is not a search but a paste.
const MaxQueryLength = 200

// Paging of search answers.
const (
	DefaultPerPage = 24
	MaxPerPage     = 100
	// MaxHave caps the ingredients of one "cook with what you have" question.
	MaxHave = 12
)

// Query is one parsed search request.
type Query struct {
	Language string
	Text     string
	// Type is "recipe", "article" or empty for both.
	Type       string
	Category   string
	Tag        string
	Diet       string
	Meal       string
	Quick      bool
	Healthy    bool
	Kids       bool
	MaxTime    int
	Difficulty string
	Have       []string
	Page       int
	PerPage    int
}

// recipeOnly tells whether a filter is set that only recipes can pass.
func (q Query) recipeOnly() bool {
	return q.Type == "recipe" || q.Diet != "" || q.Meal != "" || q.Quick || q.Healthy || q.Kids ||
		q.MaxTime > 0 || q.Difficulty != "" || len(q.Have) > 0
}

// ParamError is a parameter the search refuses, with the status and error code to answer with.
type ParamError struct {
	Status int
	Code   string
	Param  string
}

func (e *ParamError) Error() string {
	return fmt.Sprintf("search: %s in parameter %q", e.Code, e.Param)
}

func refuse(status int, code, param string) error {
	return &ParamError{Status: status, Code: code, Param: param}
}

// choices are the values the enumerated filters accept.
var choices = map[string][]string{
	"type":       {"recipe", "article"},
	"diet":       {"vegetarian", "vegan"},
	"meal":       {"breakfast", "lunch", "dinner"},
	"difficulty": {"easy", "medium", "hard"},
}

// ParseQuery reads a search request's parameters strictly: an unknown parameter is a 400 (a typo in
// a filter's name must not silently widen the search), an unknown filter value a 422.
func ParseQuery(params url.Values, lang string) (Query, error) {
	q := Query{Language: lang, Page: 1, PerPage: DefaultPerPage}
	for name, values := range params {
		v := strings.TrimSpace(values[0])
		var err error
		switch name {
		case "q":
			q.Text = v
			if len([]rune(v)) > MaxQueryLength {
				err = refuse(http.StatusBadRequest, "search_too_long", name)
			}
		case "type", "diet", "meal", "difficulty":
			err = oneOf(name, v)
			switch name {
			case "type":
				q.Type = v
			case "diet":
				q.Diet = v
			case "meal":
				q.Meal = v
			default:
				q.Difficulty = v
			}
		case "category":
			q.Category = v
		case "tag":
			q.Tag = v
		case "quick":
			q.Quick, err = flag(name, v)
		case "healthy":
			q.Healthy, err = flag(name, v)
		case "kids":
			q.Kids, err = flag(name, v)
		case "max_time":
			q.MaxTime, err = number(name, v, 1, 24*60, http.StatusBadRequest, "invalid_parameter")
		case "have":
			q.Have, err = have(v)
		case "page":
			q.Page, err = number(name, v, 1, 1<<20, http.StatusBadRequest, "invalid_parameter")
		case "per_page":
			q.PerPage, err = number(name, v, 1, MaxPerPage, http.StatusBadRequest, "invalid_parameter")
		case "lang":
		default:
			err = refuse(http.StatusBadRequest, "unknown_parameter", name)
		}
		if err != nil {
			return q, err
		}
	}
	return q, nil
}

func oneOf(name, v string) error {
	for _, c := range choices[name] {
		if v == c {
			return nil
		}
	}
	return refuse(http.StatusUnprocessableEntity, "unknown_filter", name)
}

func flag(name, v string) (bool, error) {
	switch v {
	case "true", "1":
		return true, nil
	case "false", "0", "":
		return false, nil
	}
	return false, refuse(http.StatusUnprocessableEntity, "unknown_filter", name)
}

func number(name, v string, lo, hi, status int, code string) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, refuse(status, code, name)
	}
	return n, nil
}

// have reads the comma-separated ingredients of "cook with what you have": at most MaxHave of
// them, blanks and repeats dropped.
func have(v string) ([]string, error) {
	if len([]rune(v)) > MaxQueryLength {
		return nil, refuse(http.StatusBadRequest, "search_too_long", "have")
	}
	var out []string
	given := 0
	for _, s := range strings.Split(v, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		given++
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if given > MaxHave {
		return nil, refuse(http.StatusUnprocessableEntity, "unknown_filter", "have")
	}
	return out, nil
}
