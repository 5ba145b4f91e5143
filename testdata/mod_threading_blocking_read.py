# A thread blocked reading a pipe (a file object over it, not os.read)
# lets the others run: the writer thread can only write after the reader
# has started waiting, so a read that kept the global lock would wait
# forever.
import os
import threading
import time

r, w = os.pipe()
reader = os.fdopen(r, "rb")
text_reader = None
events = []


def writer():
    time.sleep(0.05)
    events.append("writer runs")
    os.write(w, b"first line\nsecond ")
    time.sleep(0.05)
    os.write(w, b"line\n")
    os.close(w)


t = threading.Thread(target=writer)
t.start()
events.append(reader.readline())
events.append(reader.readline())
events.append(reader.read())
t.join()
reader.close()
print(events)

# the same through a text file and its iteration
r, w = os.pipe()
t = threading.Thread(target=writer)
t.start()
with os.fdopen(r, "r", encoding="utf-8") as f:
    events = [line for line in f]
t.join()
print(events)
