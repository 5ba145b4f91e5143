# A non-daemon thread still running when the main module ends is waited
# for before the program exits (threading._shutdown); a daemon thread is
# not.
import threading

# A non-daemon thread still running at the end is waited for.
last = threading.Event()


def late():
    last.wait()
    print("late thread finishes before exit")


threading.Thread(target=late).start()
threading.Thread(target=threading.Event().wait, daemon=True).start()
print("main ends")
last.set()
