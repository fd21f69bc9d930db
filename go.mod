module github.com/tischlein/tischlein

go 1.26
