package sys

import (
	"strings"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// stdlibModuleNames is sys.stdlib_module_names: the names of CPython
// 3.13's standard library modules on Linux (a fact about CPython, listing
// modules cpjit may not have, as programs test names against it).
const stdlibModuleNames = `
__future__ _abc _aix_support _android_support _ast _asyncio _bisect _blake2 _bz2 _codecs 
_codecs_cn _codecs_hk _codecs_iso2022 _codecs_jp _codecs_kr _codecs_tw _collections 
_collections_abc _colorize _compat_pickle _compression _contextvars _csv _ctypes _curses 
_curses_panel _datetime _dbm _decimal _elementtree _frozen_importlib 
_frozen_importlib_external _functools _gdbm _hashlib _heapq _imp _interpchannels 
_interpqueues _interpreters _io _ios_support _json _locale _lsprof _lzma _markupbase _md5 
_multibytecodec _multiprocessing _opcode _opcode_metadata _operator _osx_support 
_overlapped _pickle _posixshmem _posixsubprocess _py_abc _pydatetime _pydecimal _pyio 
_pylong _pyrepl _queue _random _scproxy _sha1 _sha2 _sha3 _signal _sitebuiltins _socket 
_sqlite3 _sre _ssl _stat _statistics _string _strptime _struct _suggestions _symtable 
_sysconfig _thread _threading_local _tkinter _tokenize _tracemalloc _typing _uuid 
_warnings _weakref _weakrefset _winapi _wmi _zoneinfo abc antigravity argparse array ast 
asyncio atexit base64 bdb binascii bisect builtins bz2 cProfile calendar cmath cmd code 
codecs codeop collections colorsys compileall concurrent configparser contextlib 
contextvars copy copyreg csv ctypes curses dataclasses datetime dbm decimal difflib dis 
doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch 
fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip 
hashlib heapq hmac html http idlelib imaplib importlib inspect io ipaddress itertools 
json keyword linecache locale logging lzma mailbox marshal math mimetypes mmap 
modulefinder msvcrt multiprocessing netrc nt ntpath nturl2path numbers opcode operator 
optparse os pathlib pdb pickle pickletools pkgutil platform plistlib poplib posix 
posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue 
quopri random re readline reprlib resource rlcompleter runpy sched secrets select 
selectors shelve shlex shutil signal site smtplib socket socketserver sqlite3 sre_compile 
sre_constants sre_parse ssl stat statistics string stringprep struct subprocess symtable 
sys sysconfig syslog tabnanny tarfile tempfile termios textwrap this threading time 
timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo 
types typing unicodedata unittest urllib uuid venv warnings wave weakref webbrowser 
winreg winsound wsgiref xml xmlrpc zipapp zipfile zipimport zlib zoneinfo `

func stdlibModuleNamesValue(vm *rt.VM) (rt.Value, error) {
	fields := strings.Fields(stdlibModuleNames)
	items := make([]rt.Value, len(fields))
	for i, n := range fields {
		items[i] = vm.NewStr(n)
	}
	return vm.NewFrozenSet(items)
}
