# comment
x = 'ÿþ'
