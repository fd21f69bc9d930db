package contentapi

import (
	"math"
	"strconv"
	"strings"
)

// The shopping list writes an amount as the recipe page does (site/src/lib/amounts.ts), then up to
// what a shop sells: the page's "1½ Eier" is two eggs on the list, its "½ Dose" one can. Grams and
// millilitres round to the steps of a kitchen scale (225 g is 230 g, as on the page), spoons keep
// the page's fractions ("1½ TL"), and other units (cm) go to halves below 10.

// wholeUnits are bought whole, as are counted things (no unit).
var wholeUnits = map[string]bool{"": true, "can": true, "pack": true, "bunch": true, "clove": true, "slice": true,
	"stalk": true, "sprig": true}

// fractionUnits are measured in the kitchen and written with the fractions a cook reads.
var fractionUnits = map[string]bool{"tsp": true, "tbsp": true, "cup": true, "pinch": true, "handful": true}

// fractions are the ones the recipe page writes, smallest first.
var fractions = []struct {
	value float64
	glyph string
}{{1.0 / 8, "⅛"}, {1.0 / 4, "¼"}, {1.0 / 3, "⅓"}, {1.0 / 2, "½"}, {2.0 / 3, "⅔"}, {3.0 / 4, "¾"}}

// listAmount is an amount of unit (kept in g or ml) as the list shows it: the unit it is shown in,
// the value and its words in lang.
func listAmount(v float64, unit, lang string) (shown string, value float64, words string) {
	switch {
	case unit == "g" || unit == "ml":
		value = roundMetric(v)
		if value >= 1000 {
			return displayUnits[unit], value / 1000, decimal(value/1000, lang)
		}
		return unit, value, decimal(value, lang)
	case wholeUnits[unit]:
		value = math.Max(1, math.Ceil(v-1e-6))
		return unit, value, decimal(value, lang)
	case fractionUnits[unit]:
		value, words = fraction(v)
		return unit, value, words
	case v < 10:
		value = math.Max(0.5, math.Round(v*2)/2)
		return unit, value, decimal(value, lang)
	default:
		value = math.Round(v)
		return unit, value, decimal(value, lang)
	}
}

// roundMetric rounds grams or millilitres to a step a kitchen scale or jug can show.
func roundMetric(v float64) float64 {
	step := 50.0
	switch {
	case v < 10:
		step = 0.5
	case v < 100:
		step = 5
	case v < 1000:
		step = 10
	}
	return math.Max(step, math.Round(v/step)*step)
}

// fraction writes a value as a whole number and the nearest fraction ("1½"), from 10 on as a whole
// number; a positive amount never becomes nothing (the least is ⅛).
func fraction(v float64) (float64, string) {
	if v >= 10 {
		whole := math.Round(v)
		return whole, strconv.FormatFloat(whole, 'f', -1, 64)
	}
	whole := math.Floor(v)
	rest := v - whole
	best, glyph := 0.0, ""
	for _, f := range fractions {
		if math.Abs(rest-f.value) < math.Abs(rest-best)-1e-9 {
			best, glyph = f.value, f.glyph
		}
	}
	if math.Abs(rest-1) < math.Abs(rest-best)-1e-9 {
		whole, best, glyph = whole+1, 0, ""
	}
	if whole == 0 && best == 0 {
		best, glyph = fractions[0].value, fractions[0].glyph
	}
	if whole == 0 {
		return best, glyph
	}
	return whole + best, strconv.FormatFloat(whole, 'f', -1, 64) + glyph
}

// decimal writes a number with at most two decimals and the language's decimal mark: 1.5 is "1,5"
// in German.
func decimal(v float64, lang string) string {
	s := strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
	if lang == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
