"""python -m json.tool: validate JSON from a file or standard input and
write it back pretty-printed (or compact), one document or, with
--json-lines, one per line."""

import argparse
import json
import sys


def _parser():
    p = argparse.ArgumentParser(
        prog='python -m json.tool',
        description='A simple command line interface for json module to '
                    'validate and pretty-print JSON objects.')
    p.add_argument('infile', nargs='?', default='-',
                   help='a JSON file to be validated or pretty-printed')
    p.add_argument('outfile', nargs='?', default=None,
                   help='write the output of infile to outfile')
    p.add_argument('--sort-keys', action='store_true', default=False,
                   help='sort the output of dictionaries alphabetically by key')
    p.add_argument('--no-ensure-ascii', dest='ensure_ascii',
                   action='store_false',
                   help='disable escaping of non-ASCII characters')
    p.add_argument('--json-lines', action='store_true', default=False,
                   help='parse input using the JSON Lines format. Use with '
                        '--no-indent or --compact to produce valid JSON Lines '
                        'output.')
    layout = p.add_mutually_exclusive_group()
    layout.add_argument('--indent', default=4, type=int,
                        help='separate items with newlines and use this '
                             'number of spaces for indentation')
    layout.add_argument('--tab', action='store_const', dest='indent',
                        const='\t',
                        help='separate items with newlines and use tabs for '
                             'indentation')
    layout.add_argument('--no-indent', action='store_const', dest='indent',
                        const=None,
                        help='separate items with spaces rather than newlines')
    layout.add_argument('--compact', action='store_true',
                        help='suppress all whitespace separation (most '
                             'compact)')
    return p


def main():
    options = _parser().parse_args()
    kwargs = {'sort_keys': options.sort_keys, 'indent': options.indent,
              'ensure_ascii': options.ensure_ascii}
    if options.compact:
        kwargs['indent'] = None
        kwargs['separators'] = (',', ':')
    try:
        infile = sys.stdin if options.infile == '-' else \
            open(options.infile, encoding='utf-8')
        # Documents are read as they are written, so that the lines before
        # a bad one of a JSON Lines input are out before the error.
        if options.json_lines:
            docs = (json.loads(line) for line in infile)
        else:
            docs = (json.load(infile),)
        out = sys.stdout if options.outfile is None else \
            open(options.outfile, 'w', encoding='utf-8')
        try:
            for doc in docs:
                json.dump(doc, out, **kwargs)
                out.write('\n')
        finally:
            if out is not sys.stdout:
                out.close()
            if infile is not sys.stdin:
                infile.close()
    except ValueError as e:
        raise SystemExit(e)


if __name__ == '__main__':
    try:
        main()
    except BrokenPipeError as exc:
        sys.exit(exc.errno)
