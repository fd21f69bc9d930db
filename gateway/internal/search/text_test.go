package search

import (
	"net/http"
	"net/url"
	"slices"
	"testing"
)

func TestFolding(t *testing.T) {
	groups := [][]string{
		{"käse", "kaese", "kase", "Käse"},
		{"straße", "strasse"},
		{"soße", "sosse"},
		{"müsli", "muesli", "musli"},
		{"çorbası", "corbasi"},
		{"kartoffel", "Kartoffeln"},
		{"nudel", "nudeln"},
	}
	de := newStemmer("de")
	for _, g := range groups {
		for _, w := range g[1:] {
			if de.key(w) != de.key(g[0]) {
				t.Errorf("%q is indexed as %q, %q as %q", w, de.key(w), g[0], de.key(g[0]))
			}
		}
	}
	if de.key("kartoffel") == de.key("kartoffelsalat") {
		t.Error("a compound must keep its own key")
	}
	if k := newStemmer("en").key("potatoes"); k != newStemmer("en").key("potato") {
		t.Errorf("potatoes → %q", k)
	}
}

func TestParts(t *testing.T) {
	lx, err := loadLexicon("de")
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string][]string{
		"Kartoffelsalat":    {"kartoffel", "salat"},
		"Schokoladenkuchen": {"schoko", "schokolade", "kuchen"},
		"Kartoffeln":        {"kartoffel"},
		"Spiegelei":         {"spiegel", "ei"},
		"Grießbrei":         {"grieß", "brei"},
		"Hefezopf":          {"hefe", "zopf"},
		"Reisen":            {"reis"},
		"Salat":             nil,
	}
	for word, want := range cases {
		var keys []string
		for _, p := range want {
			keys = append(keys, lx.stem.key(p))
		}
		got := lx.partsOf(word)
		slices.Sort(got)
		slices.Sort(keys)
		if !slices.Equal(got, keys) {
			t.Errorf("partsOf(%q) = %v, want %v", word, got, keys)
		}
	}
	if got := lx.partsOf("Grießbrei"); slices.Contains(got, lx.stem.key("ei")) {
		t.Error("a short part needs a part before it: Grießbrei holds no egg")
	}
}

func TestStaples(t *testing.T) {
	de, _ := loadLexicon("de")
	en, _ := loadLexicon("en")
	for _, c := range []struct {
		lx     *lexicon
		name   string
		staple bool
	}{
		{de, "Salz", true}, {de, "Olivenöl", true}, {de, "warmes Wasser", true}, {de, "schwarzer Pfeffer", true},
		{de, "Rapsöl", true}, {de, "Sonnenblumenöl", true}, {de, "Sesamöl", true}, {de, "Meersalz", true},
		{de, "Salzbrezel", false}, {de, "Kartoffeln", false}, {de, "Zucker", false}, {de, "Rote Bete", false},
		{de, "Cayennepfeffer", false}, {en, "sunflower oil", true}, {en, "cayenne pepper", false},
		{en, "salt", true}, {en, "olive oil", true}, {en, "warm water", true}, {en, "pepper", true},
		{en, "red pepper", false}, {en, "rice", false}, {en, "sugar", false},
	} {
		if got := c.lx.isStaple(c.name); got != c.staple {
			t.Errorf("isStaple(%q) = %v", c.name, got)
		}
	}
}

func TestDamerau(t *testing.T) {
	for _, c := range []struct {
		a, b string
		near bool
	}{
		{"lasange", "lasagne", true}, {"spagetti", "spaghetti", true}, {"brokoli", "brokkoli", true},
		{"kartofel", "kartoffel", true}, {"salat", "salat", true}, {"salat", "salz", false},
		{"kartofelsalad", "kartoffelsalat", false}, {"tarte", "torte", true}, {"ab", "ba", true},
	} {
		if got := damerau([]rune(c.a), []rune(c.b)); got != c.near {
			t.Errorf("damerau(%q, %q) = %v", c.a, c.b, got)
		}
	}
	if !damerauPrefix([]rune("kartofe"), []rune("kartoffelsalat")) || damerauPrefix([]rune("xyz"), []rune("kartoffel")) {
		t.Error("damerauPrefix")
	}
	if distance([]rune("kartofelsalad"), []rune("kartoffelsalat")) != 2 || distance([]rune("a"), []rune("abcd")) != 3 {
		t.Error("distance")
	}
}

func TestParseQuery(t *testing.T) {
	long := make([]byte, MaxQueryLength+1)
	for i := range long {
		long[i] = 'a'
	}
	for _, c := range []struct {
		raw    string
		status int
		code   string
	}{
		{"q=" + string(long), http.StatusBadRequest, "search_too_long"},
		{"diet=paleo", http.StatusUnprocessableEntity, "unknown_filter"},
		{"meal=supper", http.StatusUnprocessableEntity, "unknown_filter"},
		{"quick=yes", http.StatusUnprocessableEntity, "unknown_filter"},
		{"type=video", http.StatusUnprocessableEntity, "unknown_filter"},
		{"have=a,b,c,d,e,f,g,h,i,j,k,l,m", http.StatusUnprocessableEntity, "unknown_filter"},
		{"max_time=soon", http.StatusBadRequest, "invalid_parameter"},
		{"page=0", http.StatusBadRequest, "invalid_parameter"},
		{"per_page=101", http.StatusBadRequest, "invalid_parameter"},
		{"sort=new", http.StatusBadRequest, "unknown_parameter"},
	} {
		v, _ := url.ParseQuery(c.raw)
		_, err := ParseQuery(v, "de")
		pe, ok := err.(*ParamError)
		if !ok || pe.Status != c.status || pe.Code != c.code {
			t.Errorf("%.40s: %v, want %d %s", c.raw, err, c.status, c.code)
		}
	}
	v, _ := url.ParseQuery("q=+Kartoffel+&diet=vegan&quick=true&have=kartoffeln,+zwiebeln,,kartoffeln&page=2&per_page=10")
	q, err := ParseQuery(v, "de")
	if err != nil || q.Text != "Kartoffel" || q.Diet != "vegan" || !q.Quick || !slices.Equal(q.Have, []string{"kartoffeln", "zwiebeln"}) || q.Page != 2 || q.PerPage != 10 {
		t.Errorf("parsed %+v, %v", q, err)
	}
}
