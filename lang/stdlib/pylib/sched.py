"""sched: a general-purpose event scheduler (cpjit's own).

Events are kept in a heap ordered by (time, priority, sequence number);
run() waits with the delay function until each event is due."""

import heapq
import threading
import time
from collections import namedtuple
from itertools import count

__all__ = ["scheduler"]

Event = namedtuple('Event', 'time, priority, sequence, action, argument, kwargs')
Event.time.__doc__ = 'Numeric type compatible with the return value of the timefunc function passed to the constructor.'
Event.priority.__doc__ = 'Events scheduled for the same time will be executed in the order of their priority.'
Event.sequence.__doc__ = 'A continually increasing sequence number that separates events if time and priority are equal.'
Event.action.__doc__ = 'Executing the event means executing action(*argument, **kwargs)'
Event.argument.__doc__ = 'argument is a sequence holding the positional arguments for the action.'
Event.kwargs.__doc__ = 'kwargs is a dictionary holding the keyword arguments for the action.'

_sentinel = object()


class scheduler:

    def __init__(self, timefunc=time.monotonic, delayfunc=time.sleep):
        self._queue = []
        self._lock = threading.RLock()
        self.timefunc = timefunc
        self.delayfunc = delayfunc
        self._sequence_generator = count()

    def enterabs(self, time, priority, action, argument=(), kwargs=_sentinel):
        """Schedule an event at an absolute time; returns the event."""
        if kwargs is _sentinel:
            kwargs = {}
        with self._lock:
            event = Event(time, priority, next(self._sequence_generator),
                          action, argument, kwargs)
            heapq.heappush(self._queue, event)
        return event

    def enter(self, delay, priority, action, argument=(), kwargs=_sentinel):
        """Schedule an event delay time units from now."""
        time = self.timefunc() + delay
        return self.enterabs(time, priority, action, argument, kwargs)

    def cancel(self, event):
        """Remove an event from the queue (ValueError if it is not there)."""
        with self._lock:
            self._queue.remove(event)
            heapq.heapify(self._queue)

    def empty(self):
        with self._lock:
            return not self._queue

    def run(self, blocking=True):
        """Run the due events, waiting for later ones if blocking; without
        blocking, return the delay until the next event (or None)."""
        lock = self._lock
        q = self._queue
        delayfunc = self.delayfunc
        timefunc = self.timefunc
        pop = heapq.heappop
        while True:
            with lock:
                if not q:
                    break
                (time, priority, sequence, action,
                 argument, kwargs) = q[0]
                now = timefunc()
                if time > now:
                    delay = True
                else:
                    delay = False
                    pop(q)
            if delay:
                if not blocking:
                    return time - now
                delayfunc(time - now)
            else:
                action(*argument, **kwargs)
                delayfunc(0)

    @property
    def queue(self):
        """The pending events, in the order they will run."""
        with self._lock:
            events = self._queue[:]
        return list(map(heapq.heappop, [events] * len(events)))
