# warnings.filterwarnings compiles message and module as regular
# expressions (the message ignoring case) matched at the start of the
# text; the default filters hold the plain string '__main__'.
import warnings, sys

def show(text, category=UserWarning):
    with warnings.catch_warnings(record=True) as w:
        warnings.warn(text, category)
    return len(w)

print(warnings.filters[0])
with warnings.catch_warnings():
    warnings.filterwarnings('ignore', message='ign.*me')
    warnings.filterwarnings('ignore', message=r'\d+ items')
    warnings.filterwarnings('error', message='BOOM|bang')
    print(warnings.filters[:3])
    for text in ['ignore me', 'IGNORE ME', 'ign---me please', 'please ignore me',
                 '12 items', 'twelve items', 'ign']:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter('always')
            # simplefilter put 'always' first: the ignores are masked
            warnings.filters.pop(0)
            warnings.warn(text)
        print(repr(text), len(w))
    for text in ['boom!', 'Bang', 'a bang']:
        try:
            warnings.warn(text)
            print(repr(text), 'not raised')
        except UserWarning as e:
            print(repr(text), 'raised', e)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.filterwarnings('ignore', module='__ma')
    warnings.warn('module prefix')
    warnings.filterwarnings('ignore', module='main')
    print(len(w))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.filterwarnings('ignore', module='other')
    warnings.warn('other module')
    print(len(w))
with warnings.catch_warnings():
    warnings.filterwarnings('ignore', 'x')
    warnings.filterwarnings('ignore', 'x')
    warnings.filterwarnings('ignore', 'X')
    print(len([f for f in warnings.filters if f[1] is not None]))
try:
    warnings.filterwarnings('ignore', message='(')
except Exception as e:
    print(type(e).__name__)
try:
    warnings.filterwarnings('ignore', message=5)
except TypeError as e:
    print('TypeError', e)
try:
    warnings.filterwarnings('bogus')
except ValueError as e:
    print('ValueError', e)
warnings.warn('deprecated in main', DeprecationWarning)
