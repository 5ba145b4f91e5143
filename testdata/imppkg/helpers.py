def decorate(s):
    return "<" + s + ">"
