"""doctest: the diff report flags (REPORT_UDIFF, REPORT_CDIFF, REPORT_NDIFF)
and REPORT_ONLY_FIRST_FAILURE, through a runner whose reports are captured."""
import doctest


def table():
    """
    >>> for i in range(1, 7): print(i, i * i)
    1 1
    2 4
    3 10
    4 16
    5 25
    7 36
    >>> print('short')
    shirt
    >>> print('a\\n\\nb\\nc\\nd')
    a
    b
    c
    d
    >>> print('Beautiful is better than ugly.\\nSimple is better than complex.')
    Beautiful is better than  ugly.
    Simple is better than complicated.
    """


for flag in ['REPORT_UDIFF', 'REPORT_CDIFF', 'REPORT_NDIFF', 'REPORT_ONLY_FIRST_FAILURE']:
    print('===', flag)
    lines = []
    runner = doctest.DocTestRunner(verbose=False, optionflags=getattr(doctest, flag))
    for test in doctest.DocTestFinder().find(table, 'table', globs={}):
        test.filename = 'mod_doctest_diff.py'
        print(runner.run(test, out=lines.append))
    print(''.join(lines), end='')
    print(runner.summarize(verbose=True))
