from . import helpers
def greet(name):
    return helpers.decorate("hello " + name)
