package server_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/tischlein/tischlein/gateway/internal/cache"
	"github.com/tischlein/tischlein/gateway/internal/schema"
	"github.com/tischlein/tischlein/gateway/internal/server"
	"github.com/tischlein/tischlein/gateway/internal/upstream"
)

// TestSlowBodyIsCutOff sends a request body one byte at a time, as a client that wants to hold a
// connection would: the server's read timeout ends it.
func TestSlowBodyIsCutOff(t *testing.T) {
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	upCfg := upstream.DefaultConfig()
	upCfg.BaseURL, upCfg.Token = "http://127.0.0.1:1/api", testContentToken
	up, _ := upstream.New(upCfg, logger)
	c, _ := cache.New(cache.DefaultConfig(), logger)
	t.Cleanup(c.Close)
	schemas, _ := schema.Load()
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cfg := server.DefaultConfig()
	cfg.Port, cfg.SiteDir = port, t.TempDir()
	setTestKeys(t, &cfg)
	cfg.ReadTimeout = 300 * time.Millisecond
	s, err := server.New(cfg, up, c, schemas, logger)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Start(ctx) }()
	t.Cleanup(func() { cancel(); <-done })

	var conn net.Conn
	for range 50 {
		if conn, err = net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(port)); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if conn == nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.Write([]byte("POST /api/register/ HTTP/1.1\r\nHost: localhost\r\nX-Requested-With: fetch\r\nContent-Length: 1000\r\n\r\n{"))
	closed := make(chan struct{})
	go func() { io.Copy(io.Discard, conn); close(closed) }()
	start := time.Now()
	for time.Since(start) < 3*time.Second {
		select {
		case <-closed:
			if took := time.Since(start); took > time.Second {
				t.Fatalf("the connection was held for %v", took)
			}
			return
		case <-time.After(50 * time.Millisecond):
			conn.Write([]byte(" "))
		}
	}
	t.Fatal("a client sending byte by byte held the connection for 3 s")
}
