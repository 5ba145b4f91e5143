import colorsys

colorsys.rgb_to_hsv(0, 0, 0)
