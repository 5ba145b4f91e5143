module github.com/cpjit/cpjit

go 1.26.8

require (
	github.com/klauspost/cpuid/v2 v2.4.2
	github.com/stretchr/testify v1.12.1
	golang.org/x/arch v0.32.0
	golang.org/x/sys v0.49.0
	golang.org/x/text v0.43.0
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
