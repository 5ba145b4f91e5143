"""Bank account simulation with custom exceptions, chaining, notes, groups, and an uncaught error."""
import sys


class BankError(Exception):
    """Base error."""


class InsufficientFunds(BankError):
    def __init__(self, needed, available):
        super().__init__(f"need {needed}, have {available}")
        self.needed = needed
        self.available = available


class FrozenAccount(BankError):
    pass


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.frozen = False

    def withdraw(self, amount):
        if self.frozen:
            raise FrozenAccount(self.owner)
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance})"


def transfer(src, dst, amount):
    try:
        src.withdraw(amount)
    except InsufficientFunds as e:
        raise BankError(f"transfer {src.owner}->{dst.owner} failed") from e
    dst.balance += amount


a, b = Account("ann", 100), Account("bob", 5)
transfer(a, b, 30)
print(a, b)
try:
    transfer(b, a, 1000)
except BankError as e:
    print(repr(e), "| cause:", repr(e.__cause__), e.__cause__.needed, e.__suppress_context__)
try:
    try:
        {}["missing"]
    except KeyError:
        1 / 0
except ZeroDivisionError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
try:
    try:
        int("x")
    except ValueError:
        raise TypeError("replaced") from None
except TypeError as e:
    print(e, e.__context__ is not None, e.__suppress_context__)
e = InsufficientFunds(5, 1)
e.add_note("first note")
e.add_note("second")
print(e.__notes__, e.args, str(e), isinstance(e, BankError), InsufficientFunds.__mro__[1:3])


def audit(accounts):
    errors = []
    for acc in accounts:
        try:
            acc.withdraw(50)
        except BankError as err:
            errors.append(err)
    if errors:
        raise ExceptionGroup("audit failed", errors)


c = Account("cy", 10)
c.frozen = True
try:
    audit([a, b, c])
except* InsufficientFunds as eg:
    print("insufficient:", [str(x) for x in eg.exceptions])
except* FrozenAccount as eg:
    print("frozen:", eg.exceptions, eg.message)
eg = ExceptionGroup("many", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3)])])
match_, rest = eg.split(ValueError)
print(repr(match_), repr(rest))
print(eg.subgroup(lambda x: isinstance(x, TypeError)), len(eg.exceptions), str(eg))
try:
    raise ExceptionGroup("bad", [1])
except ValueError as err:
    print("TypeError:", err)
try:
    raise BaseExceptionGroup("b", [KeyboardInterrupt()])
except BaseExceptionGroup as err:
    print(type(err).__name__, repr(err))
print(type(BaseExceptionGroup("x", [ValueError()])).__name__)


def finally_order():
    try:
        return "try"
    finally:
        print("finally runs")


print(finally_order())
for exc in [StopIteration(3), OSError(2, "No such file"), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"), KeyError("k"), SystemExit(4)]:
    print(type(exc).__name__, repr(exc), str(exc), exc.args)
print(OSError(2, "x").errno, FileNotFoundError(2, "gone", "f.txt"), type(OSError(2, "y")).__name__)
sys.stdout.flush()
transfer(a, Account("zed"), 10_000)
