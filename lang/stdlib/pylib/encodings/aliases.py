"""encodings.aliases: the other names of the codecs, mapped to their
module names (normalised: lower case, underscores).

Built from groups: each codec's module name and the names it is also
known by.
"""

_GROUPS = {
    # the codecs the runtime and codecs know
    'ascii': '646 ansi_x3.4_1968 ansi_x3_4_1968 ansi_x3.4_1986 cp367 '
             'csascii ibm367 iso646_us iso_646.irv_1991 iso_ir_6 us '
             'us_ascii',
    'base64_codec': 'base64 base_64',
    'hex_codec': 'hex',
    'latin_1': '8859 cp819 csisolatin1 ibm819 iso8859 iso8859_1 '
               'iso_8859_1 iso_8859_1_1987 iso_ir_100 l1 latin latin1',
    'rot_13': 'rot13',
    'utf_16': 'u16 utf16',
    'utf_16_be': 'unicodebigunmarked utf_16be',
    'utf_16_le': 'unicodelittleunmarked utf_16le',
    'utf_32': 'u32 utf32',
    'utf_32_be': 'utf_32be',
    'utf_32_le': 'utf_32le',
    'utf_8': 'u8 utf utf8 utf8_ucs2 utf8_ucs4 cp65001',
    # single-byte codecs (package _cpjit_charmap)
    'cp037': '037 csibm037 ebcdic_cp_ca ebcdic_cp_nl ebcdic_cp_us '
             'ebcdic_cp_wt ibm037 ibm039',
    'cp1140': '1140 ibm1140',
    'cp437': '437 cspc8codepage437 ibm437',
    'cp850': '850 cspc850multilingual ibm850',
    'cp852': '852 cspcp852 ibm852',
    'cp855': '855 csibm855 ibm855',
    'cp858': '858 csibm858 ibm858',
    'cp860': '860 csibm860 ibm860',
    'cp862': '862 cspc862latinhebrew ibm862',
    'cp863': '863 csibm863 ibm863',
    'cp865': '865 csibm865 ibm865',
    'cp866': '866 csibm866 ibm866',
    'iso8859_2': 'csisolatin2 iso_8859_2 iso_8859_2_1987 iso_ir_101 l2 '
                 'latin2',
    'iso8859_3': 'csisolatin3 iso_8859_3 iso_8859_3_1988 iso_ir_109 l3 '
                 'latin3',
    'iso8859_4': 'csisolatin4 iso_8859_4 iso_8859_4_1988 iso_ir_110 l4 '
                 'latin4',
    'iso8859_5': 'csisolatincyrillic cyrillic iso_8859_5 iso_8859_5_1988 '
                 'iso_ir_144',
    'iso8859_6': 'arabic asmo_708 csisolatinarabic ecma_114 iso_8859_6 '
                 'iso_8859_6_1987 iso_ir_127',
    'iso8859_7': 'csisolatingreek ecma_118 elot_928 greek greek8 '
                 'iso_8859_7 iso_8859_7_1987 iso_ir_126',
    'iso8859_8': 'csisolatinhebrew hebrew iso_8859_8 iso_8859_8_1988 '
                 'iso_ir_138',
    'iso8859_9': 'csisolatin5 iso_8859_9 iso_8859_9_1989 iso_ir_148 l5 '
                 'latin5',
    'iso8859_10': 'csisolatin6 iso_8859_10 iso_8859_10_1992 iso_ir_157 l6 '
                  'latin6',
    'iso8859_13': 'iso_8859_13 l7 latin7',
    'iso8859_14': 'iso_8859_14 iso_8859_14_1998 iso_celtic iso_ir_199 l8 '
                  'latin8',
    'iso8859_15': 'iso_8859_15 l9 latin9',
    'iso8859_16': 'iso_8859_16 iso_8859_16_2001 iso_ir_226 l10 latin10',
    'koi8_r': 'cskoi8r',
    'mac_cyrillic': 'maccyrillic',
    'mac_roman': 'macintosh macroman',
}
for _n in range(1250, 1259):
    _GROUPS['cp%d' % _n] = '%d windows_%d' % (_n, _n)

aliases = {}
for _module, _names in _GROUPS.items():
    for _name in _names.split():
        aliases[_name] = _module
del _module, _names, _name, _n, _GROUPS
