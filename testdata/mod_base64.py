import base64, binascii, io
data = [b'', b'f', b'fo', b'foo', b'foob', b'fooba', b'foobar', bytes(range(256))[:40], b'\x00\x00\x00\x00\x00', b'    x']
for d in data:
    e = base64.b64encode(d); print(e, base64.b64decode(e) == d)
    e = base64.urlsafe_b64encode(d + b'\xfb\xff'); print(e, base64.urlsafe_b64decode(e) == d + b'\xfb\xff')
    e = base64.b32encode(d); print(e, base64.b32decode(e) == d)
    e = base64.b32hexencode(d); print(e, base64.b32hexdecode(e) == d)
    e = base64.b16encode(d); print(e, base64.b16decode(e) == d)
    e = base64.b85encode(d); print(e, base64.b85decode(e) == d, base64.b85encode(d, pad=True))
    e = base64.a85encode(d); print(e, base64.a85decode(e) == d)
    e = base64.z85encode(d); print(e, base64.z85decode(e) == d)
print(base64.b64encode(b'\xfb\xff', altchars=b'-_'), base64.b64decode('-_8=', altchars='-_'))
print(base64.standard_b64encode(b'xyz'), base64.standard_b64decode('eHl6'))
print(base64.b32decode('mzxw6===', casefold=True), base64.b32decode('0O1I====', map01='I') if False else base64.b32decode(b'MZXW6YQ=', map01=b'L'))
print(base64.b16decode('666f6f', casefold=True))
print(base64.a85encode(b'hello world, this is a longer text', wrapcol=10, adobe=True))
print(base64.a85decode(b'<~BOu!rD]j7BEbo80~>', adobe=True))
print(base64.a85encode(b'    abc', foldspaces=True), base64.a85decode(b'y@:E^', foldspaces=True))
print(base64.encodebytes(b'x' * 100))
print(base64.decodebytes(b'eHh4\neHh4\n'))
out = io.BytesIO(); base64.encode(io.BytesIO(b'hello' * 20), out); print(out.getvalue())
back = io.BytesIO(); base64.decode(io.BytesIO(out.getvalue()), back); print(back.getvalue() == b'hello' * 20)
bad = [
    (base64.b64decode, ('abc',)), (base64.b64decode, ('ab!c', None, True)), (base64.b64decode, ('é',)),
    (base64.b64decode, (3,)), (base64.b32decode, ('abc',)), (base64.b32decode, ('MZXW6YQ!',)),
    (base64.b32decode, ('MZXW6Y==',)), (base64.b16decode, ('0g',)), (base64.b16decode, ('abc',)),
    (base64.b85decode, ('ab"cd',)), (base64.b85decode, ('~~~~~',)), (base64.a85decode, ('abxcd',)),
    (base64.a85decode, ('az',)), (base64.a85decode, ('s8W-"',)), (base64.a85decode, ('abc', True, True)),
    (base64.z85decode, ('ab~cd',)), (base64.encodebytes, ('str',)), (base64.b64encode, ('str',)),
]
for f, a in bad:
    try:
        if f is base64.a85decode and len(a) == 3:
            f(a[0], adobe=True)
        else:
            print(f(*a))
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
