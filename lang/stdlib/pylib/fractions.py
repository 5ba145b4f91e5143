"""Rational numbers: Fraction, as in CPython 3.13.

cpjit's own implementation. Fraction values are kept normalized (the
denominator positive, numerator and denominator coprime); arithmetic with
ints stays exact, with floats and complex numbers it falls back to them.
There is no decimal module, so from_decimal accepts only integers.
"""

import math
import operator
import sys

_gcd = math.gcd
_object_new = object.__new__

__all__ = ['Fraction']

_HASH_MODULUS = sys.hash_info.modulus
_HASH_INF = sys.hash_info.inf


def _is_rational(x):
    if isinstance(x, (int, Fraction)):
        return True
    numbers = sys.modules.get('numbers')
    return numbers is not None and isinstance(x, numbers.Rational)


def _is_real(x):
    if isinstance(x, (int, float, Fraction)):
        return True
    numbers = sys.modules.get('numbers')
    return numbers is not None and isinstance(x, numbers.Real)


def _is_complex(x):
    if isinstance(x, (int, float, complex, Fraction)):
        return True
    numbers = sys.modules.get('numbers')
    return numbers is not None and isinstance(x, numbers.Complex)


def _digits_end(s, i):
    """End of the run of digits (with single underscores between digits)
    starting at s[i], or i when there is none."""
    n = len(s)
    j = i
    while j < n and s[j].isdecimal():
        j += 1
    if j == i:
        return i
    while j + 1 < n and s[j] == '_' and s[j + 1].isdecimal():
        j += 1
        while j < n and s[j].isdecimal():
            j += 1
    return j


def _parse(text):
    """(numerator, denominator) of a Fraction literal, or None."""
    s = text.strip()
    i = 0
    n = len(s)
    negative = False
    if i < n and s[i] in '+-':
        negative = s[i] == '-'
        i += 1
    if not (i < n and (s[i].isdecimal() or
                       (s[i] == '.' and i + 1 < n and s[i + 1].isdecimal()))):
        return None
    j = _digits_end(s, i)
    num = int(s[i:j]) if j > i else 0
    den = 1
    i = j
    k = i
    while k < n and s[k].isspace():
        k += 1
    if k < n and s[k] == '/':
        k += 1
        while k < n and s[k].isspace():
            k += 1
        j = _digits_end(s, k)
        if j == k or j != n:
            return None
        den = int(s[k:j])
    else:
        if i < n and s[i] == '.':
            i += 1
            j = _digits_end(s, i)
            if j > i:
                frac = s[i:j].replace('_', '')
                scale = 10 ** len(frac)
                num = num * scale + int(frac)
                den *= scale
            i = j
        if i < n and s[i] in 'eE':
            i += 1
            k = i
            if k < n and s[k] in '+-':
                k += 1
            j = _digits_end(s, k)
            if j == k:
                return None
            exp = int(s[i:j])
            i = j
            if exp >= 0:
                num *= 10 ** exp
            else:
                den *= 10 ** -exp
        if i != n:
            return None
    if negative:
        num = -num
    return num, den


