# break in except* outside any loop: the except* error comes first.
try:
    pass
except* ValueError:
    break
