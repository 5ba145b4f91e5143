# unittest.IsolatedAsyncioTestCase: async set-ups, tests, tear-downs and
# cleanups, reported by unittest.main() at verbosity 2. The report goes to
# stderr with the timing masked and the frames of the installed library
# (whose paths differ between installations) left out.
import asyncio
import contextvars
import io
import re
import sys
import unittest

events = []
var = contextvars.ContextVar('var', default='unset')


class Resource:
    async def __aenter__(self):
        events.append('enter resource')
        return 'resource'

    async def __aexit__(self, *exc):
        events.append('exit resource')


class Basic(unittest.IsolatedAsyncioTestCase):
    def setUp(self):
        events.append('setUp')

    async def asyncSetUp(self):
        # The runner's loop is in debug mode: no slow-callback warnings.
        asyncio.get_running_loop().slow_callback_duration = 100
        events.append('asyncSetUp')
        var.set('from asyncSetUp')
        self.addAsyncCleanup(self.cleanup, 'async', n=1)
        self.addCleanup(events.append, 'sync cleanup')

    async def cleanup(self, what, n):
        await asyncio.sleep(0)
        events.append(f'cleanup {what} {n}')

    async def asyncTearDown(self):
        events.append('asyncTearDown')

    def tearDown(self):
        events.append('tearDown')

    async def test_a_ok(self):
        await asyncio.sleep(0)
        events.append('test_ok var=' + var.get())
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        loop.call_soon(fut.set_result, 42)
        self.assertEqual(await fut, 42)

    async def test_b_fail(self):
        events.append('test_fail')
        self.assertEqual([1, 2], [1, 3])

    async def test_c_error(self):
        events.append('test_error')
        await asyncio.sleep(0)
        raise ValueError('boom')

    def test_d_sync(self):
        events.append('sync test var=' + var.get())

    async def test_e_context(self):
        r = await self.enterAsyncContext(Resource())
        events.append('got ' + r)

    @unittest.skip('not today')
    async def test_f_skipped(self):
        events.append('never')

    @unittest.expectedFailure
    async def test_g_expected(self):
        self.assertTrue(False)

    async def test_h_subtests(self):
        for i in range(3):
            with self.subTest(i=i):
                await asyncio.sleep(0)
                self.assertLess(i, 2)

    async def test_i_tasks(self):
        async def work(n):
            await asyncio.sleep(0)
            return n * 2
        results = await asyncio.gather(*(work(i) for i in range(4)))
        self.assertEqual(results, [0, 2, 4, 6])


class SetUpFails(unittest.IsolatedAsyncioTestCase):
    async def asyncSetUp(self):
        self.addAsyncCleanup(self.cleanup)
        raise RuntimeError('setup broke')

    async def cleanup(self):
        events.append('SetUpFails cleanup')

    async def asyncTearDown(self):
        events.append('never torn down')

    async def test_never(self):
        events.append('never run')


class CleanupFails(unittest.IsolatedAsyncioTestCase):
    async def test_passes(self):
        self.addAsyncCleanup(self.bad_cleanup)

    async def bad_cleanup(self):
        raise KeyError('cleanup')


def mask(text):
    out = []
    skipping = False
    for line in text.splitlines():
        if line.startswith('  File '):
            skipping = __file__ not in line
            if skipping:
                continue
        elif skipping and line.startswith('    '):
            continue
        else:
            skipping = False
        out.append(line)
    return re.sub(r'Ran (\d+) tests? in \d+\.\d+s', r'Ran \1 tests in X.XXXs', '\n'.join(out))


buf = io.StringIO()
prog = unittest.main(testRunner=unittest.TextTestRunner(stream=buf, verbosity=2), exit=False)
print(mask(buf.getvalue()), file=sys.stderr)
for e in events:
    print(e)
print(type(Basic('test_a_ok')).__mro__[1].__module__, unittest.IsolatedAsyncioTestCase.__module__)
sys.exit(not prog.result.wasSuccessful())
