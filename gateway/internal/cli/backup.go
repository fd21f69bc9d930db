package cli

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/tischlein/tischlein/gateway/internal/store"
)

// backupOrRestore runs `gateway backup --to FILE` (a consistent copy of the running SQLite store)
// or `gateway restore --from FILE` (that copy as the store of an empty DATA_DIR).
func backupOrRestore(ctx context.Context, cfg settings, command string, args []string, stdout io.Writer) error {
	flags := flag.NewFlagSet(command, flag.ContinueOnError)
	to := flags.String("to", "", "the file the backup is written to (it must not exist)")
	from := flags.String("from", "", "the backup to restore")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if command == "restore" {
		if *from == "" {
			return fmt.Errorf("restore: needs --from FILE\n%s", usage)
		}
		if err := store.Restore(ctx, cfg.store, *from); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "restored %s into %s\n", *from, cfg.store.SQLitePath())
		return nil
	}
	if *to == "" {
		return fmt.Errorf("backup: needs --to FILE\n%s", usage)
	}
	if cfg.store.DatabaseURL != "" {
		return store.ErrBackupOnPostgres
	}
	st, err := store.Open(ctx, cfg.store)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Backup(ctx, *to); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s into %s\n", cfg.store.SQLitePath(), *to)
	return nil
}
