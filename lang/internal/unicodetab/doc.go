package unicodetab

//go:generate go run gentables.go
