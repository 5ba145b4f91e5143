import sqlite3, datetime, os, tempfile

con = sqlite3.connect(":memory:", detect_types=sqlite3.PARSE_DECLTYPES | sqlite3.PARSE_COLNAMES)
con.execute("create table d (day date, ts timestamp, p point, n integer)")

class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return "Point(%r, %r)" % (self.x, self.y)

def adapt_point(p): return "%f;%f" % (p.x, p.y)
def convert_point(b):
    x, y = map(float, b.split(b";"))
    return Point(x, y)
sqlite3.register_adapter(Point, adapt_point)
sqlite3.register_converter("point", convert_point)
import warnings
warnings.simplefilter("ignore")
con.execute("insert into d values (?, ?, ?, ?)", (datetime.date(2024, 2, 29), datetime.datetime(2024, 1, 2, 3, 4, 5, 600), Point(1, 2.5), 7))
row = con.execute("select * from d").fetchone()
print(row)
print(con.execute('select p as "p [point]", n from d').fetchone())
print([d[0] for d in con.execute('select p as "pp [point]", n as "num" from d').description])
print(sqlite3.adapt(Point(3, 4)), sqlite3.adapt(5, sqlite3.PrepareProtocol, "alt"))
try:
    sqlite3.adapt(5)
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)

con = sqlite3.connect(":memory:")
cur = con.cursor()
cur.execute("create table t (id integer primary key, name text, v)")
cur.executemany("insert into t (name, v) values (?, ?)", ((f"n{i}", i * 1.5) for i in range(5)))
print(cur.rowcount, cur.lastrowid, cur.description)
cur.execute("update t set v = v + 1 where id > 2")
print("update rowcount", cur.rowcount)
cur.execute("delete from t where id = 1")
print("delete rowcount", cur.rowcount)
cur.execute("select * from t")
print("select rowcount", cur.rowcount, cur.arraysize)
cur.arraysize = 2
print(cur.fetchmany(), cur.fetchmany(5), cur.fetchmany())
print(list(con.execute("select name from t where v > ?", (3,))))
print(con.execute("select :a + :b", {"a": 1, "b": 2}).fetchone())
print(con.execute("select ?, ?, ?, ?, ?", (None, 1, 2.5, "s", b"by")).fetchone())
print(con.execute("select ?", (memoryview(b"mv"),)).fetchone())
print(con.execute("select ?", (bytearray(b"ba"),)).fetchone())
print(con.execute("select ?", (True,)).fetchone())
print(con.execute("select typeof(?), typeof(?)", (1, 1.0)).fetchone())
print(con.execute("select x'00ff', 1e308*10, -0.0").fetchone())
print(con.execute("select 9223372036854775807, -9223372036854775808").fetchone())

# Row
con.row_factory = sqlite3.Row
r1 = con.execute("select 1 as a, 2 as b").fetchone()
r2 = con.execute("select 1 as a, 2 as b").fetchone()
print(r1 == r2, hash(r1) == hash(r2), r1 != r2, type(r1).__name__, list(r1), r1.keys())
try:
    r1[5]
except IndexError as e:
    print("IndexError", e)
con.row_factory = lambda cur, row: {d[0]: v for d, v in zip(cur.description, row)}
print(con.execute("select 1 as x, 'y' as y").fetchone())
con.row_factory = None

# text_factory
con.text_factory = lambda b: b.decode().upper()
print(con.execute("select 'abc'").fetchone())
con.text_factory = str

# isolation levels and autocommit
print(con.isolation_level, con.autocommit == sqlite3.LEGACY_TRANSACTION_CONTROL)
con.execute("insert into t (name) values ('tx')")
print(con.in_transaction)
con.rollback()
print(con.in_transaction, con.execute("select count(*) from t where name='tx'").fetchone())
con.isolation_level = None
con.execute("insert into t (name) values ('auto')")
print(con.in_transaction)
con.execute("begin")
print(con.in_transaction)
con.execute("commit")
con.isolation_level = "IMMEDIATE"
con.execute("insert into t (name) values ('imm')")
print(con.in_transaction, con.isolation_level)
con.commit()
try:
    con.isolation_level = "BOGUS"
except ValueError as e:
    print("ValueError", e)
