import copy, datetime, collections, types, inspect
P = collections.namedtuple("P", "x y")
print(copy.replace(P(1, 2), y=5), copy.replace(datetime.date(2020, 1, 31), month=2, day=29), copy.replace(datetime.time(1, 2), hour=5))
print(copy.replace(datetime.datetime(2020, 1, 1), year=2021), copy.replace(datetime.timedelta(1), days=2) if hasattr(datetime.timedelta, "__replace__") else "no td")
print(copy.replace(types.SimpleNamespace(a=1), b=2))
def f(a, b=1): pass
sig = inspect.signature(f)
print(copy.replace(sig, return_annotation=int), copy.replace(sig.parameters["a"], name="z"))
co = f.__code__
print(copy.replace(co, co_name="g").co_name)
