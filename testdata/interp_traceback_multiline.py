# Traceback entries whose instruction spans several lines, rendered as
# CPython 3.13's traceback module renders them: the lines, dedented,
# markers under binary operations, subscripts and calls (with '~' and '^'
# across lines), long instructions elided around their anchors.
import sys
import traceback


def fail(*args, **kwargs):
    return 1 / 0


def report(fn):
    try:
        fn()
    except Exception:
        traceback.print_exc()


def call_assigned():
    x = fail(
        1,
        2,
    )


def call_in_expression():
    y = 1 + fail(
        1,
    )


def method_call():
    obj = {'a': fail}
    return obj['a'](
        'first',
        'second',
    ) + 1


def binary_across_lines():
    a = 1
    b = 0
    return (a
            /
            b)


def subscript_across_lines():
    d = {'x': 1}
    return d[
        'missing'
    ]


def long_call():
    return max(1, 2) + fail(
        1,
        2,
        3,
        4,
        5,
        6,
        7,
    )


def nested_long():
    values = [
        1,
        2,
        3,
    ]
    total = (values[0] +
             values[1] +
             values[2] +
             values[10])
    return total


def wide_chars():
    名前 = {'キー': 1}
    return 名前[
        'ないキー']


def return_plain_call():
    return fail(
        'a',
        'b')


def comment_inside():
    return (1  # one
            +  # plus
            'two')


for f in [call_assigned, call_in_expression, method_call, binary_across_lines,
          subscript_across_lines, long_call, nested_long, wide_chars,
          return_plain_call, comment_inside]:
    report(f)

data = {'k': [1, 2]}
value = (data['k'][0] +
         data['k'][5])
