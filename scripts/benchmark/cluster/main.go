// Command cluster proves the local production topology of scripts/cluster under failure: it runs
// against a cluster that is up and prints what it found. Each check is one argument:
//
//	journeys   register through one gateway, confirm and log in through the other, like, comment,
//	           rate, shopping list; personal answers never in nginx's cache, anonymous ones served
//	           from it
//	kill       kill -9 of gateway-2 during a write load of 50 users (likes, comments, shopping-list
//	           items) through nginx: every write acknowledged with a 2xx is in the store afterwards
//	rolling    a rolling restart of both gateways (SIGTERM, start, ready) under load: failed
//	           requests at nginx
//	publish    an editor changes a recipe's title through one gateway: how soon each gateway serves
//	           the page with it, and nginx
//	smtp       20 registrations while Mailpit is stopped, then Mailpit started: confirmation mails
//	           that arrive, and duplicates
//	postgres   PostgreSQL restarted under load: how requests fail while it is down, and that both
//	           gateways serve and hear purges after, without a restart
//
// Usage: scripts/cluster check [CHECK …]   (all of them without arguments)
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	_ "github.com/jackc/pgx/v5/stdlib"
)

// password of the accounts the checks make.
const password = "Kartoffelsalat mit Gurke 42"

type cluster struct {
	site, mail string
	gateways   []string
	database   string
	script     string
	binary     string
	http       *http.Client
}

