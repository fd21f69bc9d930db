//go:build unix

package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// leadFile leads while this process holds an flock on DATA_DIR/lead-<name>.lock.
func (s *Store) leadFile(ctx context.Context, name string, waited *bool, job func(context.Context, bool)) error {
	f, err := os.OpenFile(filepath.Join(s.dataDir, "lead-"+name+".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return err
		}
		*waited = true
		// A waiting flock cannot be interrupted, so ask again now and then.
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(time.Second):
		}
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return runWhile(ctx, *waited, job, func(context.Context) error { return nil })
}

// exclusiveFile runs fn holding an flock on DATA_DIR/lock-<name>.lock, waiting for it.
func (s *Store) exclusiveFile(name string, fn func() error) error {
	f, err := os.OpenFile(filepath.Join(s.dataDir, "lock-"+name+".lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		return err
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return fn()
}
