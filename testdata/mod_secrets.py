import secrets, string
print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), type(secrets.token_bytes(0)).__name__, secrets.token_bytes(0))
h = secrets.token_hex(16); print(len(h), all(c in '0123456789abcdef' for c in h), len(secrets.token_hex()))
u = secrets.token_urlsafe(16); print(len(u), all(c in string.ascii_letters + string.digits + '-_' for c in u), len(secrets.token_urlsafe()))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(200)), secrets.randbelow(1))
print(all(0 <= secrets.randbits(8) < 256 for _ in range(200)), secrets.randbits(0))
print(secrets.choice('a') , secrets.choice([7, 7, 7]), secrets.choice('abc') in 'abc')
print(secrets.compare_digest(b'x', b'x'), secrets.compare_digest('ab', 'ac'))
print(len({secrets.token_hex(8) for _ in range(50)}))
print(secrets.DEFAULT_ENTROPY, isinstance(secrets.SystemRandom(), secrets.SystemRandom))
for f, a in [(secrets.randbelow, 0), (secrets.randbelow, -3), (secrets.token_bytes, -1), (secrets.choice, []), (secrets.randbits, -1)]:
    try: f(a)
    except Exception as e: print(type(e).__name__, e)
