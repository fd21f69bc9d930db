// Package cli starts the gateway and its subcommands from the environment.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/contentapi"
	"github.com/tischlein/tischlein/gateway/internal/mail"
	"github.com/tischlein/tischlein/gateway/internal/metrics"
	"github.com/tischlein/tischlein/gateway/internal/publish"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/seed"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/store"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

const usage = `usage: gateway [command]

commands:
  serve         serve the site and the API at http://localhost:$PORT (default)
  seed          seed the demo catalogue into an empty store; --synthetic N adds N generated recipes
  content-api   serve only the content API at :$PORT/api (a stand-alone CMS for CONTENT_API_URL)
  users promote --email ADDRESS --role user|editor|admin
                give an account a role (the first admin comes from here)
  users premium --email ADDRESS --on|--off
                give an account the premium offer, or take it away
  backup --to FILE
                write a consistent copy of the SQLite store while the gateways run
                (PostgreSQL: use pg_dump)
  restore --from FILE
                make a backup the store of an empty DATA_DIR
`

// Run runs one command until ctx is cancelled.
func Run(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	cfg, err := readSettings(getenv)
	if err != nil {
		return err
	}
	logs := newLogWriter(stdout)
	defer logs.Close()
	logger := slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: cfg.logLevel}))
	command := "serve"
	if len(args) > 0 {
		command, args = args[0], args[1:]
	}
	switch command {
	case "serve":
		return serve(ctx, cfg, logger, logs, getenv)
	case "seed":
		flags := flag.NewFlagSet("seed", flag.ContinueOnError)
		synthetic := flags.Int("synthetic", 0, "add this many generated recipes (in both languages)")
		if err := flags.Parse(args); err != nil {
			return err
		}
		return seedStore(ctx, cfg, logger, *synthetic)
	case "content-api":
		return serveContentAPI(ctx, cfg, logger)
	case "users":
		return users(ctx, cfg, args, stdout)
	case "backup", "restore":
		return backupOrRestore(ctx, cfg, command, args, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", command, usage)
}

// openStore opens the store and seeds the demo catalogue when it is empty.
func openStore(ctx context.Context, cfg settings, logger *slog.Logger) (*store.Store, error) {
	st, err := store.Open(ctx, cfg.store)
	if err != nil {
		return nil, err
	}
	// Gateways starting at once on an empty store seed it once: the others wait and find it seeded.
	err = st.Exclusive(ctx, "seed", func() error {
		n, err := st.CountDocuments(ctx)
		if err != nil || n > 0 {
			return err
		}
		logger.Info("empty store: seeding the demo catalogue (drawing its pictures takes a few seconds)", "store", st.Dialect())
		start := time.Now()
		stats, err := seed.Demo(ctx, st)
		if err != nil {
			return err
		}
		logger.Info("demo catalogue seeded", "recipes", stats.Recipes, "stories", stats.Stories,
			"documents", stats.Documents, "pictures", stats.Media, "took", time.Since(start).Round(time.Millisecond).String())
		return nil
	})
	if err != nil {
		st.Close()
		return nil, err
	}
	return st, nil
}

func seedStore(ctx context.Context, cfg settings, logger *slog.Logger, synthetic int) error {
	st, err := openStore(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer st.Close()
	if synthetic > 0 {
		start := time.Now()
		if err := seed.Synthetic(ctx, st, synthetic); err != nil {
			return err
		}
		logger.Info("synthetic recipes seeded", "recipes", synthetic, "took", time.Since(start).Round(time.Millisecond).String())
	}
	return nil
}

// users runs the account subcommands: promote and premium.
func users(ctx context.Context, cfg settings, args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "premium" {
		return premium(ctx, cfg, args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "promote" {
		return fmt.Errorf("users: unknown subcommand\n%s", usage)
	}
	flags := flag.NewFlagSet("users promote", flag.ContinueOnError)
	email := flags.String("email", "", "the account's e-mail address")
	role := flags.String("role", "", "user, editor or admin")
	if err := flags.Parse(args[1:]); err != nil {
		return err
	}
	if *email == "" || !slices.Contains(store.Roles, *role) {
		return fmt.Errorf("users promote: needs --email and --role user|editor|admin")
	}
	st, err := store.Open(ctx, cfg.store)
	if err != nil {
		return err
	}
	defer st.Close()
	address := strings.ToLower(strings.TrimSpace(*email))
	if err := st.SetRole(ctx, address, *role, time.Now()); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("users promote: no account has the address %q", address)
		}
		return err
	}
	fmt.Fprintf(stdout, "%s is now %s\n", address, *role)
	return nil
}

// premium turns the premium offer on or off for an account (until checkout tells the store itself).
func premium(ctx context.Context, cfg settings, args []string, stdout io.Writer) error {
	flags := flag.NewFlagSet("users premium", flag.ContinueOnError)
	email := flags.String("email", "", "the account's e-mail address")
	on := flags.Bool("on", false, "give the account premium")
	off := flags.Bool("off", false, "take premium away")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *email == "" || *on == *off {
		return fmt.Errorf("users premium: needs --email and one of --on, --off")
	}
	st, err := store.Open(ctx, cfg.store)
	if err != nil {
		return err
	}
	defer st.Close()
	address := strings.ToLower(strings.TrimSpace(*email))
	if err := st.SetPremium(ctx, address, *on, time.Now()); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("users premium: no account has the address %q", address)
		}
		return err
	}
	state := "premium"
	if *off {
		state = "no longer premium"
	}
	fmt.Fprintf(stdout, "%s is %s\n", address, state)
	return nil
}

