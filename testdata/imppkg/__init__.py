from .sub import greet
VERSION = (1, 2)
