# break may not leave an except* clause.
for x in range(3):
    try:
        pass
    except* ValueError:
        break
