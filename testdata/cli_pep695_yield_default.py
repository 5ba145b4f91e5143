# yield in a ParamSpec default.
def f[**P = (yield)]():
    pass
