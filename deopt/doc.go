// Package deopt will rebuild interpreter frames from stackmaps when a guard in
// machine code fails. Not built yet.
package deopt
