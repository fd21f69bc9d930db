package account

import (
	"strings"
	"testing"
	"time"
)

// TestDefaultParams hashes once with the production cost, checks it is OWASP's and that the PHC
// string says so.
func TestDefaultParams(t *testing.T) {
	p := DefaultParams()
	if p.Memory != 19456 || p.Time != 2 || p.Threads != 1 || p.SaltLen != 16 || p.KeyLen != 32 {
		t.Fatalf("not OWASP's parameters: %+v", p)
	}
	h, err := HashPassword("correct horse battery staple", p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("PHC string %q", h)
	}
	parsed, salt, key, err := parsePHC(h)
	if err != nil || len(salt) != 16 || len(key) != 32 || parsed.Memory != 19456 {
		t.Fatalf("%+v %d %d %v", parsed, len(salt), len(key), err)
	}
	if ok, err := VerifyPassword("correct horse battery staple", h); !ok || err != nil {
		t.Fatalf("verify: %v %v", ok, err)
	}
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestHashAndVerify(t *testing.T) {
	p := Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 16, KeyLen: 32}
	a, _ := HashPassword("Geheimnis 123", p)
	b, _ := HashPassword("Geheimnis 123", p)
	if a == b {
		t.Fatal("two hashes of one password must differ (salt)")
	}
	for pw, want := range map[string]bool{"Geheimnis 123": true, "geheimnis 123": false, "": false, "Geheimnis 1234": false} {
		if ok, err := VerifyPassword(pw, a); ok != want || err != nil {
			t.Errorf("%q: %v %v", pw, ok, err)
		}
	}
	for _, bad := range []string{"", "plain", "$argon2i$v=19$m=64,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5", "$argon2id$v=19$m=99999999,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$" + strings.Repeat("A", 43),
		"$argon2id$v=18$m=64,t=1,p=1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5", "$argon2id$v=19$m=64,t=1,p=1$!!$a2V5"} {
		if ok, err := VerifyPassword("x", bad); ok || err == nil {
			t.Errorf("%q must be refused", bad)
		}
	}
	if (Params{Memory: 64, Time: 1, Threads: 1, SaltLen: 8, KeyLen: 32}).validate() == nil {
		t.Error("a short salt must be refused")
	}
}

func TestCommonPasswords(t *testing.T) {
	if len(commonPasswords) < 9_900 {
		t.Fatalf("%d common passwords", len(commonPasswords))
	}
	for pw, want := range map[string]bool{"password": true, "PassWord": true, "passwort": true, "Password1": true, "fjord-kiwi-lamp-93": false} {
		if IsCommon(pw) != want {
			t.Errorf("IsCommon(%q) != %v", pw, want)
		}
	}
	if CheckNewPassword("qwertyuiop") != ErrPasswordTooCommon {
		t.Error("qwertyuiop is common")
	}
}

func TestTokens(t *testing.T) {
	a, b := newToken(), newToken()
	if len(a) != 43 || a == b || strings.ContainsAny(a, "+/=") {
		t.Fatalf("tokens %q %q", a, b)
	}
	if h := hashToken(a); len(h) != 64 || h != hashToken(a) || h == hashToken(b) {
		t.Fatalf("hash %q", h)
	}
}

func TestSlugify(t *testing.T) {
	for name, want := range map[string]string{
		"Lena Müller":            "lena-mueller",
		"  Jörg  Groß-Weiß ":     "joerg-gross-weiss",
		"李小龙":                    "user",
		"O'Brien & Co.":          "o-brien-co",
		strings.Repeat("ab", 40): strings.Repeat("ab", 20),
	} {
		if got := slugify(name); got != want {
			t.Errorf("slugify(%q) = %q, want %q", name, got, want)
		}
	}
	if s := randomSuffix(6); len(s) != 6 || strings.ContainsAny(s, "l01o") {
		t.Errorf("suffix %q", s)
	}
	if got := displayName("", "anna.b@example.org"); got != "anna.b" {
		t.Errorf("displayName = %q", got)
	}
	if got := displayName(strings.Repeat("ä", 90), "a@b.c"); len([]rune(got)) != 80 {
		t.Errorf("displayName is %d runes", len([]rune(got)))
	}
}

func TestConfigValidate(t *testing.T) {
	for _, mutate := range []func(*Config){
		func(c *Config) { c.PublicURL = "localhost:8080" },
		func(c *Config) { c.PublicURL = "https://x.example/path" },
		func(c *Config) { c.PublicURL = "ftp://x.example" },
		func(c *Config) { c.SessionIdle = 0 },
		func(c *Config) { c.SessionLifetime = time.Hour },
		func(c *Config) { c.Hash.Time = 0 },
	} {
		c := DefaultConfig()
		mutate(&c)
		if c.Validate() == nil {
			t.Errorf("%+v must be refused", c)
		}
	}
	c := DefaultConfig()
	c.PublicURL = "https://tischlein.example/"
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkHash measures one argon2id hash with the production parameters (OWASP's): the time a
// login, a registration or a password change spends on purpose.
func BenchmarkHash(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := HashPassword("correct horse battery staple", p); err != nil {
			b.Fatal(err)
		}
	}
}
