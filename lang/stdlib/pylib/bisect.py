"""Binary search and sorted insertion over lists (thin layer over _bisect)."""

from _bisect import bisect_left, bisect_right, insort_left, insort_right

# The unsuffixed names insert after equal items, like the *_right variants.
bisect = bisect_right
insort = insort_right
