# An uncaught SyntaxError of the compiler from exec(): CPython has no text
# to show for "<string>", so the report has no source line.
print("before")
exec("def f():\n    return 1\nreturn 2\n")
