# -*- coding: nosuchcodec -*-
x = 1
