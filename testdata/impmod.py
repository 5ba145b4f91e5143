"""A module imported by interp_import.py."""
print("impmod loading, __name__ =", __name__)
counter = 0

def bump():
    global counter
    counter += 1
    return counter

if __name__ == "__main__":
    print("never printed on import")
