package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the PostgreSQL run makes its own database
)

// searchQueries are the fixed 50 queries per language of the search budget, ten of each class. They
// are what readers type (the synthetic recipes are variations of the demo catalogue, so each finds
// hundreds to thousands of the 20,000 recipes, the expensive case for ranking and facets).
var searchQueries = map[string]map[string][]string{
	"de": {
		"plain":    {"q=kartoffel", "q=lachs", "q=curry", "q=pizza", "q=kuchen", "q=suppe", "q=vegan", "q=frühstück", "q=tiramisu", "q=hähnchen"},
		"typo":     {"q=kartofel", "q=spagetti", "q=tiramissu", "q=shakshuka", "q=hummuss", "q=kaiserschmaren", "q=brokoli", "q=pancaks", "q=margerita", "q=lasange"},
		"compound": {"q=salat", "q=schoko", "q=kase", "q=kaese", "q=kartoffel+salat", "q=salat+kartoffel", "q=zitrone+dill", "q=linsen", "q=kürbis+suppe", "q=hefe"},
		"filtered": {"diet=vegan", "diet=vegetarian&meal=breakfast", "quick=true", "healthy=true&meal=dinner", "kids=true", "q=reis&diet=vegan", "q=suppe&max_time=45", "difficulty=easy&quick=true", "category=italienisch", "type=article"},
		"have":     {"have=kartoffeln,eier", "have=reis,ei,zwiebel", "have=tomaten,nudeln", "have=mehl,eier,milch", "have=lachs,zitrone", "have=kichererbsen", "have=tofu,reis", "have=quark,zucker", "have=hähnchen,paprika,zwiebel", "have=spaghetti,speck,eier"},
	},
	"en": {
		"plain":    {"q=potato", "q=salmon", "q=curry", "q=pizza", "q=cake", "q=soup", "q=vegan", "q=breakfast", "q=tiramisu", "q=chicken"},
		"typo":     {"q=potatoe", "q=spagetti", "q=tiramissu", "q=shakshouka", "q=hummuss", "q=carbonarra", "q=brocoli", "q=pancakess", "q=margerita", "q=lasange"},
		"compound": {"q=salad", "q=chocolate", "q=cheese", "q=potato+salad", "q=salad+potato", "q=lemon+dill", "q=lentil", "q=pumpkin+soup", "q=yeast", "q=cookies"},
		"filtered": {"diet=vegan", "diet=vegetarian&meal=breakfast", "quick=true", "healthy=true&meal=dinner", "kids=true", "q=rice&diet=vegan", "q=soup&max_time=45", "difficulty=easy&quick=true", "category=italian", "type=article"},
		"have":     {"have=potatoes,eggs", "have=rice,egg,onion", "have=tomatoes,pasta", "have=flour,eggs,milk", "have=salmon,lemon", "have=chickpeas", "have=tofu,rice", "have=quark,sugar", "have=chicken,pepper,onion", "have=spaghetti,bacon,eggs"},
	},
}

var searchClasses = []string{"plain", "typo", "compound", "filtered", "have"}

// searchBench measures GET /api/search/ through the gateway with its cache bypassed
// (CACHE_MAX_BYTES=1: no answer fits, so every call goes to the index), on SQLite and PostgreSQL,
// each with the demo catalogue plus o.recipes synthetic recipes in both languages.
func searchBench(ctx context.Context, o options) error {
	fmt.Printf("Search: %d queries per language (%s), %d sequential rounds, %d synthetic recipes per language\n",
		len(searchClasses)*10, strings.Join(searchClasses, ", "), o.searchRounds, o.recipes)
	return onEachStore(ctx, o, "tischlein_bench_search", searchOneStore)
}

// onEachStore runs a benchmark on SQLite and, with o.postgres, on a fresh PostgreSQL database of
// that name.
func onEachStore(ctx context.Context, o options, database string, run func(ctx context.Context, o options, name, databaseURL string) error) error {
	if err := run(ctx, o, "sqlite", ""); err != nil {
		return err
	}
	if o.postgres == "" {
		return nil
	}
	dbURL, err := freshDatabase(ctx, o.postgres, database)
	if err != nil {
		return err
	}
	return run(ctx, o, "postgres", dbURL)
}

// freshDatabase drops and creates a database on the server of adminURL and returns its URL.
func freshDatabase(ctx context.Context, adminURL, name string) (string, error) {
	db, err := sql.Open("pgx", adminURL)
	if err != nil {
		return "", err
	}
	defer db.Close()
	for _, stmt := range []string{"DROP DATABASE IF EXISTS " + name + " WITH (FORCE)", "CREATE DATABASE " + name} {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return "", fmt.Errorf("bench: %s: %w", stmt, err)
		}
	}
	u, err := url.Parse(adminURL)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

