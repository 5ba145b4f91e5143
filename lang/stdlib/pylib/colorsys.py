"""colorsys for cpjit: conversions between RGB and the YIQ, HLS and HSV
color systems, for coordinates between 0 and 1 (YIQ's I and Q may be
negative). The arithmetic is done in CPython's order, so the floats are
the same to the last bit."""

__all__ = ['rgb_to_yiq', 'yiq_to_rgb', 'rgb_to_hls', 'hls_to_rgb',
           'rgb_to_hsv', 'hsv_to_rgb']

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0
TWO_THIRD = 2.0 / 3.0


def _clamp(x):
    return 0.0 if x < 0.0 else 1.0 if x > 1.0 else x


def rgb_to_yiq(r, g, b):
    y = 0.30 * r + 0.59 * g + 0.11 * b
    i = 0.74 * (r - y) - 0.27 * (b - y)
    q = 0.48 * (r - y) + 0.41 * (b - y)
    return (y, i, q)


def yiq_to_rgb(y, i, q):
    # The inverse of rgb_to_yiq's matrix.
    r = y + 0.9468822170900693 * i + 0.6235565819861433 * q
    g = y - 0.27478764629897834 * i - 0.6356910791873801 * q
    b = y - 1.1085450346420322 * i + 1.7090069284064666 * q
    return (_clamp(r), _clamp(g), _clamp(b))


def _hue(r, g, b, maxc, span):
    # The hue of an RGB color whose largest component is maxc, as a
    # fraction of the color circle.
    rc = (maxc - r) / span
    gc = (maxc - g) / span
    bc = (maxc - b) / span
    if r == maxc:
        h = bc - gc
    elif g == maxc:
        h = 2.0 + rc - bc
    else:
        h = 4.0 + gc - rc
    return (h / 6.0) % 1.0


def rgb_to_hls(r, g, b):
    maxc = max(r, g, b)
    minc = min(r, g, b)
    total = maxc + minc
    span = maxc - minc
    l = total / 2.0
    if minc == maxc:
        return 0.0, l, 0.0
    if l <= 0.5:
        s = span / total
    else:
        s = span / (2.0 - maxc - minc)
    return _hue(r, g, b, maxc, span), l, s


def _component(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    if s == 0.0:
        return l, l, l
    if l <= 0.5:
        m2 = l * (1.0 + s)
    else:
        m2 = l + s - (l * s)
    m1 = 2.0 * l - m2
    return (_component(m1, m2, h + ONE_THIRD), _component(m1, m2, h),
            _component(m1, m2, h - ONE_THIRD))


def rgb_to_hsv(r, g, b):
    maxc = max(r, g, b)
    minc = min(r, g, b)
    span = maxc - minc
    v = maxc
    if minc == maxc:
        return 0.0, 0.0, v
    s = span / maxc
    return _hue(r, g, b, maxc, span), s, v


def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return v, v, v
    sector = int(h * 6.0)
    f = (h * 6.0) - sector
    p = v * (1.0 - s)
    q = v * (1.0 - s * f)
    t = v * (1.0 - s * (1.0 - f))
    sector = sector % 6
    if sector == 0:
        return v, t, p
    if sector == 1:
        return q, v, p
    if sector == 2:
        return p, v, t
    if sector == 3:
        return p, q, v
    if sector == 4:
        return t, p, v
    return v, p, q
