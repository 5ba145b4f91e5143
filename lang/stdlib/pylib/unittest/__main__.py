"""python -m unittest: run the tests named on the command line, or those
found by discovery from the current directory."""

import os
import sys

sys.argv[0] = os.path.basename(sys.executable) + " -m unittest"
del os

from unittest import main

main(module=None)