class Fraction:
    """A rational number: Fraction(3, 4), Fraction('3/4'), Fraction(0.75)."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, float):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            elif _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif type(numerator).__name__ == 'Decimal' and hasattr(numerator, 'as_integer_ratio'):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        g = math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = numerator // g
        self._denominator = denominator // g
        return self

    @classmethod
    def _from_coprime_ints(cls, numerator, denominator):
        self = object.__new__(cls)
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of the float f."""
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (cls.__name__, f, type(f).__name__))
        return cls._from_coprime_ints(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of the Decimal dec."""
        if isinstance(dec, int):
            return cls(dec)
        if type(dec).__name__ != 'Decimal':
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)" %
                            (cls.__name__, dec, type(dec).__name__))
        return cls._from_coprime_ints(*dec.as_integer_ratio())

    def is_integer(self):
        """True when the denominator is 1."""
        return self._denominator == 1

    def as_integer_ratio(self):
        """(numerator, denominator), the denominator positive."""
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction whose denominator is at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued fraction's convergents p/q until the next one's
        # denominator is too large, then pick the better of the last
        # convergent and the best semiconvergent.
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction._from_coprime_ints(p1, q1)
        return Fraction._from_coprime_ints(p0 + k * p1, q0 + k * q1)

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # ------------------------------------------------------------ format

    def __format__(self, format_spec, /):
        spec = _parse_spec(format_spec)
        if spec is not None:
            if spec['type'] is None:
                if spec['general']:
                    return self._format_general(spec)
            elif spec['align'] is None or not spec['zeropad']:
                return self._format_float_style(spec)
        raise ValueError(f"Invalid format specifier {format_spec!r} for "
                         f"object of type {type(self).__name__!r}")

    def _format_general(self, spec):
        fill = spec['fill'] or ' '
        align = spec['align'] or '>'
        pos_sign = '' if spec['sign'] == '-' else spec['sign']
        width = int(spec['width'] or '0')
        sep = spec['sep'] or ''
        n, d = self._numerator, self._denominator
        if n < 0:
            n, sign = -n, '-'
        else:
            sign = pos_sign
        body = format(n, sep)
        if d != 1 or spec['alt']:
            body += '/' + format(d, sep)
        return _pad(fill, align, width, sign, body)

    def _format_float_style(self, spec):
        fill = spec['fill'] or ' '
        align = spec['align'] or '>'
        pos_sign = '' if spec['sign'] == '-' else spec['sign']
        no_neg_zero = spec['z']
        alt = spec['alt']
        zeropad = spec['zeropad']
        width = int(spec['width'] or '0')
        sep = spec['sep']
        precision = int(spec['precision'] or '6')
        kind = spec['type']
        trim_zeros = kind in 'gG' and not alt
        trim_point = not alt
        exp_char = 'E' if kind in 'EFG' else 'e'
        if kind in 'fF%':
            exponent = -precision
            if kind == '%':
                exponent -= 2
            negative, significand = _round_to_exponent(
                self._numerator, self._denominator, exponent, no_neg_zero)
            scientific = False
            point_pos = precision
        else:
            figures = max(precision, 1) if kind in 'gG' else precision + 1
            negative, significand, exponent = _round_to_figures(
                self._numerator, self._denominator, figures)
            scientific = (kind in 'eE' or exponent > 0 or
                          exponent + figures <= -4)
            point_pos = figures - 1 if scientific else -exponent
        if kind == '%':
            suffix = '%'
        elif scientific:
            suffix = '%s%+03d' % (exp_char, exponent + point_pos)
        else:
            suffix = ''
        digits = str(significand).rjust(point_pos + 1, '0')
        sign = '-' if negative else pos_sign
        leading = digits[:len(digits) - point_pos]
        frac_part = digits[len(digits) - point_pos:]
        if trim_zeros:
            frac_part = frac_part.rstrip('0')
        separator = '' if trim_point and not frac_part else '.'
        trailing = separator + frac_part + suffix
        if zeropad:
            min_leading = width - len(sign) - len(trailing)
            leading = leading.zfill(3 * min_leading // 4 + 1 if sep else min_leading)
        if sep:
            first = 1 + (len(leading) - 1) % 3
            leading = leading[:first] + ''.join(
                sep + leading[p:p + 3] for p in range(first, len(leading), 3))
        return _pad(fill, align, width, sign, leading + trailing)

    # ------------------------------------------------------------ arithmetic

    def _binary(self, other, op, fallback, handle_complex):
        if isinstance(other, Fraction):
            return op(self, other)
        if isinstance(other, int):
            return op(self, Fraction._from_coprime_ints(int(other), 1))
        if isinstance(other, float):
            return fallback(float(self), other)
        if handle_complex and isinstance(other, complex):
            return fallback(complex(self), other)
        if _is_rational(other):
            return op(self, Fraction(other))
        return NotImplemented

    def _rbinary(self, other, op, fallback, handle_complex):
        if _is_rational(other):
            return op(Fraction(other), self)
        if _is_real(other):
            return fallback(float(other), float(self))
        if handle_complex and _is_complex(other):
            return fallback(complex(other), complex(self))
        return NotImplemented

    # +, -, * and / of two Fractions go straight to the arithmetic.

    def __add__(a, b):
        if isinstance(b, Fraction):
            return _sum_of(a._numerator, a._denominator, b._numerator, b._denominator)
        return a._binary(b, _add, operator.add, True)

    def __radd__(b, a):
        return b._rbinary(a, _add, operator.add, True)

    def __sub__(a, b):
        if isinstance(b, Fraction):
            return _sum_of(a._numerator, a._denominator, -b._numerator, b._denominator)
        return a._binary(b, _sub, operator.sub, True)

    def __rsub__(b, a):
        return b._rbinary(a, _sub, operator.sub, True)

    def __mul__(a, b):
        if isinstance(b, Fraction):
            return _product_of(a._numerator, a._denominator, b._numerator, b._denominator)
        return a._binary(b, _mul, operator.mul, True)

    def __rmul__(b, a):
        return b._rbinary(a, _mul, operator.mul, True)

    def __truediv__(a, b):
        return a._binary(b, _div, operator.truediv, True)

    def __rtruediv__(b, a):
        return b._rbinary(a, _div, operator.truediv, True)

    def __floordiv__(a, b):
        return a._binary(b, _floordiv, operator.floordiv, False)

    def __rfloordiv__(b, a):
        return b._rbinary(a, _floordiv, operator.floordiv, False)

    def __mod__(a, b):
        return a._binary(b, _mod, operator.mod, False)

    def __rmod__(b, a):
        return b._rbinary(a, _mod, operator.mod, False)

    def __divmod__(a, b):
        return a._binary(b, _divmod, divmod, False)

    def __rdivmod__(b, a):
        return b._rbinary(a, _divmod, divmod, False)

    def __pow__(a, b):
        if _is_rational(b):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction._from_coprime_ints(a._numerator ** power,
                                                       a._denominator ** power)
                if a._numerator > 0:
                    return Fraction._from_coprime_ints(a._denominator ** -power,
                                                       a._numerator ** -power)
                if a._numerator == 0:
                    raise ZeroDivisionError('Fraction(%s, 0)' %
                                            a._denominator ** -power)
                return Fraction._from_coprime_ints((-a._denominator) ** -power,
                                                   (-a._numerator) ** -power)
            return float(a) ** float(b)
        if isinstance(b, (float, complex)):
            return float(a) ** b
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if _is_rational(a):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction._from_coprime_ints(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction._from_coprime_ints(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction._from_coprime_ints(abs(a._numerator), a._denominator)

    def __int__(a, _index=operator.index):
        if a._numerator < 0:
            return _index(-(-a._numerator // a._denominator))
        return _index(a._numerator // a._denominator)

    def __trunc__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            d = self._denominator
            floor, remainder = divmod(self._numerator, d)
            if remainder * 2 < d:
                return floor
            if remainder * 2 > d:
                return floor + 1
            if floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __complex__(a):
        return complex(float(a))

    def __bool__(a):
        return bool(a._numerator)

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    # ------------------------------------------------------------ comparisons

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if _is_rational(b):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if type(other) is int:
            return op(self._numerator, self._denominator * other)
        if type(other) is Fraction:
            return op(self._numerator * other._denominator,
                      self._denominator * other._numerator)
        if _is_rational(other):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        return a._richcmp(b, operator.ge)

    # ------------------------------------------------------------ copying

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


# Fraction is a numbers.Rational; numbers registers it when it is imported
# after this module.
if 'numbers' in sys.modules:
    sys.modules['numbers'].Rational.register(Fraction)


# The four operations keep their operands' lowest terms (Knuth, TAOCP
# 4.5.1): the gcds are taken of the smaller numbers before multiplying,
# so the results need no reduction of the full products.

def _add(a, b):
    return _sum_of(a._numerator, a._denominator, b._numerator, b._denominator)


def _sub(a, b):
    return _sum_of(a._numerator, a._denominator, -b._numerator, b._denominator)


def _sum_of(na, da, nb, db):
    g = _gcd(da, db)
    if g == 1:
        return _new_reduced(na * db + nb * da, da * db)
    da_g = da // g
    top = na * (db // g) + nb * da_g
    g2 = _gcd(top, g)
    if g2 == 1:
        return _new_reduced(top, da_g * db)
    return _new_reduced(top // g2, da_g * (db // g2))


def _mul(a, b):
    return _product_of(a._numerator, a._denominator, b._numerator, b._denominator)


def _div(a, b):
    nb = b._numerator
    if nb == 0:
        raise ZeroDivisionError('Fraction(%s, 0)' % b._denominator)
    if nb < 0:
        return _product_of(-a._numerator, a._denominator, b._denominator, -nb)
    return _product_of(a._numerator, a._denominator, b._denominator, nb)


def _product_of(na, da, nb, db):
    # da and db are positive.
    g1 = _gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = _gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return _new_reduced(na * nb, da * db)


def _new_reduced(numerator, denominator):
    self = _object_new(Fraction)
    self._numerator = numerator
    self._denominator = denominator
    return self


def _floordiv(a, b):
    return (a._numerator * b._denominator) // (a._denominator * b._numerator)


def _divmod(a, b):
    da, db = a._denominator, b._denominator
    div, n_mod = divmod(a._numerator * db, da * b._numerator)
    return div, Fraction(n_mod, da * db)


def _mod(a, b):
    da, db = a._denominator, b._denominator
    return Fraction((a._numerator * db) % (b._numerator * da), da * db)


def _round_to_exponent(n, d, exponent, no_neg_zero=False):
    """(negative, q) with q the nearest integer to |n/d| / 10**exponent,
    ties to even."""
    if exponent >= 0:
        d *= 10 ** exponent
    else:
        n *= 10 ** -exponent
    q, r = divmod(n + (d >> 1), d)
    if r == 0 and d & 1 == 0:
        q &= -2
    sign = q < 0 if no_neg_zero else n < 0
    return sign, abs(q)


def _round_to_figures(n, d, figures):
    """(negative, significand, exponent): n/d rounded to `figures`
    significant digits, significand * 10**exponent."""
    if n == 0:
        return False, 0, 1 - figures
    an = abs(n)
    m = len(str(an)) - len(str(d))
    # m = floor(log10(|n|/d))
    if m >= 0:
        if an < d * 10 ** m:
            m -= 1
    elif an * 10 ** -m < d:
        m -= 1
    exponent = m - figures + 1
    negative, significand = _round_to_exponent(n, d, exponent)
    if len(str(significand)) == figures + 1:
        significand //= 10
        exponent += 1
    return negative, significand, exponent


def _pad(fill, align, width, sign, body):
    padding = fill * (width - len(sign) - len(body))
    if align == '>':
        return padding + sign + body
    if align == '<':
        return sign + body + padding
    if align == '^':
        half = len(padding) // 2
        return padding[:half] + sign + body + padding[half:]
    return sign + padding + body


def _parse_spec(spec):
    """The fields of a format spec, or None when it is malformed.
    'general' says whether it fits the non-float grammar (no z, zero pad,
    precision or type)."""
    r = {'fill': None, 'align': None, 'sign': '', 'z': False, 'alt': False,
         'zeropad': False, 'width': None, 'sep': None, 'precision': None,
         'type': None, 'general': True}
    i = 0
    n = len(spec)
    if n >= 2 and spec[1] in '<>=^':
        r['fill'] = spec[0]
        r['align'] = spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        r['align'] = spec[0]
        i = 1
    if i < n and spec[i] in '+- ':
        r['sign'] = spec[i]
        i += 1
    if i < n and spec[i] == 'z':
        r['z'] = True
        r['general'] = False
        i += 1
    if i < n and spec[i] == '#':
        r['alt'] = True
        i += 1
    if i + 1 < n and spec[i] == '0' and spec[i + 1].isdigit():
        r['zeropad'] = True
        r['general'] = False
        i += 1
    j = i
    while j < n and spec[j] in '0123456789':
        j += 1
    if j > i:
        w = spec[i:j]
        if len(w) > 1 and w[0] == '0':
            return None
        r['width'] = w
        i = j
    if i < n and spec[i] in ',_':
        r['sep'] = spec[i]
        i += 1
    if i < n and spec[i] == '.':
        i += 1
        j = i
        while j < n and spec[j] in '0123456789':
            j += 1
        p = spec[i:j]
        if not p or (len(p) > 1 and p[0] == '0'):
            return None
        r['precision'] = p
        r['general'] = False
        i = j
    if i < n and spec[i] in 'eEfFgG%':
        r['type'] = spec[i]
        i += 1
    if i != n:
        return None
    if r['type'] is None and not r['general']:
        return None
    return r
