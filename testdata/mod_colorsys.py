# colorsys: every conversion on random and edge inputs, bit for bit
import colorsys
import random

random.seed(7)
points = [(0.0, 0.0, 0.0), (1.0, 1.0, 1.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0),
          (0.0, 0.0, 1.0), (0.5, 0.5, 0.5), (0.2, 0.4, 0.4), (1, 0, 1)]
points += [(random.random(), random.random(), random.random()) for _ in range(300)]
total = 0.0
for p in points:
    for there, back in ((colorsys.rgb_to_yiq, colorsys.yiq_to_rgb),
                        (colorsys.rgb_to_hls, colorsys.hls_to_rgb),
                        (colorsys.rgb_to_hsv, colorsys.hsv_to_rgb)):
        a = there(*p)
        b = back(*a)
        total += sum(a) + sum(b)
        if p in points[:8] or random.random() < 0.05:
            print(there.__name__, p, a, b)
print(repr(total))
print(colorsys.hsv_to_rgb(1.0, 0.5, 0.5), colorsys.hsv_to_rgb(-0.2, 0.5, 0.5), colorsys.hls_to_rgb(2.5, 0.7, 0.3))
print(colorsys.yiq_to_rgb(0.5, 2.0, -2.0), colorsys.rgb_to_hls(0.9, 0.9, 0.1), colorsys.ONE_THIRD)
try:
    colorsys.rgb_to_hsv('a', 1, 2)
except TypeError as e:
    print('TypeError', e)
