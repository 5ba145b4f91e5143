"""encodings: finds a codec by any of its names.

search_function is the search function the codec registry asks first
(codecs.lookup); it normalises the name, resolves it through
encodings.aliases, and builds the codec: the runtime's own codecs
(UTF-8, UTF-16, UTF-32, Latin-1, ASCII, the escape and bytes codecs) as
codecs defines them, the single-byte codecs (cp1252, cp437, koi8_r,
mac_roman, the ISO 8859 family...) over the Go charmap engine
(_cpjit_charmap). The codecs of East Asian multibyte encodings and
idna are not available.
"""

import codecs
from . import aliases as _aliases_module
import _cpjit_charmap

_cache = {}
_unknown = '--unknown--'
_import_tail = ['*']
_aliases = _aliases_module.aliases
_CHARMAPS = frozenset(_cpjit_charmap.names)


class CodecRegistryError(LookupError, SystemError):
    pass


def normalize_encoding(encoding):
    """Normalize an encoding name: runs of characters other than letters,
    digits and dots become one underscore (none at either end); non-ASCII
    characters are dropped."""
    if isinstance(encoding, bytes):
        encoding = str(encoding, 'ascii')
    chars = []
    punct = False
    for c in encoding:
        if c.isalnum() or c == '.':
            if punct and chars:
                chars.append('_')
            if c.isascii():
                chars.append(c)
            punct = False
        else:
            punct = True
    return ''.join(chars)


def _charmap_codec(module):
    table = _cpjit_charmap.decoding_table(module)
    encoding_table = _cpjit_charmap.charmap_build(table)
    charmap_encode = _cpjit_charmap.charmap_encode
    charmap_decode = _cpjit_charmap.charmap_decode

    class Codec(codecs.Codec):
        def encode(self, input, errors='strict'):
            return charmap_encode(input, errors, encoding_table)

        def decode(self, input, errors='strict'):
            return charmap_decode(input, errors, table)

    class IncrementalEncoder(codecs.IncrementalEncoder):
        def encode(self, input, final=False):
            return charmap_encode(input, self.errors, encoding_table)[0]

    class IncrementalDecoder(codecs.IncrementalDecoder):
        def decode(self, input, final=False):
            return charmap_decode(input, self.errors, table)[0]

    class StreamWriter(Codec, codecs.StreamWriter):
        pass

    class StreamReader(Codec, codecs.StreamReader):
        pass

    for cls in (Codec, IncrementalEncoder, IncrementalDecoder,
                StreamWriter, StreamReader):
        cls.__module__ = 'encodings.' + module
    info = codecs.CodecInfo(
        name=module.replace('_', '-'),
        encode=Codec().encode,
        decode=Codec().decode,
        incrementalencoder=IncrementalEncoder,
        incrementaldecoder=IncrementalDecoder,
        streamwriter=StreamWriter,
        streamreader=StreamReader,
    )
    # Each byte decodes alone: io's text files use the codec directly.
    info._cpjit_single_byte = True
    return info


def search_function(encoding):
    """Return the CodecInfo of encoding, or None if no codec has that
    name."""
    entry = _cache.get(encoding, _unknown)
    if entry is not _unknown:
        return entry
    norm = normalize_encoding(encoding)
    module = (_aliases.get(norm) or _aliases.get(norm.replace('.', '_'))
              or norm)
    module = module.lower()
    if module in _CHARMAPS:
        entry = _charmap_codec(module)
    else:
        entry = codecs._search_builtin(module)
    _cache[encoding] = entry
    return entry
