// Command videostills writes the stills of every demo recipe clip as PNG files for
// scripts/gen-videos: <out>/<key>-<n>.png. It prints the clip length in seconds, then one recipe
// key per line, for the script to hand to ffmpeg.
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"github.com/tischlein/tischlein/gateway/internal/seed"
)

func main() {
	out := flag.String("out", "", "directory for the stills")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(out string) error {
	if out == "" {
		return fmt.Errorf("videostills: -out is required")
	}
	keys, err := seed.VideoRecipes()
	if err != nil {
		return err
	}
	fmt.Println(seed.ClipSeconds)
	for _, key := range keys {
		stills, err := seed.VideoStills(key)
		if err != nil {
			return err
		}
		for i, img := range stills {
			f, err := os.Create(filepath.Join(out, fmt.Sprintf("%s-%d.png", key, i+1)))
			if err != nil {
				return err
			}
			if err := png.Encode(f, img); err != nil {
				f.Close()
				return err
			}
			if err := f.Close(); err != nil {
				return err
			}
		}
		fmt.Println(key)
	}
	return nil
}
