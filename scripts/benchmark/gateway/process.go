package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// process is one gateway subprocess under test. Its output goes to a log file in the work dir, so
// the benchmark measures the gateway with its normal (info) logging without flooding the terminal.
type process struct {
	name string
	cmd  *exec.Cmd
	log  string
	done chan struct{} // closed when the process has exited
	err  error         // its exit status, valid after done
}

// startProcess runs bin with args and env on top of the caller's environment. Its PID is appended
// to dir/pids so that scripts/bench can kill it even if this program dies without cleaning up.
func startProcess(dir, bin, name string, env []string, args ...string) (*process, error) {
	logPath := filepath.Join(dir, name+".log")
	out, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("bench: unable to create the log of %s: %w", name, err)
	}
	defer out.Close() // the child holds its own descriptor

	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("bench: unable to start %s: %w", name, err)
	}
	p := &process{name: name, cmd: cmd, log: logPath, done: make(chan struct{})}
	go func() { p.err = cmd.Wait(); close(p.done) }()

	pids, err := os.OpenFile(filepath.Join(dir, "pids"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err == nil {
		fmt.Fprintln(pids, cmd.Process.Pid)
		pids.Close()
	}
	return p, nil
}

// stop asks the process to shut down gracefully and kills it if it has not after a few seconds.
func (p *process) stop() {
	select {
	case <-p.done:
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		<-p.done
	}
}

// waitReady polls url until it answers 200. It gives up when the process exits (seeding failed,
// port taken, …) or ctx ends, naming the log to read. A gateway is polled at /api/menu/ (the
// content API answers through it), not /readyz, which also waits for a built site.
func (p *process) waitReady(ctx context.Context, url string, header http.Header) error {
	client := &http.Client{Transport: &http.Transport{Proxy: nil}, Timeout: 3 * time.Second}
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		req.Header = header.Clone()
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-p.done:
			return fmt.Errorf("bench: %s exited before it was ready (%v); see %s", p.name, p.err, p.log)
		case <-ctx.Done():
			return fmt.Errorf("bench: %s not ready at %s: %w; see %s", p.name, url, ctx.Err(), p.log)
		case <-tick.C:
		}
	}
}

// freePort asks the kernel for an unused loopback port. Another process could take it before the
// child binds it; the child then exits and waitReady says so.
func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", errors.New("bench: no free loopback port")
	}
	defer ln.Close()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port), nil
}
