# optparse: a bad option ends the program with the usage and status 2.
import sys
from optparse import OptionParser

parser = OptionParser(usage="%prog [options] FILE")
parser.add_option("-n", "--count", type="int", default=1)
opts, args = parser.parse_args(["-n", "4", "a.txt"])
print(opts.count, args)
sys.stdout.flush()
parser.parse_args(["--count", "four"])
print("not reached")
