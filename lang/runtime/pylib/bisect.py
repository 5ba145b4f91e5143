"""Bisection algorithms.

cpjit: implemented in Go (_bisect).
"""

from _bisect import bisect_right, bisect_left, insort_right, insort_left

# Create aliases
bisect = bisect_right
insort = insort_right
