"""doctest: the verbose transcript, the parser API, run_docstring_examples,
testfile and the errors of malformed docstrings.

>>> 'module'
'module'
"""
import contextlib
import doctest
import io
import os
import sys


def clean(text):
    text = text.replace(os.path.dirname(os.path.abspath(__file__)), '{DIR}')
    return ''.join(l for l in text.splitlines(True) if not l.startswith('      '))


def capture(fn, *args, **kwargs):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        result = fn(*args, **kwargs)
    print(clean(buf.getvalue()), end='')
    return result


def add(a, b):
    """
    >>> add(1, 2)
    3
    >>> add('a', 'b')
    'ab'
    >>> add([], [1])
    [1]
    >>> add(1, 1)
    3
    >>> print(add(0, 0))  # nothing expected
    >>> x = add(2, 2)
    """
    return a + b


class Stack:
    """
    >>> s = Stack()
    >>> s.push(1); s.push(2)
    >>> s.items
    [1, 2]
    """

    def __init__(self):
        self.items = []

    def push(self, v):
        self.items.append(v)


def nodoc():
    pass


print(capture(doctest.testmod, verbose=True))
print(capture(doctest.testmod, verbose=False))

# sys.argv -v makes testmod verbose.
sys.argv.append('-v')
r = capture(doctest.testmod, exclude_empty=True)
print(r, r.failed, r.attempted, r.skipped)
sys.argv.remove('-v')

print('--- run_docstring_examples')
capture(doctest.run_docstring_examples, add, {'add': add})
capture(doctest.run_docstring_examples, add, {'add': add}, True, 'adder')

print('--- testfile')
r = capture(doctest.testfile, 'mod_doctest_file.txt', extraglobs={'greeting': 'hello'})
print(r)
r = capture(doctest.testfile, 'mod_doctest_file.txt', globs={'greeting': 'hello'}, verbose=True, name='txt')
print(r)

print('--- parser')
parser = doctest.DocTestParser()
text = """
Intro
    >>> x = 1  # doctest: +ELLIPSIS
    >>> x +\\
    ...   1
    2
    >>> raise KeyError(3)
    Traceback (most recent call last):
      File "x", line 1
    KeyError: 3
    >>> print('a')
    a
    <BLANKLINE>

End
"""
for piece in parser.parse(text, 'sample'):
    if isinstance(piece, doctest.Example):
        print('Example', repr(piece.source), repr(piece.want), piece.lineno,
              piece.indent, piece.options, repr(piece.exc_msg))
    else:
        print('text', repr(piece))
test = parser.get_doctest(text, {}, 'sample', 'sample.txt', 7)
print(test)
print(len(test.examples), test.name, test.filename, test.lineno)
print(doctest.DocTest([], {}, 'empty', None, None, ''))
print(parser.get_doctest('>>> 1\n1\n', {}, 'one', 'f', 0))

for bad in ['>>>print(1)\n', '  >>> 1 +\n ... 2\n', '  >>> 1\n 1\n',
            '>>> 1  # doctest: +NOPE\n', '>>> # doctest: +ELLIPSIS\n']:
    try:
        parser.get_examples(bad, 'bad')
    except ValueError as e:
        print('ValueError:', e)

print('--- checker')
checker = doctest.OutputChecker()
print(checker.check_output('a...z\n', 'abcz\n', doctest.ELLIPSIS))
print(checker.check_output('a...z\n', 'abcz\n', 0))
print(checker.check_output('1 2\n', '1   2\n', doctest.NORMALIZE_WHITESPACE))
print(checker.check_output('<BLANKLINE>\n', '\n', 0))
print(checker.check_output('1\n', 'True\n', 0))
print(checker.check_output('...\n', 'anything\n', doctest.ELLIPSIS))
print(checker.check_output('a...b...c\n', 'abc\n', doctest.ELLIPSIS))
print(checker.check_output('a...bc...c\n', 'abc\n', doctest.ELLIPSIS))
ex = doctest.Example('f()', 'x\n\ny')
print(repr(ex.source), repr(ex.want))
print(checker.output_difference(ex, 'x\n  \ny\n', 0), end='')
print(doctest.ELLIPSIS, doctest.SKIP, doctest.FAIL_FAST, doctest.COMPARISON_FLAGS,
      doctest.REPORTING_FLAGS, doctest.register_optionflag('MINE'),
      doctest.register_optionflag('ELLIPSIS'))

print('--- DebugRunner')
def broken():
    """
    >>> 1/0
    >>> 2
    3
    """
runner = doctest.DebugRunner(verbose=False)
for t in doctest.DocTestFinder().find(broken, 'broken', globs={}):
    try:
        runner.run(t)
    except doctest.UnexpectedException as e:
        print('UnexpectedException', repr(e.example.source), e.exc_info[0].__name__)
    t.examples = t.examples[1:]
    try:
        runner.run(t)
    except doctest.DocTestFailure as e:
        print('DocTestFailure', repr(e.got), repr(e.example.want), clean(str(e)))

try:
    doctest.testmod(42)
except TypeError as e:
    print('TypeError:', e)
print(doctest.script_from_examples(text), end='')
