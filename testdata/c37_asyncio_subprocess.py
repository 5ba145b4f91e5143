# asyncio subprocesses (create_subprocess_exec and _shell, communicate,
# streamed stdout and stdin) and StreamReader.
import asyncio
import asyncio.subprocess
import sys

async def run(cmd):
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await proc.communicate()
    return proc.returncode, out, err

async def main():
    print(await run("echo hello; echo oops >&2; exit 3"))
    proc = await asyncio.create_subprocess_exec("cat", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    out, err = await proc.communicate(b"line one\nline two\n")
    print(out, err, proc.returncode)
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "import sys\nfor i in range(3): print('row', i)\nsys.exit(2)", stdout=asyncio.subprocess.PIPE)
    lines = []
    while True:
        line = await proc.stdout.readline()
        if not line:
            break
        lines.append(line.decode().rstrip())
    print(lines, await proc.wait(), proc.returncode)
    proc = await asyncio.create_subprocess_exec("printf", "a:b:c", stdout=asyncio.subprocess.PIPE)
    print(await proc.stdout.readuntil(b":"), await proc.stdout.readexactly(2), await proc.stdout.read(), proc.stdout.at_eof())
    await proc.wait()
    results = await asyncio.gather(*(run(f"echo {i}") for i in range(4)))
    print(results)
    proc = await asyncio.create_subprocess_exec("sleep", "5")
    proc.terminate()
    print(await proc.wait())
    proc = await asyncio.create_subprocess_exec("sh", "-c", "cat; echo done", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    proc.stdin.write(b"streamed\n")
    await proc.stdin.drain()
    proc.stdin.close()
    async for line in proc.stdout:
        print("async for", line)
    print(await proc.wait())
    proc = await asyncio.create_subprocess_exec("true", stdout=asyncio.subprocess.DEVNULL)
    print(await proc.communicate(), proc.returncode)
    try:
        await asyncio.create_subprocess_exec("/nonexistent/program")
    except FileNotFoundError as e:
        print("FileNotFoundError", e.errno)
    r = asyncio.StreamReader()
    r.feed_data(b"x\ny")
    r.feed_eof()
    print(await r.readline(), await r.readline(), await r.readline())
    try:
        r2 = asyncio.StreamReader(); r2.feed_data(b"ab"); r2.feed_eof()
        await r2.readexactly(5)
    except asyncio.IncompleteReadError as e:
        print("IncompleteReadError", e, e.partial, e.expected)

asyncio.run(main())
