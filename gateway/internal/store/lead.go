package store

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// Leads are the jobs of which one runs at a time among all the gateways of a store: the site's
// publisher (every gateway building the site on every publish would build it N times into the one
// SITE_DIR) and the schedule (which puts scheduled items live).

// Lead runs job while this process leads name among the processes of the store, asking again when
// it loses the lead, until ctx ends. job's context ends when the lead is lost; waited tells job that
// another process led before (it may have died in the middle of its work, so job catches up).
//
// On PostgreSQL the leader holds a session advisory lock on a connection of its own: PostgreSQL
// releases it the moment that process or its connection dies, and a process waiting for it gets it
// then. The leader pings its connection every few seconds and stops its job when the ping fails;
// a new leader that had to wait starts only after the time the old one needs to notice, so two never
// run at once. On SQLite, which only the processes of one machine share,
// the leader holds an flock on a file beside the database, which the kernel releases when the
// process dies.
func (s *Store) Lead(ctx context.Context, name string, logger *slog.Logger, job func(ctx context.Context, waited bool)) {
	wait := time.Second
	waited := false
	for ctx.Err() == nil {
		var err error
		if s.postgres {
			err = s.leadPostgres(ctx, name, &waited, job)
		} else {
			err = s.leadFile(ctx, name, &waited, job)
		}
		if ctx.Err() != nil {
			return
		}
		logger.Warn("store: lost or could not ask for the lead; asking again", "lead", name, "error", err.Error(), "in", wait)
		waited = true
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 30*time.Second)
	}
}

// leadPing is how often a leader checks that PostgreSQL still holds its lock, and how long the
// check may take.
const leadPing = 3 * time.Second

// takeover is how long a new leader waits before it starts when another led before: a leader whose
// connection died finds out within two leadPings and stops, so the two never run at once.
const takeover = 2*leadPing + time.Second

func (s *Store) leadPostgres(ctx context.Context, name string, waited *bool, job func(context.Context, bool)) error {
	cfg, err := pgx.ParseConfig(s.databaseURL)
	if err != nil {
		return err
	}
	// pg_stat_activity shows which connection leads, or waits to.
	cfg.RuntimeParams["application_name"] = "tischlein lead " + name
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	key := "tischlein.lead." + name
	const lock = `hashtext($1 || '.' || current_schema())`
	var got bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(`+lock+`)`, key).Scan(&got); err != nil {
		return err
	}
	if !got {
		*waited = true
		// Blocks until the leader is gone; ends with ctx.
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(`+lock+`)`, key); err != nil {
			return err
		}
	}
	return runWhile(ctx, *waited, job, func(ctx context.Context) error { return conn.Ping(ctx) })
}

// runWhile runs job until ctx ends or alive fails, and waits for it to return.
func runWhile(ctx context.Context, waited bool, job func(context.Context, bool), alive func(context.Context) error) error {
	if waited {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(takeover):
		}
	}
	leading, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		job(leading, waited)
	}()
	defer func() {
		stop()
		<-done
	}()
	tick := time.NewTicker(leadPing)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-done:
			return fmt.Errorf("the job ended")
		case <-tick.C:
			check, cancel := context.WithTimeout(ctx, leadPing)
			err := alive(check)
			cancel()
			if err != nil {
				return fmt.Errorf("the lead's connection failed: %w", err)
			}
		}
	}
}
