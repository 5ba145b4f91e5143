"""getpass: read a password without echo, and the user's login name
(cpjit's own)."""

import os
import sys

__all__ = ["getpass", "getuser", "GetPassWarning"]


class GetPassWarning(UserWarning):
    pass


def getuser():
    """The login name: $LOGNAME, $USER, $LNAME or $USERNAME, else the
    password database's entry for the real user id."""
    for name in ('LOGNAME', 'USER', 'LNAME', 'USERNAME'):
        user = os.environ.get(name)
        if user:
            return user
    try:
        uid = os.getuid()
    except (AttributeError, OSError) as e:
        raise OSError('No username set in the environment') from e
    try:
        with open('/etc/passwd', encoding='utf-8', errors='replace') as f:
            for line in f:
                fields = line.rstrip('\n').split(':')
                if len(fields) >= 3 and fields[2] == str(uid):
                    return fields[0]
    except OSError:
        pass
    raise OSError('No username set in the environment')


def _raw_input(prompt, stream, input):
    if prompt:
        stream.write(prompt)
        stream.flush()
    line = input.readline()
    if not line:
        raise EOFError
    if line[-1] == '\n':
        line = line[:-1]
    return line


def getpass(prompt='Password: ', stream=None):
    """Prompt for a password and read a line from stdin. cpjit cannot
    turn a terminal's echo off, so it always does what CPython does when
    no terminal is available: warn, and read with echo (the newline
    the user typed is written to the stream afterwards, as on Unix)."""
    import warnings
    warnings.warn("Can not control echo on the terminal.", GetPassWarning,
                  stacklevel=2)
    if not stream:
        stream = sys.stderr
    print("Warning: Password input may be echoed.", file=stream)
    value = _raw_input(prompt, stream, sys.stdin)
    stream.write('\n')
    return value
