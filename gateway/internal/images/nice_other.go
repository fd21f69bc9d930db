//go:build !linux

package images

// lowerPriority does nothing where threads have no priority of their own; the warm-up still
// yields to readers between variants.
func lowerPriority() {}