func searchOneStore(ctx context.Context, o options, name, databaseURL string) error {
	dataDir := filepath.Join(o.dir, "search-"+name)
	site := filepath.Join(o.dir, "site")
	if err := os.MkdirAll(site, 0o755); err != nil {
		return err
	}
	env := []string{"CONTENT_API_TOKEN=" + token, "LOG_LEVEL=info", "DATABASE_URL=" + databaseURL, "DATA_DIR=" + dataDir,
		"SITE_DIR=" + site, "RATE_LIMITS=off", "CACHE_MAX_BYTES=1"}

	fmt.Printf("\n[%s] seeding the demo catalogue and %d synthetic recipes …\n", name, o.recipes)
	start := time.Now()
	seeder, err := startProcess(o.dir, o.gateway, "seed-"+name, env, "seed", "--synthetic", fmt.Sprint(o.recipes))
	if err != nil {
		return err
	}
	select {
	case <-seeder.done:
	case <-ctx.Done():
		seeder.stop()
		return ctx.Err()
	}
	if seeder.err != nil {
		return fmt.Errorf("bench: seeding %s failed (%v); see %s", name, seeder.err, seeder.log)
	}
	fmt.Printf("[%s] seeded in %s\n", name, time.Since(start).Round(time.Second))

	port, err := freePort()
	if err != nil {
		return err
	}
	gw, err := startProcess(o.dir, o.gateway, "search-gateway-"+name, append(env, "PORT="+port), "serve")
	if err != nil {
		return err
	}
	defer gw.stop()
	base := "http://127.0.0.1:" + port
	if err := gw.waitReady(ctx, base+"/api/menu/", nil); err != nil {
		return err
	}
	built, docs, err := indexBuildTime(gw.log)
	if err != nil {
		return err
	}
	fmt.Printf("[%s] index build: %s for %s documents (both languages, at start-up)\n", name, built, docs)

	client := newClient(1)
	times := map[string][]time.Duration{}
	var all []time.Duration
	var buf bytes.Buffer
	for round := range o.searchRounds + 1 {
		for _, lang := range []string{"de", "en"} {
			for _, class := range searchClasses {
				for _, q := range searchQueries[lang][class] {
					d, hits, err := searchOnce(ctx, client, base+"/api/search/?"+q, lang, &buf)
					if err != nil {
						return fmt.Errorf("bench: [%s] %s %s: %w", name, lang, q, err)
					}
					if round == 0 {
						if hits == 0 {
							return fmt.Errorf("bench: [%s] %s %s finds nothing", name, lang, q)
						}
						continue // the first round warms connections and the OS page cache
					}
					times[class] = append(times[class], d)
					all = append(all, d)
				}
			}
		}
	}
	fmt.Printf("[%s] %d searches through the gateway, cache bypassed:\n", name, len(all))
	for _, class := range append(slices.Clone(searchClasses), "all") {
		ts := all
		if class != "all" {
			ts = times[class]
		}
		slices.Sort(ts)
		verdict := ""
		if class == "all" {
			verdict = "  (budget p95 ≤ 15 ms: " + map[bool]string{true: "met", false: "MISSED"}[percentile(ts, 95) <= 15*time.Millisecond] + ")"
		}
		fmt.Printf("   %-9s p50 %s   p95 %s   max %s%s\n", class, ms(percentile(ts, 50)), ms(percentile(ts, 95)), ms(ts[len(ts)-1]), verdict)
	}
	return nil
}

// searchOnce runs one search and checks that it really reached the index (X-Cache MISS).
func searchOnce(ctx context.Context, client *http.Client, u, lang string, buf *bytes.Buffer) (time.Duration, int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Accept-Language", lang)
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return 0, 0, err
	}
	buf.Reset()
	_, err = buf.ReadFrom(resp.Body)
	resp.Body.Close()
	elapsed := time.Since(start)
	if err != nil {
		return 0, 0, err
	}
	if resp.StatusCode != http.StatusOK {
		return 0, 0, fmt.Errorf("status %d: %s", resp.StatusCode, buf.Bytes())
	}
	if x := resp.Header.Get("X-Cache"); x != "MISS" {
		return 0, 0, fmt.Errorf("X-Cache %q: the cache was not bypassed", x)
	}
	var answer struct {
		Meta struct {
			Pagination struct{ Total int } `json:"pagination"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(buf.Bytes(), &answer); err != nil {
		return 0, 0, err
	}
	return elapsed, answer.Meta.Pagination.Total, nil
}

// indexBuildTime reads the duration and size of the first index build from the gateway's log. The
// gateway writes its log in batches every 100 ms (cli/logwriter.go), so the line may arrive a
// moment after the gateway answers: the log is read again for up to two seconds.
func indexBuildTime(logPath string) (string, string, error) {
	deadline := time.Now().Add(2 * time.Second)
	for {
		took, docs, err := findIndexBuild(logPath)
		if err != nil || docs != "" {
			return took, docs, err
		}
		if time.Now().After(deadline) {
			return "", "", fmt.Errorf("bench: no \"search index built\" line in %s", logPath)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// findIndexBuild scans the log once; an empty docs means the line is not there (yet).
func findIndexBuild(logPath string) (string, string, error) {
	f, err := os.Open(logPath)
	if err != nil {
		return "", "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var line struct {
			Msg  string        `json:"msg"`
			Took time.Duration `json:"took"` // slog's JSON handler writes durations in nanoseconds
			Docs int           `json:"docs"`
		}
		if json.Unmarshal(sc.Bytes(), &line) != nil || line.Msg != "search index built" {
			continue
		}
		return line.Took.Round(time.Millisecond).String(), fmt.Sprint(line.Docs), nil
	}
	return "", "", sc.Err()
}
