"""Writes ucd.bin, the Unicode character database of the unicodedata
module, from CPython 3.13's own unicodedata (run it with CPython 3.13;
see doc.go). The file is raw DEFLATE over this layout (little endian):

  "UCD1", sha256 of this script (32 bytes), version (u8 length + bytes)
  three string lists (categories, bidirectional classes, east asian
  widths): u8 count, then u8 length + bytes each
  records: u32 count, then per record category, bidirectional, combining,
  east asian width, mirrored (u8 each), decimal, digit (i8, -1 for none),
  decomposition (u16 length + bytes), numeric (u8 length + the repr of
  the float, empty for none)
  runs: u32 count, then (u32 first code point, u32 record)
  names: u32 count, then (u32 code point, u8 length + bytes)
  ranges named PREFIX-%X: u32 count, then (u32 first, u32 last, u8 length
  + prefix bytes)
"""

import hashlib
import struct
import sys
import unicodedata as ud
import zlib

assert sys.version_info[:2] == (3, 13), 'run with CPython 3.13'
out_path = sys.argv[1] if len(sys.argv) > 1 else 'ucd.bin'

cats, bidis, eaws = {}, {}, {}


def index(table, key):
    if key not in table:
        table[key] = len(table)
    return table[key]


records, rec_index = [], {}
runs = []
names = []
ranges = []
prev_rec = None
for cp in range(0x110000):
    ch = chr(cp)
    num = ud.numeric(ch, None)
    rec = (index(cats, ud.category(ch)), index(bidis, ud.bidirectional(ch)),
           ud.combining(ch), index(eaws, ud.east_asian_width(ch)),
           ud.mirrored(ch), ud.decimal(ch, -1), ud.digit(ch, -1),
           ud.decomposition(ch), '' if num is None else repr(num))
    r = rec_index.get(rec)
    if r is None:
        r = rec_index[rec] = len(records)
        records.append(rec)
    if r != prev_rec:
        runs.append((cp, r))
        prev_rec = r
    name = ud.name(ch, None)
    if name is None:
        continue
    suffix = '-%X' % cp
    if name.endswith(suffix):
        prefix = name[:-len(suffix)]
        if ranges and ranges[-1][2] == prefix and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
            continue
        ranges.append([cp, cp, prefix])
        continue
    names.append((cp, name))

# A "range" of one code point is an ordinary name.
single = [r for r in ranges if r[0] == r[1]]
ranges = [r for r in ranges if r[0] != r[1]]
names.extend((r[0], '%s-%X' % (r[2], r[0])) for r in single)
names.sort()

buf = bytearray(b'UCD1')
buf += hashlib.sha256(open(__file__, 'rb').read()).digest()


def put_str(s, width='B'):
    b = s.encode('ascii')
    buf.extend(struct.pack('<' + width, len(b)))
    buf.extend(b)


put_str(ud.unidata_version)
for table in (cats, bidis, eaws):
    buf.append(len(table))
    for key in table:
        put_str(key)
buf += struct.pack('<I', len(records))
for (cat, bidi, comb, eaw, mir, dec, dig, decomp, num) in records:
    buf += struct.pack('<BBBBBbb', cat, bidi, comb, eaw, mir, dec, dig)
    put_str(decomp, 'H')
    put_str(num)
buf += struct.pack('<I', len(runs))
for cp, r in runs:
    buf += struct.pack('<II', cp, r)
buf += struct.pack('<I', len(names))
for cp, name in names:
    buf += struct.pack('<I', cp)
    put_str(name)
buf += struct.pack('<I', len(ranges))
for lo, hi, prefix in ranges:
    buf += struct.pack('<II', lo, hi)
    put_str(prefix)

comp = zlib.compressobj(9, zlib.DEFLATED, -15)
data = comp.compress(bytes(buf)) + comp.flush()
with open(out_path, 'wb') as f:
    f.write(data)
print(f'{out_path}: {len(records)} records, {len(runs)} runs, {len(names)} '
      f'names, {len(ranges)} ranges, {len(buf)} bytes, {len(data)} deflated',
      file=sys.stderr)
