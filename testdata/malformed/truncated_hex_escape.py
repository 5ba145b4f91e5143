s = 'ab\x4'
