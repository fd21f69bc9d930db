package contentapi

import "testing"

func TestListAmount(t *testing.T) {
	for _, c := range []struct {
		amount     float64
		unit, lang string
		shown      string
		value      float64
		words      string
	}{
		{1.5, "", "de", "", 2, "2"}, // eggs are bought whole
		{0.5, "", "de", "", 1, "1"},
		{3, "", "de", "", 3, "3"},
		{3.0000001, "", "de", "", 3, "3"}, // a sum's float noise is not a fourth egg
		{0.5, "can", "de", "can", 1, "1"},
		{225, "g", "de", "g", 230, "230"}, // as the page rounds
		{7.3, "g", "en", "g", 7.5, "7.5"},
		{7.3, "g", "de", "g", 7.5, "7,5"},
		{1249, "g", "de", "kg", 1.25, "1,25"},
		{1500, "ml", "en", "l", 1.5, "1.5"},
		{0.1, "g", "de", "g", 0.5, "0,5"},
		{1.5, "tsp", "de", "tsp", 1.5, "1½"},
		{0.3, "tbsp", "de", "tbsp", 1.0 / 3, "⅓"},
		{0.01, "pinch", "de", "pinch", 1.0 / 8, "⅛"},
		{2.95, "tsp", "de", "tsp", 3, "3"},
		{12.4, "cup", "de", "cup", 12, "12"},
		{3.3, "cm", "de", "cm", 3.5, "3,5"},
		{12.4, "cm", "de", "cm", 12, "12"},
	} {
		shown, value, words := listAmount(c.amount, c.unit, c.lang)
		if shown != c.shown || value != c.value || words != c.words {
			t.Errorf("listAmount(%v, %q, %s) = %q %v %q, want %q %v %q", c.amount, c.unit, c.lang, shown, value, words, c.shown, c.value, c.words)
		}
	}
}
