# An exception group that reaches the top: what except* did not handle,
# joined with what a clause raised, drawn by the default hook.
def work(i):
    if i % 2:
        raise ValueError(f"odd {i}")
    raise TypeError(f"even {i}")


def run_all():
    errors = []
    for i in range(4):
        try:
            work(i)
        except Exception as e:
            errors.append(e)
    raise ExceptionGroup("work failed", errors)


def main():
    try:
        run_all()
    except* ValueError as eg:
        print("handled", len(eg.exceptions), "ValueErrors")
        e = KeyError("cleanup")
        e.add_note("raised while handling")
        raise e


main()
