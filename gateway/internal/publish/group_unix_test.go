//go:build unix

package publish

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCancelledBuildStopsEveryProcess stops a build in the middle, as a gateway stopping does: the
// build's child processes stop too (npm runs the build in one), and the site stays as it was.
func TestCancelledBuildStopsEveryProcess(t *testing.T) {
	root := t.TempDir()
	src, site := filepath.Join(root, "repo"), filepath.Join(root, "dist")
	child := filepath.Join(root, "child.pid")
	write(t, filepath.Join(src, "package.json"), "{}")
	write(t, filepath.Join(src, "build.sh"), `sleep 60 &
echo $! > `+child+`
wait
`)
	write(t, filepath.Join(site, "de", "index.html"), "Startseite")
	cfg := DefaultConfig()
	cfg.Command, cfg.SourceDir, cfg.SiteDir = "sh build.sh", src, site
	p, _ := New(cfg, quiet)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for {
			if _, err := os.Stat(child); err == nil {
				cancel()
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	start := time.Now()
	if _, err := p.publish(ctx); err == nil {
		t.Fatal("a cancelled build reported success")
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("the cancelled build took %v to stop", took)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(read(t, child)))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if alive(pid) {
		syscall.Kill(pid, syscall.SIGKILL)
		t.Fatal("the build's child process runs on after the build was cancelled")
	}
	if got := read(t, filepath.Join(site, "de", "index.html")); got != "Startseite" {
		t.Fatalf("the site changed: %q", got)
	}
}

// alive tells whether a process runs: it exists and is no zombie (a dead child nobody has reaped
// yet, which a signal still reaches).
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return true
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(rest, "Z")
}
