def area(radius):
    return 3.14 * raduis ** 2

print(area(2))
