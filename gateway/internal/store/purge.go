package store

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
)

// Several gateways on one PostgreSQL database each keep a cache of their own. A change one of them
// makes is announced on a channel all of them listen on (LISTEN/NOTIFY), so every cache drops what
// changed, not only the one that answered the write. With SQLite there is one gateway per database
// file, and the answer's purge header already reaches it.

const purgeChannel = "tischlein_purge"

// maxNotifyPayload stays under PostgreSQL's 8,000-byte limit of a notification.
const maxNotifyPayload = 7900

// AnnouncePurge tells every gateway on the database to drop the cached answers named by purge (the
// content API's purge header); a list too long for one notification becomes "*", all of them.
func (s *Store) AnnouncePurge(ctx context.Context, purge string) error {
	if !s.postgres || purge == "" {
		return nil
	}
	if len(purge) > maxNotifyPayload {
		purge = "*"
	}
	if _, err := s.db.ExecContext(ctx, `SELECT pg_notify($1, $2)`, purgeChannel, purge); err != nil {
		return fmt.Errorf("store: unable to announce a purge: %w", err)
	}
	return nil
}

// ListenPurges calls purge with every announced purge until ctx ends; it returns at once on SQLite.
// A lost connection is opened again, and since announcements made meanwhile are missed, the first
// call after it is "*".
func (s *Store) ListenPurges(ctx context.Context, logger *slog.Logger, purge func(string)) {
	if !s.postgres {
		return
	}
	wait := time.Second
	for first := true; ctx.Err() == nil; first = false {
		err := s.listen(ctx, func() {
			wait = time.Second
			if !first {
				purge("*")
			}
		}, purge)
		if ctx.Err() != nil {
			return
		}
		logger.Warn("store: purge announcements interrupted; listening again", "error", err.Error(), "in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, 30*time.Second)
	}
}

func (s *Store) listen(ctx context.Context, listening func(), purge func(string)) error {
	conn, err := pgx.Connect(ctx, s.databaseURL)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+purgeChannel); err != nil {
		return err
	}
	listening()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		purge(n.Payload)
	}
}
