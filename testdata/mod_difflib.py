"""difflib: SequenceMatcher, diffs, ndiff and close matches, against
CPython 3.13."""
import difflib

a = "private Thread currentThread;".split(' ')
b = "private volatile Thread currentThread;".split(' ')
for x, y in [("abxcd", "abcd"), ("qabxcd", "abycdf"), (a, b), ("", ""), ("abc", ""),
             (" abcd", "abcd abcd"), ("a" * 300 + "b", "a" * 250 + "c"),
             (list(range(10)), [0, 1, 5, 6, 11, 12, 8, 9])]:
    s = difflib.SequenceMatcher(None, x, y)
    print(s.get_matching_blocks())
    print(s.get_opcodes())
    print(round(s.ratio(), 6), round(s.quick_ratio(), 6), round(s.real_quick_ratio(), 6))
s = difflib.SequenceMatcher(lambda c: c == ' ', "private Thread currentThread;",
                            "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.find_longest_match(0, 29, 0, 38), s.get_opcodes())
print(s.find_longest_match())
print(list(difflib.SequenceMatcher(None, 'abcdefghij' * 3, 'abXdefghYj' * 3).get_grouped_opcodes(2)))

one = ['one\n', 'two\n', 'three\n', 'four\n', 'five\n', 'six\n', 'seven\n',
       'eight\n', 'nine\n', 'ten\n', 'eleven\n', 'twelve\n']
two = ['zero\n', 'one\n', 'tree\n', 'four\n', 'five\n', 'six\n', 'seven\n',
       'eight\n', 'nine\n', 'TEN\n', 'eleven\n', 'twelve\n', 'thirteen\n']
print(''.join(difflib.unified_diff(one, two, 'before.py', 'after.py',
                                   '2024-01-01', '2024-01-02')), end='')
print(''.join(difflib.unified_diff(one, two, n=1)), end='')
print(''.join(difflib.unified_diff(one, one)), end='|\n')
print(list(difflib.unified_diff(['a'], ['b'], lineterm='')))
print(''.join(difflib.context_diff(one, two, 'before.py', 'after.py')), end='')
print(''.join(difflib.context_diff(one, two, n=0)), end='')
print(''.join(difflib.ndiff(one, two)), end='')
text1 = ['  1. Beautiful is better than ugly.\n', '  2. Explicit is better than implicit.\n',
         '  3. Simple is better than complex.\n', '  4. Complex is better than complicated.\n']
text2 = ['  1. Beautiful is better than ugly.\n', '  3.   Simple is better than complex.\n',
         '  4. Complicated is better than complex.\n', '  5. Flat is better than nested.\n']
diff = list(difflib.Differ().compare(text1, text2))
print(''.join(diff), end='')
print(''.join(difflib.restore(diff, 1)) == ''.join(text1), ''.join(difflib.restore(diff, 2)) == ''.join(text2))
print(''.join(difflib.ndiff(['abcDefghiJkl\n', 'same\n'], ['abcdefGhijkl\n', 'same\n', 'new\tline\n'])), end='')
print(''.join(difflib.ndiff(['\tindented x\n'], ['\tindented y\n'])), end='')
print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
print(difflib.get_close_matches('wheel', ['while', 'wheels', 'hello', 'whale', 'wheel'], n=2, cutoff=0.5))
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'), difflib.IS_LINE_JUNK('hello\n'),
      difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('x'))
for bad in [lambda: difflib.get_close_matches('a', [], n=0),
            lambda: difflib.get_close_matches('a', [], cutoff=2),
            lambda: list(difflib.restore([], 3)),
            lambda: list(difflib.unified_diff('abc', 'abd')),
            lambda: list(difflib.unified_diff([b'a'], ['b']))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
