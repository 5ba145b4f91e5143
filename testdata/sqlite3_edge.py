import sqlite3
con = sqlite3.connect(":memory:")
for args in [(1,), ("select 1", 1, 2)]:
    try:
        con.execute(*args)
    except Exception as e:
        print(type(e).__name__, e)
cur = con.cursor()
for bad in [lambda: cur.execute(5), lambda: cur.executemany("select 1", 5), lambda: cur.executemany("select ?", [(1,)]),
            lambda: cur.fetchmany("x"), lambda: setattr(cur, "arraysize", "x"), lambda: con.create_function("f", "x", len),
            lambda: sqlite3.connect(":memory:", isolation_level=5), lambda: cur.executescript(5),
            lambda: sqlite3.Row(1, 2), lambda: con.execute("select ?", ("a\x00b",)).fetchone()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(con.execute("select 'a' || char(0) || 'b'").fetchone())
cur.execute("create table t(a)")
print(cur.fetchone(), cur.fetchall(), cur.description)
print(list(con.execute("select 1 union select 2")))
c = con.execute("select 1")
con.close()
try:
    c.fetchone()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
con = sqlite3.connect(":memory:")
con.execute("create table t (a unique)")
try:
    with con:
        con.execute("insert into t values (1)")
        con.execute("insert into t values (1)")
except sqlite3.IntegrityError as e:
    print("IntegrityError", e)
print(con.execute("select count(*) from t").fetchone(), con.in_transaction)
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(sqlite3.version_info, sqlite3.version)
print([str(x.message) for x in w], [x.category.__name__ for x in w])
e = sqlite3.OperationalError("x")
print(e.args, getattr(e, "sqlite_errorcode", "none"))
print(bytes(sqlite3.Binary(b"ab")), sqlite3.Date(2020, 1, 2))
