b = b'\xZZ'
