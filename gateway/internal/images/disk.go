package images

import (
	"container/list"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// disk keeps the variants made as files, bounded in size: the least recently used go first. The
// order lives in memory and is rebuilt from the files' modification times at start, so a restart
// keeps what was made; every file is written under a temporary name and renamed into place, so a
// reader never sees half a picture.
type disk struct {
	dir   string
	max   int64
	mu    sync.Mutex
	size  int64
	order *list.List               // front: most recently used
	files map[string]*list.Element // name → element holding a *file
}

type file struct {
	name string
	size int64
}

func openDisk(dir string, max int64) (*disk, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("images: unable to make the cache directory %s: %w", dir, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("images: unable to read the cache directory %s: %w", dir, err)
	}
	type found struct {
		file
		mod int64
	}
	var all []found
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		if e.Name()[0] == '.' { // a temporary file of a write that did not finish
			os.Remove(filepath.Join(dir, e.Name()))
			continue
		}
		all = append(all, found{file{e.Name(), info.Size()}, info.ModTime().UnixNano()})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod > all[j].mod })
	d := &disk{dir: dir, max: max, order: list.New(), files: map[string]*list.Element{}}
	for _, f := range all {
		d.files[f.name] = d.order.PushBack(&f.file)
		d.size += f.size
	}
	d.mu.Lock()
	d.evict()
	d.mu.Unlock()
	return d, nil
}

// get reads a variant, marking it used.
func (d *disk) get(name string) ([]byte, bool) {
	d.mu.Lock()
	el, ok := d.files[name]
	if ok {
		d.order.MoveToFront(el)
	}
	d.mu.Unlock()
	if !ok {
		return nil, false
	}
	data, err := os.ReadFile(filepath.Join(d.dir, name))
	if err != nil {
		d.forget(name)
		return nil, false
	}
	return data, true
}

// has reports whether a variant is kept, without reading it or marking it used.
func (d *disk) has(name string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, ok := d.files[name]
	return ok
}

// filled is the part of the bound the variants take, 0 to 1.
func (d *disk) filled() float64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return float64(d.size) / float64(d.max)
}

// put stores a variant and evicts the least recently used ones beyond the bound.
func (d *disk) put(name string, data []byte) error {
	tmp, err := os.CreateTemp(d.dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("images: unable to write to the cache: %w", err)
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(d.dir, name))
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("images: unable to write to the cache: %w", err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if el, ok := d.files[name]; ok {
		d.size -= el.Value.(*file).size
		d.order.Remove(el)
	}
	d.files[name] = d.order.PushFront(&file{name, int64(len(data))})
	d.size += int64(len(data))
	d.evict()
	return nil
}

// evict removes the least recently used files until the cache fits; d.mu is held.
func (d *disk) evict() {
	for d.size > d.max && d.order.Len() > 0 {
		f := d.order.Remove(d.order.Back()).(*file)
		delete(d.files, f.name)
		d.size -= f.size
		os.Remove(filepath.Join(d.dir, f.name)) // already gone is as good
	}
}

// forget drops a file that vanished behind the cache's back.
func (d *disk) forget(name string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if el, ok := d.files[name]; ok {
		d.size -= el.Value.(*file).size
		d.order.Remove(el)
		delete(d.files, name)
	}
}
