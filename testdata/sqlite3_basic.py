import sqlite3
con = sqlite3.connect(":memory:")
print(con.isolation_level, con.in_transaction, sqlite3.sqlite_version_info >= (3,0,0))
cur = con.cursor()
cur.execute("create table t (a integer primary key, b text, c real, d blob)")
print(cur.description, cur.rowcount, cur.lastrowid)
cur.execute("insert into t (b, c, d) values (?, ?, ?)", ("x", 1.5, b"\x00\x01"))
print(cur.rowcount, cur.lastrowid, con.in_transaction)
cur.executemany("insert into t (b, c) values (:b, :c)", [{"b": "y", "c": 2}, {"b": "z", "c": None}])
print(cur.rowcount)
con.commit()
print(con.in_transaction)
for row in con.execute("select * from t order by a"):
    print(row)
cur.execute("select a, b from t")
print(cur.description)
print(cur.fetchone(), cur.fetchmany(1), cur.fetchall(), cur.fetchone())
con.row_factory = sqlite3.Row
r = con.execute("select a, b as Bee from t").fetchone()
print(r.keys(), r[0], r["bee"], r["BEE"], len(r), tuple(r), r[-1], r[0:1])
try:
    r["nope"]
except IndexError as e:
    print("IndexError", e)
con.row_factory = None
try:
    con.execute("select * from nosuch")
except sqlite3.OperationalError as e:
    print(type(e).__name__, e, e.sqlite_errorcode, e.sqlite_errorname)
con.execute("create table u (a unique)")
con.execute("insert into u values (1)")
try:
    con.execute("insert into u values (1)")
except sqlite3.IntegrityError as e:
    print(type(e).__name__, e, e.sqlite_errorcode, e.sqlite_errorname)
try:
    con.execute("select 1; select 2")
except sqlite3.ProgrammingError as e:
    print(e)
try:
    con.execute("select ?", (1, 2))
except sqlite3.ProgrammingError as e:
    print(e)
try:
    con.execute("select :a", {"b": 1})
except sqlite3.ProgrammingError as e:
    print(e)
try:
    con.execute("select ?", (2**63,))
except OverflowError as e:
    print("OverflowError", e)
try:
    con.execute("select ?", ([1],))
except sqlite3.ProgrammingError as e:
    print(e)
print(con.execute("select ?", (2**63-1,)).fetchone())
con.create_function("twice", 1, lambda x: x * 2)
print(con.execute("select twice(21), twice('ab')").fetchone())
def bad(x): raise ValueError("boom")
con.create_function("bad", 1, bad)
try:
    con.execute("select bad(1)").fetchone()
except sqlite3.OperationalError as e:
    print(e)
class Sum:
    def __init__(self): self.s = 0
    def step(self, v): self.s += v
    def finalize(self): return self.s
con.create_aggregate("mysum", 1, Sum)
print(con.execute("select mysum(a) from t").fetchone())
print(con.execute("select mysum(a) from t where a > 100").fetchone())
with con:
    con.execute("insert into t (b) values ('ctx')")
print(con.in_transaction, con.total_changes)
try:
    with con:
        con.execute("insert into t (b) values ('rolled')")
        raise KeyError(1)
except KeyError:
    pass
print(con.execute("select count(*) from t").fetchone())
con.executescript("create table s(x); insert into s values (1); insert into s values (2);")
print(con.execute("select sum(x) from s").fetchall())
con.text_factory = bytes
print(con.execute("select 'abc'").fetchone())
con.close()
try:
    con.execute("select 1")
except sqlite3.ProgrammingError as e:
    print(e)
print(sqlite3.Error.__mro__)
print(sqlite3.complete_statement("select 1;"), sqlite3.complete_statement("select 1"))
