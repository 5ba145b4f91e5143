# Text processing: split, lower/strip, Counter, re.sub with a function,
# replace/title/center, %-formatting and f-strings.
import re, collections
words = ("the quick brown fox jumps over the lazy dog and then some more words appear here to make the text longer " * 3).split()
lines = [" ".join(words[(i*7) % len(words):] + words[:(i*7) % len(words)]) for i in range(2000)]
cnt = collections.Counter(); tot = 0
pat = re.compile(r"\b(\w)(\w*)\b")
for _ in range(8):
    for ln in lines:
        for w in ln.split():
            cnt[w.lower().strip(".,")] += 1
        tot += len(pat.sub(lambda m: m.group(1).upper() + m.group(2), ln))
        tot += len(ln.replace("the", "THE").title().center(200, "*"))
        tot += sum(1 for c in ln if c in "aeiou")
        tot += len("%s-%d-%.2f" % (ln[:5], len(ln), len(ln) / 3)) + len(f"{ln[:3]!r}:{len(ln):>8}")
print(tot, cnt.most_common(3))
