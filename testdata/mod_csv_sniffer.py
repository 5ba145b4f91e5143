# csv.Sniffer: dialect and header guesses
import csv

sn = csv.Sniffer()
for sample in ['a,b,c\n1,2,3\n4,5,6\n', 'x;y;z\n"a;b";2;3\n"c";4;5\n',
               'name\tage\nbob\t3\nann\t44\n', "'a' , 'b'\n'c' , 'd'\n",
               'h1:h2\n1:2\n3:4\n5:6\n', 'one two\n1 2\n3 4\n']:
    try:
        d = sn.sniff(sample)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace,
              sn.has_header(sample))
    except csv.Error as e:
        print('Error', e)
try:
    sn.sniff('abc')
except csv.Error as e:
    print('Error', e)

samples = [
    'a|b|c\n1|2|3\n', '"x","y"\n"1","2"\n', 'a, b, c\n1, 2, 3\n',
    'id,name\n1,"Smith, J"\n2,"Doe, A"\n', '1;2;3\n4;5;6\n7;8;9\n',
    'k=v&k2=v2\nk=v&k2=v2\n', '"a""b",c\n"d""e",f\n',
]
for sample in samples:
    try:
        d = csv.Sniffer().sniff(sample)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace)
    except csv.Error as e:
        print('Error', e)
print(csv.Sniffer().sniff('a;b,c;d\n1;2,3;4\n', delimiters=',').delimiter)
