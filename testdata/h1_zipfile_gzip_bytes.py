import zipfile, io, hashlib, tarfile, gzip
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for i in range(3):
        zi = zipfile.ZipInfo(f"f{i}.txt", date_time=(2020, 1, 1, 0, 0, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(zi, ("line %d\n" % i) * 500)
    z.writestr(zipfile.ZipInfo("s.txt", date_time=(2020, 1, 1, 0, 0, 0)), "stored")
print(len(buf.getvalue()), hashlib.md5(buf.getvalue()).hexdigest())
b = io.BytesIO()
with gzip.GzipFile(fileobj=b, mode="wb", mtime=0, filename="") as g:
    g.write(b"abc" * 1000); g.write(b"xyz" * 500)
print(b.getvalue()[:12], hashlib.md5(b.getvalue()).hexdigest())
