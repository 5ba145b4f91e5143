# A raw (unbuffered) read of a pipe waits without the global lock: the
# main thread runs while another thread waits for a child's output.
import os
import subprocess
import threading
import time

events = []
p = subprocess.Popen(["sh", "-c", "sleep 1; echo x"], stdout=subprocess.PIPE, bufsize=0)
print(type(p.stdout).__name__)
t = threading.Thread(target=lambda: events.append(("read", p.stdout.read(100))))
t.start()
time.sleep(0.2)
events.append("main ran meanwhile")
t.join()
p.wait()
buf = bytearray(10)
p2 = subprocess.Popen(["sh", "-c", "sleep 1; printf yz"], stdout=subprocess.PIPE, bufsize=0)
t = threading.Thread(target=lambda: events.append(("readinto", p2.stdout.readinto(buf), bytes(buf[:2]))))
t.start()
time.sleep(0.2)
events.append("main ran again")
t.join()
p2.wait()
r, w = os.pipe()
f = os.fdopen(r, "rb", buffering=0)
t = threading.Thread(target=lambda: events.append(("fdopen", f.read(5))))
t.start()
time.sleep(0.2)
events.append("writer")
os.write(w, b"hello")
t.join()
os.close(w)
f.close()
for e in events:
    print(e)