func main() {
	var c cluster
	flag.StringVar(&c.site, "site", "http://127.0.0.1:8088", "nginx in front of the gateways")
	flag.StringVar(&c.mail, "mail", "http://127.0.0.1:8025", "Mailpit's web UI and API")
	flag.StringVar(&c.database, "database", "postgres://postgres@127.0.0.1:5432/tischlein_cluster?sslmode=disable", "the gateways' database")
	flag.StringVar(&c.script, "script", "scripts/cluster", "the script that starts a process of the cluster again")
	flag.StringVar(&c.binary, "gateway", ".cluster/bin/gateway", "the gateways' binary, to make an editor")
	gateways := flag.String("gateways", "http://127.0.0.1:8091,http://127.0.0.1:8092", "the gateways themselves, comma-separated")
	flag.Parse()
	c.gateways = strings.Split(*gateways, ",")
	c.http = &http.Client{Timeout: 30 * time.Second}
	checks := map[string]func(context.Context) error{
		"journeys": c.journeys, "publish": c.publish, "kill": c.kill, "rolling": c.rolling, "smtp": c.smtp, "postgres": c.postgresRestart,
	}
	names := flag.Args()
	if len(names) == 0 {
		names = []string{"journeys", "publish", "smtp", "kill", "rolling", "postgres"}
	}
	failed := false
	for _, name := range names {
		check, ok := checks[name]
		if !ok {
			fmt.Fprintf(os.Stderr, "cluster: no check %q\n", name)
			os.Exit(2)
		}
		fmt.Printf("» %s\n", name)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		err := check(ctx)
		cancel()
		if err != nil {
			fmt.Printf("  FAILED: %v\n", err)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// reader is one browser: its cookies and the address nginx sees it from.
type reader struct {
	c      *cluster
	client *http.Client
	ip     string
}

func (c *cluster) reader() *reader {
	jar, _ := cookiejar.New(nil)
	return &reader{c: c, client: &http.Client{Jar: jar, Timeout: 30 * time.Second},
		ip: fmt.Sprintf("198.51.%d.%d", rand.IntN(250)+1, rand.IntN(250)+1)}
}

// answer is what a request got.
type answer struct {
	status   int
	body     []byte
	upstream string
	cache    string
	control  string
}

// do sends a request through nginx; writes carry the header that every write of the site carries.
func (r *reader) do(ctx context.Context, method, path string, body any) (answer, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, r.c.site+path, rd)
	if err != nil {
		return answer{}, err
	}
	req.Header.Set("X-Forwarded-For", r.ip)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != "GET" {
		req.Header.Set("X-Requested-With", "cluster-check")
	}
	resp, err := r.client.Do(req)
	if err != nil {
		return answer{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return answer{status: resp.StatusCode, body: b, upstream: resp.Header.Get("X-Upstream"), cache: resp.Header.Get("X-Cache-Status"),
		control: resp.Header.Get("Cache-Control")}, err
}

// expect sends a request and wants one status.
func (r *reader) expect(ctx context.Context, status int, method, path string, body any) (answer, error) {
	a, err := r.do(ctx, method, path, body)
	if err != nil {
		return a, fmt.Errorf("%s %s: %w", method, path, err)
	}
	if a.status != status {
		return a, fmt.Errorf("%s %s: %d, want %d: %.200s", method, path, a.status, status, a.body)
	}
	return a, nil
}

var tokenLink = regexp.MustCompile(`#token=([A-Za-z0-9_-]+)`)

// mails lists the messages Mailpit holds for an address: their Message-IDs and text.
func (c *cluster) mails(ctx context.Context, to string) (ids []string, texts []string, err error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", c.mail+"/api/v1/search?query="+url.QueryEscape("to:"+to), nil)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var found struct {
		Messages []struct {
			ID        string
			MessageID string
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&found); err != nil {
		return nil, nil, err
	}
	for _, m := range found.Messages {
		req, _ := http.NewRequestWithContext(ctx, "GET", c.mail+"/api/v1/message/"+m.ID, nil)
		resp, err := c.http.Do(req)
		if err != nil {
			return nil, nil, err
		}
		var msg struct{ Text string }
		err = json.NewDecoder(resp.Body).Decode(&msg)
		resp.Body.Close()
		if err != nil {
			return nil, nil, err
		}
		ids, texts = append(ids, m.MessageID), append(texts, msg.Text)
	}
	return ids, texts, nil
}

// register signs a new reader up and returns its address; confirm logs it in.
func (r *reader) register(ctx context.Context, name string) (string, error) {
	email := fmt.Sprintf("%s-%s@example.org", name, uuid.NewString()[:8])
	_, err := r.expect(ctx, 202, "POST", "/api/register/", map[string]any{"email": email, "password": password, "name": name, "language": "de"})
	return email, err
}

// confirm waits for the confirmation mail and follows its link, which logs the reader in.
func (r *reader) confirm(ctx context.Context, email string) error {
	for {
		_, texts, err := r.c.mails(ctx, email)
		if err != nil {
			return err
		}
		if len(texts) > 0 {
			m := tokenLink.FindStringSubmatch(texts[0])
			if m == nil {
				return fmt.Errorf("the mail to %s has no link", email)
			}
			_, err := r.expect(ctx, 200, "POST", "/api/register/confirm/", map[string]any{"token": m[1]})
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("no confirmation mail for %s", email)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// member is a confirmed, logged-in reader.
func (c *cluster) member(ctx context.Context, name string) (*reader, error) {
	r := c.reader()
	email, err := r.register(ctx, name)
	if err != nil {
		return nil, err
	}
	return r, r.confirm(ctx, email)
}

// likeCount reads a recipe's like count on its own page (the answer a like purges), as a stranger
// reads it through nginx.
func (c *cluster) likeCount(ctx context.Context, id string) (int, error) {
	a, err := c.reader().expect(ctx, 200, "GET", "/api/recipes/?per_page=100&lang=de", nil)
	if err != nil {
		return 0, err
	}
	var list struct{ Data []struct{ ID, Slug string } }
	if err := json.Unmarshal(a.body, &list); err != nil {
		return 0, err
	}
	for _, d := range list.Data {
		if d.ID != id {
			continue
		}
		a, err := c.reader().expect(ctx, 200, "GET", "/api/recipes/"+d.Slug+"/?lang=de", nil)
		if err != nil {
			return 0, err
		}
		var recipe struct {
			UserReactions struct {
				LikeCount int `json:"like_count"`
			} `json:"user_reactions"`
		}
		return recipe.UserReactions.LikeCount, json.Unmarshal(a.body, &recipe)
	}
	return 0, fmt.Errorf("recipe %s is not in the list", id)
}

// recipes returns the ids of the demo recipes.
func (c *cluster) recipes(ctx context.Context) ([]string, error) {
	a, err := c.reader().expect(ctx, 200, "GET", "/api/recipes/?per_page=100&lang=de", nil)
	if err != nil {
		return nil, err
	}
	var list struct{ Data []struct{ ID string } }
	if err := json.Unmarshal(a.body, &list); err != nil {
		return nil, err
	}
	ids := make([]string, len(list.Data))
	for i, d := range list.Data {
		ids[i] = d.ID
	}
	return ids, nil
}

func (c *cluster) journeys(ctx context.Context) error {
	anna := c.reader()
	email, err := anna.register(ctx, "anna")
	if err != nil {
		return err
	}
	if err := anna.confirm(ctx, email); err != nil {
		return err
	}
	recipes, err := c.recipes(ctx)
	if err != nil {
		return err
	}
	seen := map[string]int{}
	photo, upstream, err := anna.upload(ctx)
	if err != nil {
		return err
	}
	seen[upstream]++
	personal := []struct {
		method, path string
		status       int
		body         any
	}{
		{"GET", "/api/users/me/", 200, nil},
		{"POST", "/api/users/me/likes/", 201, map[string]any{"id": recipes[0]}},
		{"GET", "/api/users/me/likes/", 200, nil},
		{"POST", "/api/users/comments/", 201, map[string]any{"content_id": recipes[0], "text": "Schmeckt wie in Rom.", "image_ids": []string{photo}}},
		{"PUT", "/api/users/me/rating/", 200, map[string]any{"content_id": recipes[0], "rating": 4}},
		{"POST", "/api/users/me/shopping-list/recipes/", 200, map[string]any{"id": recipes[0], "servings": 4}},
		{"GET", "/api/users/me/shopping-list/", 200, nil},
		{"GET", "/api/users/me/", 200, nil},
	}
	for _, p := range personal {
		a, err := anna.expect(ctx, p.status, p.method, p.path, p.body)
		if err != nil {
			return err
		}
		seen[a.upstream]++
		if a.cache == "HIT" || !strings.Contains(a.control, "no-store") {
			return fmt.Errorf("%s %s is personal but answered %q from nginx %q", p.method, p.path, a.control, a.cache)
		}
	}
	if seen["gateway-1"] == 0 || seen["gateway-2"] == 0 {
		return fmt.Errorf("the journey did not alternate between the gateways: %v", seen)
	}
	fmt.Printf("  one session across both gateways: %d requests at gateway-1, %d at gateway-2, none from nginx's cache\n", seen["gateway-1"], seen["gateway-2"])

	// A like shows through nginx's cache within its freshness (s-maxage=10, then one answer from
	// before while it asks again).
	bob, err := c.member(ctx, "bob")
	if err != nil {
		return err
	}
	before, err := c.likeCount(ctx, recipes[1])
	if err != nil {
		return err
	}
	if _, err := bob.expect(ctx, 201, "POST", "/api/users/me/likes/", map[string]any{"id": recipes[1]}); err != nil {
		return err
	}
	liked := time.Now()
	for {
		n, err := c.likeCount(ctx, recipes[1])
		if err != nil {
			return err
		}
		if n > before {
			break
		}
		if time.Since(liked) > 45*time.Second {
			return fmt.Errorf("the like was not counted through nginx after %v", time.Since(liked).Round(time.Second))
		}
		time.Sleep(500 * time.Millisecond)
	}
	fmt.Printf("  a like showed through nginx's cache after %v (s-maxage 10 s)\n", time.Since(liked).Round(100*time.Millisecond))

	// Anonymous answers come from nginx's cache after the first.
	stranger := c.reader()
	hits := 0
	for _, path := range []string{"/de/", "/de/rezepte/spaghetti-carbonara/", "/api/recipes/?per_page=5&lang=de", "/api/menu/"} {
		var last answer
		for range 3 {
			if last, err = stranger.expect(ctx, 200, "GET", path, nil); err != nil {
				return err
			}
		}
		if last.cache == "HIT" {
			hits++
		} else {
			fmt.Printf("  %s the third time: %s (Cache-Control %q)\n", path, last.cache, last.control)
		}
	}
	fmt.Printf("  anonymous answers from nginx's cache: %d of 4 paths\n", hits)
	if hits != 4 {
		return errors.New("nginx did not keep every anonymous answer")
	}
	return nil
}

// writeLog is what the load's clients were told: the writes acknowledged with a 2xx.
type writeLog struct {
	mu       sync.Mutex
	likes    map[string][]string // user id → liked content ids
	comments []string            // texts
	items    map[string][]string // user id → shopping item ids
	statuses map[string]int
}

func (l *writeLog) status(s string) {
	l.mu.Lock()
	l.statuses[s]++
	l.mu.Unlock()
}

// writeLoad has n members write through nginx until ctx ends: likes of recipes, comments and
// shopping-list items, each with what identifies it afterwards.
func (c *cluster) writeLoad(ctx context.Context, n int, log *writeLog) error {
	recipes, err := c.recipes(ctx)
	if err != nil {
		return err
	}
	members := make([]*reader, n)
	ids := make([]string, n)
	for i := range members {
		if members[i], err = c.member(ctx, fmt.Sprintf("last%d", i)); err != nil {
			return err
		}
		a, err := members[i].expect(ctx, 200, "GET", "/api/users/me/", nil)
		if err != nil {
			return err
		}
		var me struct{ User struct{ ID string } }
		if err := json.Unmarshal(a.body, &me); err != nil || me.User.ID == "" {
			return fmt.Errorf("no user id in %.200s", a.body)
		}
		ids[i] = me.User.ID
	}
	var wg sync.WaitGroup
	for i, m := range members {
		wg.Go(func() {
			next := rand.IntN(len(recipes))
			for step := 0; ctx.Err() == nil; step++ {
				var method, path string
				var body any
				var note func()
				switch step % 3 {
				case 0:
					id := recipes[(next+step/3)%len(recipes)]
					method, path, body = "POST", "/api/users/me/likes/", map[string]any{"id": id}
					note = func() { log.likes[ids[i]] = append(log.likes[ids[i]], id) }
				case 1:
					text := "Last " + uuid.NewString()
					method, path, body = "POST", "/api/users/comments/", map[string]any{"content_id": recipes[step%len(recipes)], "text": text}
					note = func() { log.comments = append(log.comments, text) }
				default:
					id := uuid.NewString()
					method, path, body = "POST", "/api/users/me/shopping-list/items/", map[string]any{"id": id, "text": "Zitronen " + id[:8]}
					note = func() { log.items[ids[i]] = append(log.items[ids[i]], id) }
				}
				a, err := m.do(context.WithoutCancel(ctx), method, path, body)
				switch {
				case err != nil:
					log.status("error")
				case a.status >= 200 && a.status < 300:
					log.mu.Lock()
					note()
					log.mu.Unlock()
					log.status("2xx")
				default:
					log.status(fmt.Sprint(a.status))
				}
				time.Sleep(time.Duration(600+rand.IntN(800)) * time.Millisecond)
			}
		})
	}
	wg.Wait()
	return nil
}

// verify compares what the clients were told with the store.
func (c *cluster) verify(ctx context.Context, log *writeLog) error {
	db, err := sql.Open("pgx", c.database)
	if err != nil {
		return err
	}
	defer db.Close()
	missing, acknowledged := 0, 0
	for user, liked := range log.likes {
		for _, id := range liked {
			acknowledged++
			var n int
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM likes l JOIN documents d ON d.group_id = l.content_id WHERE l.user_id = $1 AND d.id = $2`, user, id).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				missing++
			}
		}
	}
	for _, text := range log.comments {
		acknowledged++
		var n int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM comments WHERE text = $1`, text).Scan(&n); err != nil {
			return err
		}
		if n != 1 {
			missing++
		}
	}
	for user, items := range log.items {
		for _, id := range items {
			acknowledged++
			var n int
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM shopping_items WHERE user_id = $1 AND id = $2`, user, id).Scan(&n); err != nil {
				return err
			}
			if n != 1 {
				missing++
			}
		}
	}
	fmt.Printf("  acknowledged writes %d, in the store %d, missing %d; answers %v\n", acknowledged, acknowledged-missing, missing, sortedCounts(log.statuses))
	if missing > 0 {
		return fmt.Errorf("%d acknowledged writes are not in the store", missing)
	}
	return nil
}

func sortedCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s×%d", k, m[k])
	}
	return strings.Join(parts, " ")
}

func newLog() *writeLog {
	return &writeLog{likes: map[string][]string{}, items: map[string][]string{}, statuses: map[string]int{}}
}

// pidOf reads a process's pid from .cluster/pids.
func pidOf(name string) (int, error) {
	b, err := os.ReadFile(".cluster/pids/" + name + ".pid")
	if err != nil {
		return 0, err
	}
	var pid int
	_, err = fmt.Sscan(string(b), &pid)
	return pid, err
}

func (c *cluster) signal(name, sig string) error {
	pid, err := pidOf(name)
	if err != nil {
		return err
	}
	return exec.Command("kill", "-"+sig, fmt.Sprint(pid)).Run()
}

func (c *cluster) start(name string) error {
	out, err := exec.Command(c.script, "start", name).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s start %s: %v\n%s", c.script, name, err, out)
	}
	return nil
}

// waitGone waits until a process has exited.
func waitGone(name string, within time.Duration) error {
	pid, err := pidOf(name)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		out, _ := exec.Command("ps", "-o", "stat=", "-p", fmt.Sprint(pid)).Output()
		if s := strings.TrimSpace(string(out)); s == "" || strings.HasPrefix(s, "Z") {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("%s still runs after %v", name, within)
}

func (c *cluster) kill(ctx context.Context) error {
	log := newLog()
	load, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- c.writeLoad(load, 50, log) }()
	time.Sleep(20 * time.Second)
	fmt.Println("  kill -9 gateway-2")
	if err := c.signal("gateway-2", "KILL"); err != nil {
		stop()
		return err
	}
	time.Sleep(20 * time.Second)
	if err := c.start("gateway-2"); err != nil {
		stop()
		return err
	}
	time.Sleep(20 * time.Second)
	stop()
	if err := <-done; err != nil {
		return err
	}
	return c.verify(ctx, log)
}

// readLoad has n readers read pages and API answers through nginx until ctx ends, and counts what
// they got.
func (c *cluster) readLoad(ctx context.Context, n int, counts map[string]int, mu *sync.Mutex) {
	paths := []string{"/de/", "/de/rezepte/spaghetti-carbonara/", "/api/recipes/?per_page=5&lang=de", "/api/menu/", "/api/users/me/"}
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			r := c.reader()
			for ctx.Err() == nil {
				a, err := r.do(context.WithoutCancel(ctx), "GET", paths[rand.IntN(len(paths))], nil)
				key := fmt.Sprint(a.status)
				if err != nil {
					key = "error"
				}
				mu.Lock()
				counts[key]++
				mu.Unlock()
				time.Sleep(time.Duration(rand.IntN(50)) * time.Millisecond)
			}
		})
	}
	wg.Wait()
}

func (c *cluster) rolling(ctx context.Context) error {
	log := newLog()
	reads := map[string]int{}
	var mu sync.Mutex
	load, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	var readers sync.WaitGroup
	readers.Go(func() { c.readLoad(load, 20, reads, &mu) })
	go func() { done <- c.writeLoad(load, 20, log) }()
	time.Sleep(10 * time.Second)
	var restarts time.Duration
	for _, name := range []string{"gateway-1", "gateway-2"} {
		began := time.Now()
		if err := c.signal(name, "TERM"); err != nil {
			stop()
			return err
		}
		if err := waitGone(name, 40*time.Second); err != nil {
			stop()
			return err
		}
		if err := c.start(name); err != nil {
			stop()
			return err
		}
		restarts += time.Since(began)
		time.Sleep(5 * time.Second)
	}
	time.Sleep(5 * time.Second)
	stop()
	readers.Wait()
	if err := <-done; err != nil {
		return err
	}
	failed := 0
	for k, n := range reads {
		if k == "error" || strings.HasPrefix(k, "5") {
			failed += n
		}
	}
	for k, n := range log.statuses {
		if k == "error" || strings.HasPrefix(k, "5") {
			failed += n
		}
	}
	fmt.Printf("  rolling restart of both gateways (%v): reads %s; writes %s; failed %d\n", restarts.Round(time.Second), sortedCounts(reads), sortedCounts(log.statuses), failed)
	if err := c.verify(ctx, log); err != nil {
		return err
	}
	if failed > 0 {
		return fmt.Errorf("%d requests failed during the rolling restart", failed)
	}
	return nil
}

func (c *cluster) smtp(ctx context.Context) error {
	if err := c.signal("mailpit", "TERM"); err != nil {
		return err
	}
	if err := waitGone("mailpit", 10*time.Second); err != nil {
		return err
	}
	var emails []string
	for i := range 20 {
		r := c.reader()
		email, err := r.register(ctx, fmt.Sprintf("ausfall%d", i))
		if err != nil {
			c.start("mailpit")
			return fmt.Errorf("a registration failed while the mail server was down: %w", err)
		}
		emails = append(emails, email)
	}
	time.Sleep(time.Minute)
	if err := c.start("mailpit"); err != nil {
		return err
	}
	began := time.Now()
	var arrived, duplicates int
	for time.Since(began) < 7*time.Minute {
		arrived, duplicates = 0, 0
		for _, email := range emails {
			ids, _, err := c.mails(ctx, email)
			if err != nil {
				return err
			}
			if len(ids) > 0 {
				arrived++
			}
			if len(ids) > 1 {
				duplicates += len(ids) - 1
			}
		}
		if arrived == len(emails) {
			break
		}
		time.Sleep(2 * time.Second)
	}
	fmt.Printf("  20 registrations with the mail server down for a minute: %d confirmation mails arrived %v after it came back, %d duplicates\n",
		arrived, time.Since(began).Round(time.Second), duplicates)
	if arrived != len(emails) || duplicates > 0 {
		return errors.New("mails were lost or sent twice")
	}
	return nil
}

func (c *cluster) postgresRestart(ctx context.Context) error {
	counts := map[string]int{}
	var mu sync.Mutex
	load, stop := context.WithCancel(ctx)
	var readers sync.WaitGroup
	readers.Go(func() { c.readLoad(load, 10, counts, &mu) })
	time.Sleep(3 * time.Second)
	var slowest atomic.Int64
	// While PostgreSQL is down, personal answers (no cache) tell how fast a request fails.
	probe := c.reader()
	out, err := exec.Command("sh", "-c", "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main stop").CombinedOutput()
	if err != nil {
		stop()
		return fmt.Errorf("stopping PostgreSQL: %v %s", err, out)
	}
	down := map[int]int{}
	for range 10 {
		began := time.Now()
		a, err := probe.do(ctx, "POST", "/api/register/", map[string]any{"email": "x@example.org", "password": password, "name": "x", "language": "de"})
		slowest.Store(max(slowest.Load(), int64(time.Since(began))))
		if err == nil {
			down[a.status]++
		}
	}
	out, err = exec.Command("sh", "-c", "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start").CombinedOutput()
	if err != nil {
		stop()
		return fmt.Errorf("starting PostgreSQL: %v %s", err, out)
	}
	time.Sleep(10 * time.Second)
	stop()
	readers.Wait()
	fmt.Printf("  while PostgreSQL was down: a write answered %v (slowest %v); reads during the restart %s\n",
		down, time.Duration(slowest.Load()).Round(time.Millisecond), sortedCounts(counts))
	for status := range down {
		if status < 500 {
			return fmt.Errorf("a write answered %d while the database was down", status)
		}
	}
	// Both gateways serve personal answers again, and hear purges: a like through one shows in the
	// other's count at once.
	m, err := c.member(ctx, "danach")
	if err != nil {
		return fmt.Errorf("after the restart: %w", err)
	}
	a, err := m.expect(ctx, 200, "GET", "/api/recipes/?per_page=100&lang=de", nil)
	if err != nil {
		return err
	}
	var list struct{ Data []struct{ ID, Slug string } }
	if err := json.Unmarshal(a.body, &list); err != nil || len(list.Data) == 0 {
		return fmt.Errorf("recipes: %v", err)
	}
	recipe := list.Data[len(list.Data)-1]
	// Each gateway holds the recipe in its cache; only a purge heard over the LISTEN connection,
	// which PostgreSQL's restart cut, makes it show the new count.
	count := func(base string) (int, error) {
		req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/recipes/"+recipe.Slug+"/?lang=de", nil)
		resp, err := c.http.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		var r struct {
			UserReactions struct {
				LikeCount int `json:"like_count"`
			} `json:"user_reactions"`
		}
		return r.UserReactions.LikeCount, json.NewDecoder(resp.Body).Decode(&r)
	}
	before := make([]int, len(c.gateways))
	for i, g := range c.gateways {
		if before[i], err = count(g); err != nil {
			return err
		}
	}
	if _, err := m.expect(ctx, 201, "POST", "/api/users/me/likes/", map[string]any{"id": recipe.ID}); err != nil {
		return err
	}
	liked := time.Now()
	for i, g := range c.gateways {
		for {
			n, err := count(g)
			if err != nil {
				return err
			}
			if n > before[i] {
				break
			}
			if time.Since(liked) > 10*time.Second {
				return fmt.Errorf("gateway-%d did not hear the purge after PostgreSQL's restart", i+1)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	fmt.Printf("  after the restart, without restarting a gateway: a like through nginx reached both gateways' caches within %v\n", time.Since(liked).Round(10*time.Millisecond))
	return nil
}

// publish has an editor change a recipe's German title through nginx, and times how soon each
// gateway (asked directly) and nginx serve the page with it. One gateway builds the site; the others
// serve what it swaps into the shared SITE_DIR.
func (c *cluster) publish(ctx context.Context) error {
	editor := c.reader()
	email, err := editor.register(ctx, "eda")
	if err != nil {
		return err
	}
	if err := editor.confirm(ctx, email); err != nil {
		return err
	}
	promote := exec.CommandContext(ctx, c.binary, "users", "promote", "--email", email, "--role", "editor")
	promote.Env = append(os.Environ(), "DATABASE_URL="+c.database, "LOG_LEVEL=warn")
	if out, err := promote.CombinedOutput(); err != nil {
		return fmt.Errorf("promote: %v %s", err, out)
	}
	a, err := editor.expect(ctx, 200, "GET", "/api/recipes/?per_page=3&lang=de", nil)
	if err != nil {
		return err
	}
	var list struct {
		Data []struct {
			Slug      string
			ContentID string `json:"content_id"`
		}
	}
	if err := json.Unmarshal(a.body, &list); err != nil || len(list.Data) < 3 {
		return fmt.Errorf("recipes: %v", err)
	}
	recipe := list.Data[2]
	title := fmt.Sprintf("Cluster-Titel %d", time.Now().UnixNano())
	if _, err := editor.expect(ctx, 200, "PATCH", "/api/editorial/content/"+recipe.ContentID+"/", map[string]any{"versions": map[string]any{"de": map[string]any{"title": title}}}); err != nil {
		return err
	}
	edited := time.Now()
	page := "/de/rezepte/" + recipe.Slug + "/"
	where := append(append([]string{}, c.gateways...), c.site)
	took := make([]time.Duration, len(where))
	for i := range took {
		took[i] = -1
	}
	for time.Since(edited) < 90*time.Second {
		done := true
		for i, base := range where {
			if took[i] >= 0 {
				continue
			}
			req, _ := http.NewRequestWithContext(ctx, "GET", base+page, nil)
			resp, err := c.http.Do(req)
			if err == nil {
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if bytes.Contains(body, []byte(title)) {
					took[i] = time.Since(edited)
					continue
				}
			}
			done = false
		}
		if done {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	var parts []string
	late := false
	for i, base := range where {
		name := base
		if i < len(c.gateways) {
			name = fmt.Sprintf("gateway-%d", i+1)
		} else {
			name = "nginx"
		}
		if took[i] < 0 {
			parts = append(parts, name+" never")
			late = true
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %v", name, took[i].Round(100*time.Millisecond)))
		if i < len(c.gateways) && took[i] > 30*time.Second {
			late = true
		}
	}
	fmt.Printf("  an edited title live (budget 30 s on each gateway; nginx keeps a page 10 s more): %s\n", strings.Join(parts, ", "))
	if late {
		return errors.New("the edit did not go live on every gateway within 30 s")
	}
	return nil
}

// upload sends a photo for a comment (a JPEG drawn here) and returns its id and the gateway that
// took it.
func (r *reader) upload(ctx context.Context) (string, string, error) {
	img := image.NewRGBA(image.Rect(0, 0, 640, 480))
	for y := range 480 {
		for x := range 640 {
			img.Set(x, y, color.RGBA{uint8(200 + x%50), uint8(120 + y%80), 60, 255})
		}
	}
	var photo bytes.Buffer
	if err := jpeg.Encode(&photo, img, nil); err != nil {
		return "", "", err
	}
	var form bytes.Buffer
	w := multipart.NewWriter(&form)
	part, _ := w.CreateFormFile("file", "teller.jpg")
	part.Write(photo.Bytes())
	w.Close()
	req, _ := http.NewRequestWithContext(ctx, "POST", r.c.site+"/api/users/comments/images/", &form)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("X-Requested-With", "cluster-check")
	req.Header.Set("X-Forwarded-For", r.ip)
	resp, err := r.client.Do(req)
	if err != nil {
		return "", "", err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 201 && resp.StatusCode != 200 {
		return "", "", fmt.Errorf("photo upload: %d %.200s", resp.StatusCode, body)
	}
	var uploaded struct{ ID string }
	if err := json.Unmarshal(body, &uploaded); err != nil || uploaded.ID == "" {
		return "", "", fmt.Errorf("photo upload answered %.200s", body)
	}
	return uploaded.ID, resp.Header.Get("X-Upstream"), nil
}
