package images

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// lowerPriority makes the calling goroutine's thread the last to get a core (nice 19): the
// warm-up's encoding uses only the time that readers and the rest of the machine leave over, and
// on an idle machine all of it. The goroutine keeps the thread until it ends, and the thread ends
// with it, so no other goroutine ever runs at this priority.
func lowerPriority() {
	runtime.LockOSThread()
	unix.Setpriority(unix.PRIO_PROCESS, unix.Gettid(), 19) // best effort: without it the warm-up still yields between variants
}
