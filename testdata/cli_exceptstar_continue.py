# continue may not leave an except* clause, even through finally.
for x in range(3):
    try:
        pass
    except* ValueError:
        try:
            pass
        finally:
            continue
