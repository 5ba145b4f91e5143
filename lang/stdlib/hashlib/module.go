// Package hashlib implements the _hashlib module: the hash objects behind
// hashlib (md5, sha1, sha2, sha3, shake, blake2) on Go's crypto packages
// and an own BLAKE2, pbkdf2_hmac and compare_digest. hashlib.py and
// hmac.py in pylib build the public modules on it.
package hashlib

import rt "github.com/cpjit/cpjit/lang/runtime"

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

func register(name string, create rt.ModuleFunc) { Modules[name] = create }
