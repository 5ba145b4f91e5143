# gettext: plural-form expressions, .mo catalogs (written here, both byte
# orders), lookup through languages and fallbacks, the module API.
import builtins
import gettext
import os
import struct
import tempfile


def write_mo(path, entries, big=False):
    """A GNU .mo file with (msgid, msgstr) byte pairs."""
    order = '>' if big else '<'
    entries = sorted(entries)
    n = len(entries)
    orig_tab, trans_tab = 28, 28 + 8 * n
    data_off = 28 + 16 * n
    blob, origs, trans = b'', [], []
    for k, v in entries:
        origs.append((len(k), data_off + len(blob)))
        blob += k + b'\0'
    for k, v in entries:
        trans.append((len(v), data_off + len(blob)))
        blob += v + b'\0'
    head = struct.pack(order + '7I', 0x950412de, 0, n, orig_tab, trans_tab, 0, 0)
    body = b''.join(struct.pack(order + 'II', *e) for e in origs + trans)
    with open(path, 'wb') as f:
        f.write(head + body + blob)


for expr in ['n != 1', 'n>1', '0', 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2',
             'n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4', '!n', '!n == 1', 'n == 1 == 0', 'n < 3 < 2',
             '(n % 3) * 2 + n / 2', 'n && 5', 'n || 7', '1 ? 2 ? 3 : 4 : 5']:
    f = gettext.c2py(expr)
    print(repr(expr), [f(n) for n in (0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 111)])
for bad in ['n +', 'x', 'n ? 1', '(n', 'n ** 2', '1 2', 'n == ', '(' * 30 + 'n' + ')' * 30, 'n' * 1001, 'n;']:
    try:
        gettext.c2py(bad)
        print(repr(bad), 'ok')
    except ValueError as e:
        print(repr(bad[:40]), 'ValueError:', e)
try:
    gettext.c2py('n != 1')(1.5)
except TypeError as e:
    print('TypeError:', e)
print(gettext.c2py('n != 1')(True))

header = (b'Project-Id-Version: demo\nContent-Type: text/plain; charset=UTF-8\n'
          b'Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\n'
          b'X-Note: first line\n continued\n')
entries = [(b'', header), (b'Hello', 'Cze\u015b\u0107'.encode()),
           (b'file\0files', b'plik\0pliki\0plik\xc3\xb3w'),
           (b'menu\x04Open', b'Otw\xc3\xb3rz'), (b'menu\x04item\0items', b'pozycja\0pozycje\0pozycji')]
with tempfile.TemporaryDirectory() as d:
    for lang, big in (('pl', False), ('de', True)):
        os.makedirs(os.path.join(d, lang, 'LC_MESSAGES'))
        write_mo(os.path.join(d, lang, 'LC_MESSAGES', 'demo.mo'), entries if lang == 'pl' else [(b'Bye', b'Tsch\xc3\xbcss'), (b'', b'Content-Type: text/plain; charset=UTF-8\n')], big)
    print(gettext.find('demo', d, ['pl_PL.UTF-8']).replace(d, 'D'), gettext.find('demo', d, ['fr']), gettext.find('demo', d, ['de', 'pl'], all=True) == [os.path.join(d, 'de', 'LC_MESSAGES', 'demo.mo'), os.path.join(d, 'pl', 'LC_MESSAGES', 'demo.mo')])
    t = gettext.translation('demo', d, ['pl'])
    print(type(t).__name__, t.gettext('Hello'), t.gettext('Missing'), t.charset(), sorted(t.info().items()))
    print([t.ngettext('file', 'files', n) for n in (1, 2, 5, 12, 22, 101)])
    print(t.pgettext('menu', 'Open'), t.pgettext('other', 'Open'), [t.npgettext('menu', 'item', 'items', n) for n in (1, 3, 7)])
    t2 = gettext.translation('demo', d, ['de', 'pl'])
    print(t2.gettext('Bye'), t2.gettext('Hello'), t2.ngettext('file', 'files', 3), t2.ngettext('x', 'xs', 1), t2.ngettext('x', 'xs', 2))
    t.install(names=['ngettext', 'bogus'])
    print(_('Hello'), builtins.ngettext('file', 'files', 4))
    del builtins._, builtins.ngettext
    os.environ['LANGUAGE'] = 'pl_PL:de'
    for k in ('LC_ALL', 'LC_MESSAGES', 'LANG'):
        os.environ.pop(k, None)
    gettext.bindtextdomain('demo', d)
    gettext.textdomain('demo')
    print(gettext.textdomain(), gettext.bindtextdomain('demo') == d, gettext.gettext('Hello'), gettext.ngettext('file', 'files', 5), gettext.pgettext('menu', 'Open'), gettext.npgettext('menu', 'item', 'items', 2))
    print(gettext.dgettext('nodomain', 'Hello'), gettext.dngettext('nodomain', 'a', 'b', 1), gettext.dngettext('nodomain', 'a', 'b', 0))
    try:
        gettext.translation('nodomain', d)
    except FileNotFoundError as e:
        print('FileNotFoundError:', e.errno, e.strerror, e.filename)
    print(type(gettext.translation('nodomain', d, fallback=True)).__name__)
    with open(os.path.join(d, 'bad.mo'), 'wb') as f:
        f.write(b'\0' * 40)
    try:
        with open(os.path.join(d, 'bad.mo'), 'rb') as f:
            gettext.GNUTranslations(f)
    except OSError as e:
        print('OSError:', e.args[:2])
    gettext.install('demo', d)
    print(_('Hello'))
    del builtins._
n = gettext.NullTranslations()
n.add_fallback(gettext.NullTranslations())
print(n.gettext('x'), n.ngettext('a', 'b', 1), n.ngettext('a', 'b', 2), n.info(), n.charset(), gettext.Catalog is gettext.translation)
print(gettext._expand_lang('pl_PL.UTF-8'), gettext._expand_lang('en'), gettext._expand_lang('de_DE@euro'))
