import binascii
print(binascii.hexlify(b'\x01\xab\xff'), binascii.b2a_hex(b'abcdef', '-', 2), binascii.hexlify(b'abcde', b':', -2))
print(binascii.unhexlify('01abFF'), binascii.a2b_hex(b'6162'))
for bad in ['abc', 'zz', 'é1']:
    try: binascii.unhexlify(bad)
    except Exception as e: print(type(e).__name__, e)
print(binascii.b2a_base64(b'hello world'), binascii.b2a_base64(b'ab', newline=False))
for s in [b'aGVsbG8gd29ybGQ=\n', b'aGVsbG8', b'aGVsbG', b'aGV s#bG8=', b'YQ==YQ==', b'a', b'abcde']:
    try: print(binascii.a2b_base64(s))
    except binascii.Error as e: print('Error', e)
for s in [b'=YQ==', b'YQ==YQ', b'YQ=a', b'Y Q==', b'YQ==']:
    try: print(binascii.a2b_base64(s, strict_mode=True))
    except binascii.Error as e: print('Error', e)
print(binascii.crc32(b'hello'), binascii.crc32(b' world', binascii.crc32(b'hello')), binascii.crc32(b'x', -1))
print(binascii.crc_hqx(b'hello', 0), binascii.crc_hqx(b'hello', 0xffff))
print(issubclass(binascii.Error, ValueError), binascii.Error.__module__)
try: binascii.hexlify('abc')
except TypeError as e: print(e)
try: binascii.a2b_base64(5)
except TypeError as e: print(e)
try: binascii.hexlify(b'ab', 'ab')
except ValueError as e: print(e)
print(binascii.hexlify(bytearray(b'xy')), binascii.hexlify(memoryview(b'zz')))
