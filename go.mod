module github.com/cpjit/cpjit

go 1.26.8

require (
	github.com/cockroachdb/apd/v3 v3.2.3
	github.com/creack/pty v1.1.24
	github.com/klauspost/cpuid/v2 v2.4.2
	github.com/peterh/liner v1.2.3
	github.com/stretchr/testify v1.12.1
	golang.org/x/arch v0.32.0
	golang.org/x/sys v0.50.0
	golang.org/x/term v0.48.0
	golang.org/x/text v0.43.0
)

require (
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)
