"""The urllib package of cpjit: only urllib.parse (module _urlparse) is
there; urllib.request and the rest need the network."""

import sys as _sys

import _urlparse as parse

_sys.modules[__name__ + '.parse'] = parse