// serve runs the gateway. Without CONTENT_API_URL the content API runs in this process on a
// loopback port, and the gateway calls it over HTTP like any external one.
func serve(ctx context.Context, cfg settings, logger *slog.Logger, logs io.Writer, getenv func(string) string) error {
	tuneGC(getenv)
	var announced *store.Store
	var api *contentapi.API
	if cfg.upstream.BaseURL == "" {
		st, err := openStore(ctx, cfg, logger)
		if err != nil {
			return err
		}
		defer st.Close()
		if err := shareSecrets(ctx, &cfg, st); err != nil {
			return err
		}
		if api, err = newContentAPI(cfg, st, logger); err != nil {
			return err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return fmt.Errorf("unable to open the content API's loopback port: %w", err)
		}
		go api.KeepIndexFresh(ctx)
		go api.SendMail(ctx)
		announced = st
		embedded := &http.Server{Handler: api, ReadHeaderTimeout: 5 * time.Second}
		go embedded.Serve(ln)
		defer embedded.Close()
		cfg.upstream.BaseURL = "http://" + ln.Addr().String() + "/api"
		logger.Info("embedded content API", "url", cfg.upstream.BaseURL, "store", st.Dialect())
	}
	up, err := upstream.New(cfg.upstream, logger)
	if err != nil {
		return err
	}
	c, err := cache.New(cfg.cache, logger)
	if err != nil {
		return err
	}
	defer c.Close()
	schemas, err := schema.Load()
	if err != nil {
		return err
	}
	srv, err := server.New(cfg.server, up, c, schemas, logger)
	if err != nil {
		return err
	}
	defer srv.Close()
	srv.LogRequestsAsJSON(logs) // logger's handler: JSON on logs, nothing but a level
	if !cfg.server.Relay.Configured() {
		logger.Info("event relay off: /api/fb-events drops events (no FB_PIXEL_ID and FB_ACCESS_TOKEN)")
	}
	m, err := metrics.New(cfg.metrics)
	if err != nil {
		return err
	}
	up.OnError(m.UpstreamError)
	m.WatchCache(func() metrics.CacheStats { return metrics.CacheStats(c.Stats()) })
	srv.Instrument(m)
	if api != nil {
		m.WatchMail(mail.Templates, func() metrics.MailStats { return metrics.MailStats(api.MailStats()) })
	}
	go func() {
		if err := m.Serve(ctx); err != nil {
			logger.Error("metrics port not served", "error", err.Error())
		}
	}()
	publisher, err := publish.New(cfg.publish, logger)
	if err != nil {
		return err
	}
	srv.OnPublish(publisher.Changed)
	publisher.OnSwapped(srv.PicturesChanged)
	if api == nil {
		go publisher.Run(ctx)
	} else {
		// One gateway of the store at a time builds the site and runs the schedule: N gateways
		// building into one SITE_DIR on every publish would build it N times. The others serve what
		// the leader swaps in; a new leader catches up once, since the last one may have died mid-build.
		go announced.Lead(ctx, "publisher", logger, func(ctx context.Context, waited bool) {
			logger.Info("this gateway publishes the site and runs the schedule")
			if waited {
				publisher.Changed()
			}
			go publisher.Run(ctx)
			runSchedule(ctx, api, announced, logger, func() {
				srv.Purge("*")
				publisher.Changed()
			})
		})
	}
	if announced != nil {
		// What another gateway on the same PostgreSQL database changed, this one's cache drops too,
		// and a site this gateway builds itself is republished (a build hook was called by the
		// gateway that made the change).
		go announced.ListenPurges(ctx, logger, func(purge string) {
			if srv.Purge(purge) && publisher.Local() {
				publisher.Changed()
			}
		})
	}
	if err := srv.Start(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// scheduleEvery is how often scheduled items are looked at: one goes live at most this late.
const scheduleEvery = 10 * time.Second

// runSchedule puts scheduled items live when their time comes, until ctx ends; published is called
// (and other gateways on the database are told) when one did.
func runSchedule(ctx context.Context, api *contentapi.API, st *store.Store, logger *slog.Logger, published func()) {
	tick := time.NewTicker(scheduleEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		n, err := api.PublishDue(ctx, time.Now())
		if err != nil {
			logger.Error("schedule: due items not published", "error", err.Error())
			continue
		}
		if n == 0 {
			continue
		}
		logger.Info("schedule: items went live", "count", n)
		published()
		if err := st.AnnouncePurge(ctx, "*"); err != nil {
			logger.Error("schedule: other gateways not told", "error", err.Error())
		}
	}
}

// newContentAPI opens (and if need be seeds) the store and builds the content API on it.
func newContentAPI(cfg settings, st *store.Store, logger *slog.Logger) (*contentapi.API, error) {
	api, err := contentapi.New(cfg.contentAPI, st, logger)
	if err != nil {
		return nil, err
	}
	if cfg.contentAPI.Mail.SMTPURL == "" {
		logger.Info("account mails are written to the outbox (no SMTP_URL)", "dir", cfg.contentAPI.Mail.OutboxDir)
	}
	if !cfg.contentAPI.Account.RateLimits {
		logger.Warn("RATE_LIMITS=off: logins, registrations and reset links are not rate limited")
	}
	return api, nil
}

// tuneGC lets the heap grow to five times what is live before collecting (GOGC=400) under a soft
// limit of 1 GiB. What lives long in the gateway is the cache; what a request allocates dies at once,
// so the default GOGC=100 spent about 8 % of a cached answer's CPU on collections (scripts/bench:
// gateway/bare 0.77 → 0.84). The standard GOGC and GOMEMLIMIT variables still win when set.
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}

func serveContentAPI(ctx context.Context, cfg settings, logger *slog.Logger) error {
	st, err := openStore(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer st.Close()
	api, err := newContentAPI(cfg, st, logger)
	if err != nil {
		return err
	}
	go api.KeepIndexFresh(ctx)
	go api.SendMail(ctx)
	hs := &http.Server{Addr: fmt.Sprintf(":%d", cfg.server.Port), Handler: api, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		hs.Shutdown(shutdown)
	}()
	if cfg.contentAPI.Token == "" {
		logger.Info("callers need the token kept in this file (a gateway's CONTENT_API_TOKEN)", "file", cfg.contentAPI.TokenFile)
	}
	logger.Info("content API listening", "url", fmt.Sprintf("http://localhost:%d/api", cfg.server.Port))
	if err := hs.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