c2 = sqlite3.connect(":memory:", autocommit=False)
print(c2.autocommit, c2.in_transaction)
c2.execute("create table z(a)")
c2.commit()
print(c2.in_transaction)
c2.close()
c3 = sqlite3.connect(":memory:", autocommit=True)
c3.execute("create table z(a)"); c3.execute("insert into z values (1)")
print(c3.autocommit, c3.in_transaction)
try:
    sqlite3.connect(":memory:", autocommit="yes")
except ValueError as e:
    print("ValueError", e)

# errors
for sql, params in [("select * from nosuch", ()), ("selec 1", ()), ("insert into t (id) values (2)", ()),
                    ("select ?", ()), ("select ?", (1, 2)), ("select :x", {"y": 1}), ("select ?", {"x": 1}),
                    ("select ?", 5), ("select ?", (object(),)), ("select 1; select 2", ()), ("create table t (a)", ())]:
    try:
        con.execute(sql, params)
        print("ok", sql)
    except Exception as e:
        print(type(e).__name__, e)
con.execute("create table nn (a not null, b check (b > 0), c references t(id))")
for sql in ["insert into nn values (null, 1, null)", "insert into nn values (1, -1, null)"]:
    try:
        con.execute(sql)
    except sqlite3.IntegrityError as e:
        print(type(e).__name__, e, e.sqlite_errorname)
try:
    con.executescript("create table q(a); bogus;")
except sqlite3.OperationalError as e:
    print("OperationalError", e)
print(con.execute("select count(*) from sqlite_master where name='q'").fetchone())

# functions
con.create_function("nada", 0, lambda: None)
con.create_function("ret_list", 0, lambda: [1])
con.create_function("div", 2, lambda a, b: a / b)
con.create_function("echo", -1, lambda *a: repr(a))
print(con.execute("select nada(), echo(1, 'a', null, x'01', 2.5)").fetchone())
for sql in ["select ret_list()", "select div(1, 0)", "select nosuchfunc(1)", "select div(1)"]:
    try:
        print(con.execute(sql).fetchone())
    except sqlite3.Error as e:
        print(type(e).__name__, e)
class BadInit:
    def __init__(self): raise ValueError
class BadStep:
    def step(self, x): raise ValueError
    def finalize(self): return 1
class BadFinal:
    def step(self, x): pass
    def finalize(self): raise ValueError
for name, cls in [("bi", BadInit), ("bs", BadStep), ("bf", BadFinal)]:
    con.create_aggregate(name, 1, cls)
    try:
        print(con.execute(f"select {name}(id) from t").fetchone())
    except sqlite3.Error as e:
        print(type(e).__name__, e)
con.create_collation("reverse", lambda a, b: (a < b) - (a > b))
print(con.execute("select name from t order by name collate reverse limit 3").fetchall())

# cursor lifecycle
cur = con.cursor()
cur.close()
try:
    cur.execute("select 1")
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)
class MyCursor(sqlite3.Cursor):
    pass
class MyConn(sqlite3.Connection):
    def hello(self): return "hello"
mc = sqlite3.connect(":memory:", factory=MyConn)
print(type(mc).__name__, mc.hello(), type(mc.cursor(MyCursor)).__name__)
print(mc.cursor().connection is mc)
try:
    mc.cursor(lambda c: 5)
except TypeError as e:
    print("TypeError", e)
mc.close()
mc.close()
try:
    mc.cursor()
except sqlite3.ProgrammingError as e:
    print("ProgrammingError", e)

# files
d = tempfile.mkdtemp()
path = os.path.join(d, "db.sqlite")
with sqlite3.connect(path) as f:
    f.execute("create table x (a)")
    f.execute("insert into x values (42)")
f.close()
g = sqlite3.connect(path)
print(g.execute("select * from x").fetchall())
g.close()
os.remove(path)
os.rmdir(d)
try:
    sqlite3.connect("/nonexistent/dir/db")
except sqlite3.OperationalError as e:
    print("OperationalError", e)

print(sqlite3.paramstyle, sqlite3.apilevel, sqlite3.threadsafety)
print(issubclass(sqlite3.IntegrityError, sqlite3.DatabaseError), issubclass(sqlite3.Warning, Exception))
print(sqlite3.Connection, sqlite3.Cursor, sqlite3.Row)
print(sqlite3.PARSE_DECLTYPES, sqlite3.PARSE_COLNAMES, sqlite3.SQLITE_CONSTRAINT_UNIQUE)
print(con.Error is sqlite3.Error, con.IntegrityError is sqlite3.IntegrityError)
print(con.total_changes > 0)
