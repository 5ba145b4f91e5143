// Command stencilgen will read the assembled stencils of stencils_amd64.s,
// find and validate their holes and write the tables in stencils/. The
// copy-and-patch tier that needs it is a later issue; today it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "stencilgen: no stencils yet (the copy-and-patch tier is not built)")
	os.Exit(1)
}
