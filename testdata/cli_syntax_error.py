x = 1
if x:
    print("never printed"
