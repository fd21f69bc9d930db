//go:build unix

package publish

import (
	"os/exec"
	"syscall"
	"time"
)

// inOwnGroup starts a build in a process group of its own, and makes cancelling it (the gateway
// stopping, the build's timeout) stop the whole group: npm runs the build in child processes that
// would otherwise go on writing into a directory the publisher has given up on.
func inOwnGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) }
	cmd.WaitDelay = 10 * time.Second
}
