package publish

import (
	"errors"

	"golang.org/x/sys/unix"
)

// swap exchanges the directories next and site in one step: readers see the old build or the new
// one, never neither (renameat2 RENAME_EXCHANGE; a file system without it gets two renames).
func swap(next, site string) error {
	err := unix.Renameat2(unix.AT_FDCWD, next, unix.AT_FDCWD, site, unix.RENAME_EXCHANGE)
	if errors.Is(err, unix.EINVAL) || errors.Is(err, unix.ENOSYS) {
		return swapByRenames(next, site)
	}
	return err
}
