"""Guess the MIME type of a file from its name, and the extensions of a
MIME type (cpjit's mimetypes).

The built-in tables (_mimetypes_data, generated from CPython 3.13's) are
extended at init() by the system's mime.types files listed in knownfiles
that exist. A MimeTypes object starts from the built-in tables alone and
reads only the files it is given.
"""

import os
import posixpath
import urllib.parse

import _mimetypes_data

__all__ = [
    "knownfiles", "inited", "MimeTypes",
    "guess_type", "guess_file_type", "guess_all_extensions", "guess_extension",
    "add_type", "init", "read_mime_types",
    "suffix_map", "encodings_map", "types_map", "common_types",
]

knownfiles = list(_mimetypes_data.knownfiles)
inited = False
_db = None

suffix_map = _mimetypes_data.suffix_map
encodings_map = _mimetypes_data.encodings_map
types_map = _mimetypes_data.types_map
common_types = _mimetypes_data.common_types


class MimeTypes:
    """A database of MIME types: extension -> type for official (strict)
    and common (non-strict) types, and the inverse lists."""

    def __init__(self, filenames=(), strict=True):
        if not inited:
            init()
        self.encodings_map = dict(_mimetypes_data.encodings_map)
        self.suffix_map = dict(_mimetypes_data.suffix_map)
        # index 0: common (non-strict) types, 1: official ones
        self.types_map = ({}, {})
        self.types_map_inv = ({}, {})
        for ext, mtype in _mimetypes_data.types_map.items():
            self.add_type(mtype, ext, True)
        for ext, mtype in _mimetypes_data.common_types.items():
            self.add_type(mtype, ext, False)
        for name in filenames:
            self.read(name, strict)

    def add_type(self, type, ext, strict=True):
        """Map extension ext (with its leading dot) to type; a type keeps
        its extensions in the order they were added."""
        self.types_map[strict][ext] = type
        exts = self.types_map_inv[strict].setdefault(type, [])
        if ext not in exts:
            exts.append(ext)

    def guess_type(self, url, strict=True):
        """(type, encoding) for a URL or file name; either may be None.
        data: URLs give their declared type."""
        url = os.fspath(url)
        parts = urllib.parse.urlparse(url)
        if not (parts.scheme and len(parts.scheme) > 1):
            return self.guess_file_type(url, strict=strict)
        path = parts.path
        if parts.scheme == 'data':
            # data:[<mediatype>][;base64],<data>
            comma = path.find(',')
            if comma < 0:
                return None, None
            semi = path.find(';', 0, comma)
            mtype = path[:semi] if semi >= 0 else path[:comma]
            if '=' in mtype or '/' not in mtype:
                mtype = 'text/plain'
            return mtype, None
        return self._guess_file_type(path, strict, posixpath.splitext)

    def guess_file_type(self, path, *, strict=True):
        """(type, encoding) for a file path (not a URL)."""
        path = os.fsdecode(path)
        path = os.path.splitdrive(path)[1]
        return self._guess_file_type(path, strict, os.path.splitext)

    def _guess_file_type(self, path, strict, splitext):
        base, ext = splitext(path)
        # .tgz and friends stand for two suffixes
        while ext.lower() in self.suffix_map:
            base, ext = splitext(base + self.suffix_map[ext.lower()])
        encoding = None
        if ext in self.encodings_map:  # case-sensitive, as CPython's
            encoding = self.encodings_map[ext]
            base, ext = splitext(base)
        ext = ext.lower()
        mtype = self.types_map[True].get(ext)
        if mtype is None and not strict:
            mtype = self.types_map[False].get(ext)
        return mtype, encoding

    def guess_all_extensions(self, type, strict=True):
        """Every extension known for type, official ones first."""
        type = type.lower()
        exts = list(self.types_map_inv[True].get(type, []))
        if not strict:
            for ext in self.types_map_inv[False].get(type, []):
                if ext not in exts:
                    exts.append(ext)
        return exts

    def guess_extension(self, type, strict=True):
        """The first extension known for type, or None."""
        exts = self.guess_all_extensions(type, strict)
        return exts[0] if exts else None

    def read(self, filename, strict=True):
        """Add the mappings of a mime.types file."""
        with open(filename, encoding='utf-8') as f:
            self.readfp(f, strict)

    def readfp(self, fp, strict=True):
        """Add the mappings of an open mime.types file: lines of a type
        and its extensions (without dots); '#' starts a comment."""
        while line := fp.readline():
            words = line.split()
            for i, w in enumerate(words):
                if w[0] == '#':
                    del words[i:]
                    break
            if not words:
                continue
            for suffix in words[1:]:
                self.add_type(words[0], '.' + suffix, strict)

    def read_windows_registry(self, strict=True):
        """Nothing to read outside Windows."""


def init(files=None):
    """Build the module's database from the built-in tables and the
    files in knownfiles (plus files) that exist; with files given after a
    first init(), only add those."""
    global suffix_map, types_map, encodings_map, common_types
    global inited, _db
    inited = True
    if files is None or _db is None:
        db = MimeTypes()
        db.read_windows_registry()
        files = knownfiles if files is None else knownfiles + list(files)
    else:
        db = _db
    for name in files:
        if os.path.isfile(name):
            db.read(name)
    encodings_map = db.encodings_map
    suffix_map = db.suffix_map
    types_map = db.types_map[True]
    common_types = db.types_map[False]
    _db = db


def _database():
    if _db is None:
        init()
    return _db


def guess_type(url, strict=True):
    """(type, encoding) for a URL or file name; see MimeTypes.guess_type."""
    return _database().guess_type(url, strict)


def guess_file_type(path, *, strict=True):
    """(type, encoding) for a file path; see MimeTypes.guess_file_type."""
    return _database().guess_file_type(path, strict=strict)


def guess_all_extensions(type, strict=True):
    """Every extension known for type."""
    return _database().guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    """The first extension known for type, or None."""
    return _database().guess_extension(type, strict)


def add_type(type, ext, strict=True):
    """Map ext to type in the module's database."""
    return _database().add_type(type, ext, strict)


def read_mime_types(file):
    """The official mappings of one mime.types file, or None when it
    cannot be opened."""
    try:
        f = open(file, encoding='utf-8')
    except OSError:
        return None
    with f:
        db = MimeTypes()
        db.readfp(f, True)
        return db.types_map[True]


def _main():
    import sys
    from getopt import getopt, GetoptError

    usage = ("Usage: mimetypes.py [options] type\n\n"
             "Options:\n"
             "    --help / -h       -- print this message and exit\n"
             "    --lenient / -l    -- additionally search of some common, but non-standard\n"
             "                         types.\n"
             "    --extension / -e  -- guess extension instead of type\n\n"
             "More than one type argument may be given.\n")

    def fail(code, msg=''):
        print(usage)
        if msg:
            print(msg)
        sys.exit(code)

    try:
        opts, args = getopt(sys.argv[1:], 'hle', ['help', 'lenient', 'extension'])
    except GetoptError as e:
        fail(1, e)
    strict, extension = True, False
    for opt, _ in opts:
        if opt in ('-h', '--help'):
            fail(0)
        elif opt in ('-l', '--lenient'):
            strict = False
        elif opt in ('-e', '--extension'):
            extension = True
    for arg in args:
        if extension:
            guess = guess_extension(arg, strict)
            if not guess:
                print("I don't know anything about type", arg)
            else:
                print(guess)
        else:
            guess, encoding = guess_type(arg, strict)
            if not guess:
                print("I don't know anything about type", arg)
            else:
                print('type:', guess, 'encoding:', encoding)


if __name__ == '__main__':
    _main()
