from urllib.parse import *
import urllib.parse
urls = ['http://user:pw@www.Example.com:8080/p/a/t/h;params?query=1&b=2#frag', 'https://example.com', 'HTTP://EXAMPLE.com/X',
        '//netloc/path', '/just/a/path?q', 'mailto:someone@example.com', 'file:///etc/passwd', 'path;p?q#f',
        'http://[::1]:80/x', 'http://[fe80::1%25eth0]/', 'http://host:/x', 'http://h:0x1/', '  \t http://a/b c\n ',
        'ftp://ftp.x.org/pub;type=d', 'tel:+1-555;ext=2', 'x:y', '1http://no/scheme', 'a+b.c-d://h/', 'http://h?a#b?c',
        '', 'http://a@b@c/', 'http://[v1.fe]/', 'http://h/%7Euser/a%20b', 'sip:alice@atlanta.com;maddr=239.255.255.1']
for u in urls:
    p = urlparse(u)
    print(repr(u), p)
    print('  ', urlsplit(u), p.geturl(), urlunsplit(urlsplit(u)))
    try: print('  ', p.username, p.password, p.hostname, p.port)
    except ValueError as e: print('  ValueError', e)
print(urlparse('www.x.com/p', scheme='http'), urlparse('http://h/p#f', allow_fragments=False), urlsplit('//h', 'ftp'))
print(urlparse(b'http://h/p?q=1#f'), urlsplit(b'http://u@h:1/').port, urlparse(b'x').geturl())
print(urlparse('http://h/p').encode(), urlparse(b'http://h/').decode())
print(urlunparse(('http', 'h', '/p', 'a', 'q', 'f')), urlunparse(('http', '', '/x', '', '', '')), urlunsplit(('', '', 'p', '', '')),
      urlunsplit(('file', '', '/tmp', '', '')), urlunsplit(('', '', '//x', '', '')), urlunsplit(('mailto', '', 'a@b', '', '')))
print(urldefrag('http://h/p?q#frag'), urldefrag('http://h/p'), urldefrag(b'a#b'), urldefrag('http://h/p;a?q#f').geturl())
base = 'http://a/b/c/d;p?q'
for ref in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './',
            '..', '../', '../g', '../..', '../../', '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g',
            'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x',
            'http:g', 'https:g', 'http://other/x', '../a//b']:
    print(repr(ref), urljoin(base, ref))
print(urljoin('http://a/b/', 'c'), urljoin('', 'x'), urljoin('http://a', ''), urljoin('mailto:x', 'y'), urljoin(b'http://a/b', b'c'),
      urljoin('http://a/b/c', '../../../..'), urljoin('svn+ssh://h/r/', 'x'), urljoin('http://a/b?q#f', ''), urljoin('http://a/b?q#f', '#g'))
for s in ['abc def', 'a/b/c', '~user', 'ü€', 'a+b=c&d', '', '\x00\x7f', '/path with space/']:
    print(repr(s), quote(s), quote(s, safe=''), quote_plus(s), quote_plus(s, safe='/+'), quote(s.encode()))
print(quote('é', encoding='latin-1'), quote('\u20ac', encoding='ascii', errors='replace'), quote_from_bytes(b'a b\xff'), quote(b'x y', safe=b'y'))
for s in ['abc%20def', '%7Euser', '%E2%82%AC', '%e2%82', '%zz%4', 'a+b', '%', 'ü%20x', '%C3%A9']:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s), repr(unquote(s, encoding='latin-1')))
print(unquote(b'a%20b'), unquote('%ff', errors='strict') if False else unquote('%ff'), unquote_to_bytes(b'%41%42'))
print(urlencode({'a': 1, 'b': 'x y', 'c': 'ü&='}), urlencode([('k', 'v'), ('k', 'w')]), urlencode({'a': [1, 2], 'b': 'xy'}, doseq=True),
      urlencode({'a': [1, 2]}), urlencode({b'k': b'v v'}), urlencode({'p': '/x y'}, quote_via=quote), urlencode({'s': 'a/b'}, safe='/'),
      urlencode({'n': None, 't': (1, 'a')}, doseq=True), urlencode([]))
qs = 'a=1&b=2&a=3&c=&d&e=x+y%20z&%C3%BC=%E2%82%AC'
print(parse_qs(qs), parse_qs(qs, keep_blank_values=True))
print(parse_qsl(qs), parse_qsl(qs, keep_blank_values=True), parse_qsl('a=1;b=2', separator=';'), parse_qsl(b'a=1&b=x+y'), parse_qsl(''))
print(parse_qsl('a=%ff', encoding='latin-1'), parse_qs('x=1&&y=2'), parse_qsl('a=1&b=2', max_num_fields=2))
def t(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
t(lambda: urlparse('http://[::1/'))
t(lambda: urlparse('http://::1]/'))
t(lambda: urlparse('http://[1.2.3.4]/'))
t(lambda: urlparse('http://[zz::1]/'))
t(lambda: urlparse('http://[vx.1]/'))
t(lambda: urlparse('http://h:99999/').port)
t(lambda: urlparse('http://h:abc/').port)
t(lambda: urlparse('http://h:-1/').port)
t(lambda: urljoin('http://a', b'b'))
t(lambda: urlparse(5))
t(lambda: quote(5))
t(lambda: quote(b'x', encoding='utf-8'))
t(lambda: quote_from_bytes('x'))
t(lambda: unquote(5))
t(lambda: urlencode('abc'))
t(lambda: urlencode(5))
t(lambda: parse_qsl('a=1&b', strict_parsing=True))
t(lambda: parse_qsl('a=1&&b=2', strict_parsing=True))
t(lambda: parse_qsl('a=1&b=2&c=3', max_num_fields=2))
t(lambda: parse_qsl('a=1', separator=''))
t(lambda: parse_qsl('a=1', separator=5))
print(SplitResult('http', 'h', '/p', '', '').geturl(), ParseResult._fields, DefragResult('u', 'f').geturl(), SplitResult.__module__)
print(urllib.parse.__name__, urllib.parse.unwrap('<URL:http://x/>'), urllib.parse.scheme_chars[-3:], 'https' in urllib.parse.uses_relative)
print(SplitResult[str])
