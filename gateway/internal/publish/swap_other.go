//go:build !linux

package publish

// swap replaces site by next; without renameat2 it takes two renames, between which the site's
// directory is missing for a moment.
func swap(next, site string) error { return swapByRenames(next, site) }
