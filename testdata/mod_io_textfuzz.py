# io: a fixed random program of text reads (read, readline with limits, tell/seek round trips) over files and BytesIO
# in five encodings and five newline modes, crossing chunk boundaries; prints a CRC of what each trial read (issue 29)
import random, os, io, zlib, tempfile
orig_cwd = os.getcwd()
os.chdir(tempfile.mkdtemp())
random.seed(7)
out = []
pieces = ['a', 'bc', '\n', '\r', '\r\n', 'é', '€', '😀', 'xyz' * 50, ' ']
for trial in range(24):
    enc = random.choice(['utf-8', 'utf-16', 'latin-1', 'utf-8-sig', 'utf-16-be'])
    nl = random.choice([None, '', '\n', '\r', '\r\n'])
    text = ''.join(random.choice(pieces) for _ in range(random.randint(0, 4000)))
    if enc == 'latin-1':
        text = text.replace('€', 'e').replace('😀', 'o')
    data = b'\xef\xbb\xbf' + text.encode('utf-8') if enc == 'utf-8-sig' else text.encode(enc)
    p = 'f%d.txt' % trial
    with open(p, 'wb') as f:
        f.write(data)
    res = []
    src = random.choice(['file', 'bytesio'])
    f = open(p, encoding=enc, newline=nl) if src == 'file' else io.TextIOWrapper(io.BytesIO(data), encoding=enc, newline=nl)
    marks = []
    for op in range(40):
        k = random.random()
        if k < 0.35:
            res.append(repr(f.read(random.randint(0, 300))))
        elif k < 0.7:
            res.append(repr(f.readline(random.choice([-1, -1, 5, 50]))))
        elif k < 0.8:
            marks.append((f.tell(), len(res)))
        elif k < 0.9 and marks:
            pos, _ = random.choice(marks)
            f.seek(pos)
            res.append('seek')
        else:
            res.append(repr(f.read(1)))
    res.append(repr(f.read()))
    f.close()
    os.remove(p)
    print(trial, enc, repr(nl), src, len(res), zlib.crc32('\x00'.join(res).encode('utf-8')))
tmp = os.getcwd()
os.chdir(orig_cwd)
os.rmdir(tmp)
