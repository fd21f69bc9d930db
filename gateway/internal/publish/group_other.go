//go:build !unix

package publish

import "os/exec"

// inOwnGroup leaves the build as it is where there are no process groups: cancelling it stops
// the command itself.
func inOwnGroup(cmd *exec.Cmd) {}
