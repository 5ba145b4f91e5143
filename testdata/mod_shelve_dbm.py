# dbm (the sqlite3 and dumb backends, whichdb, open's flags) and shelve
# over them: persistence across opens, writeback, errors.
import dbm
import dbm.dumb
import dbm.sqlite3
import os
import shelve
import tempfile

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'db')
    print(dbm.whichdb(path))
    try:
        dbm.open(path)
    except dbm.error[0] as e:
        print('dbm.error:', e)
    with dbm.open(path, 'c') as db:
        db['a'] = 'one'
        db[b'b'] = b'two'
        db['\u00e9'] = 'acc\u00e9nt'
        print(type(db).__module__, len(db), sorted(db.keys()), db[b'a'], db['\u00e9'], 'a' in db, b'zz' in db)
        del db['a']
        try:
            del db['a']
        except KeyError as e:
            print('KeyError', e)
        try:
            db['nope']
        except KeyError as e:
            print('KeyError', e)
    print(dbm.whichdb(path))
    with dbm.open(path, 'r') as db:
        print(sorted(db.items()))
        try:
            db['x'] = 'y'
        except dbm.sqlite3.error as e:
            print('error:', e)
    db = dbm.sqlite3.open(path, 'w')
    db.close()
    try:
        db['x']
    except dbm.sqlite3.error as e:
        print('error:', e)
    try:
        dbm.sqlite3.open(path, 'x')
    except ValueError as e:
        print('ValueError:', e)

    dpath = os.path.join(d, 'dumb')
    with dbm.dumb.open(dpath, 'c') as db:
        db['k'] = 'v' * 10
        db['k'] = 'w' * 600
        db['k2'] = b'small'
        db['k'] = 'x'
        print(sorted(db.items()), len(db), list(db))
        try:
            db[1] = 'x'
        except TypeError as e:
            print('TypeError', e)
        try:
            db['z'] = 3
        except TypeError as e:
            print('TypeError', e)
    print(sorted(os.listdir(d)), dbm.whichdb(dpath))
    with open(dpath + '.dir') as f:
        print(f.read())
    with dbm.open(dpath, 'r') as db:
        print(type(db).__module__, db['k2'])
        try:
            db['q'] = 'r'
        except OSError as e:
            print('OSError', e)
    db = dbm.dumb.open(dpath)
    db.close()
    try:
        len(db)
    except OSError as e:
        print('OSError', e)
    try:
        dbm.dumb.open(dpath, 'q')
    except ValueError as e:
        print('ValueError', e)
    try:
        dbm.dumb.open(os.path.join(d, 'missing'), 'r')
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)

    spath = os.path.join(d, 'shelf')
    with shelve.open(spath) as s:
        s['list'] = [1, 2, {'x': (3, 4)}]
        s['num'] = 42
        s['list'].append(5)  # lost without writeback
        print(sorted(s), s['list'], len(s), 'num' in s, s.get('none', 'dflt'))
    with shelve.open(spath, writeback=True) as s:
        s['list'].append(6)
        del s['num']
    with shelve.open(spath, 'r') as s:
        print(dict(s))
    s = shelve.open(spath)
    s.close()
    try:
        s['list']
    except ValueError as e:
        print('ValueError', e, repr(s.dict))
    mem = shelve.Shelf({}, protocol=2)
    mem['a'] = {1, 2}
    print(mem['a'], list(mem.dict.values())[0][:2])
    with shelve.open(spath, 'n') as s:
        print(len(s))
