# ipaddress: the documented API on hand-picked addresses and networks,
# then random (valid and invalid) inputs through every method.
import ipaddress

print(ipaddress.ip_address('192.168.0.1'), repr(ipaddress.ip_address('2001:DB8::1')))
net = ipaddress.ip_network('192.0.2.0/28')
print(net, net.num_addresses, net.netmask, net.hostmask, net.broadcast_address)
print(list(net.hosts())[:3], net[5], net[-1], ipaddress.ip_address('192.0.2.7') in net)
print(list(net.subnets(new_prefix=30)), net.supernet(new_prefix=24))
print(list(ipaddress.ip_network('192.0.2.0/24').address_exclude(ipaddress.ip_network('192.0.2.128/28'))))
print(list(ipaddress.collapse_addresses([ipaddress.ip_network('192.0.2.0/25'), ipaddress.ip_network('192.0.2.128/25')])))
print(list(ipaddress.summarize_address_range(ipaddress.ip_address('192.0.2.0'), ipaddress.ip_address('192.0.2.130'))))
itf = ipaddress.ip_interface('192.0.2.5/24')
print(itf, itf.ip, itf.network, itf.with_netmask, itf.with_hostmask)
v6 = ipaddress.ip_address('::ffff:192.0.2.128')
print(v6, v6.exploded, v6.ipv4_mapped, v6.reverse_pointer)
print(ipaddress.ip_address('2002:c000:0204::1').sixtofour, ipaddress.ip_address('2001:0:4136:e378:8000:63bf:3fff:fdd2').teredo)
print(ipaddress.ip_address('fe80::1%eth0').scope_id, ipaddress.IPv6Network('2001:db8::/96').with_netmask)
print(format(ipaddress.ip_address('192.168.1.1'), '#_b'), f"{ipaddress.ip_address('::1'):#_X}", f"{ipaddress.ip_address('10.0.0.1'):>16s}|")
print(sorted([ipaddress.ip_network('10.0.0.0/8'), ipaddress.ip_address('10.0.0.1'), ipaddress.ip_network('::/0')], key=ipaddress.get_mixed_type_key))
for bad in ['1.2.3', '1.2.3.04', '1.2.3.256', '1.2.3.4/24', '::1::2', '1:2:3:4:5:6:7:8:9', 'fe80::1%', '', 12**40, b'\x01\x02']:
    try:
        ipaddress.ip_address(bad)
    except ValueError as e:
        print(type(e).__name__, e)
    for cls in (ipaddress.IPv4Address, ipaddress.IPv6Address):
        try:
            cls(bad)
        except ipaddress.AddressValueError as e:
            print('  ', cls.__name__, e)
for bad in ['10.0.0.1/24', '10.0.0.0/33', '10.0.0.0/255.0.255.0', '::/129', '10.0.0.0/1/2']:
    try:
        ipaddress.IPv4Network(bad)
    except (ValueError, ipaddress.NetmaskValueError) as e:
        print(type(e).__name__, e)
print(ipaddress.IPv4Network('10.0.0.1/24', strict=False), ipaddress.IPv4Network('10.0.0.0/0.0.0.255'), ipaddress.IPv4Network(('10.0.0.0', '255.255.0.0')))
try:
    ipaddress.ip_network('10.0.0.0/8') < ipaddress.ip_network('::/0')
except TypeError as e:
    print('TypeError', e)
print(issubclass(ipaddress.AddressValueError, ValueError), ipaddress.IPV4LENGTH, ipaddress.IPV6LENGTH, ipaddress.v4_int_to_packed(3232235777))
import random, ipaddress as ip, pickle
seed, n = 9, 25
rnd = random.Random(seed)
def r(f, *a, **k):
    try:
        v = f(*a, **k)
        if hasattr(v, '__next__'): v = list(v)
        return repr(v)
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)
v4parts = ['0', '1', '10', '127', '192', '168', '255', '0', '1', '10', '127', '192', '168', '255', '64', '100', '256', '01', '', 'a', '999', '١']
v6parts = ['', '0', '1', 'ffff', 'FFFF', 'fe80', '2001', 'db8', '0', '1', 'ffff', '0', '0', '0', '12345', 'g', '0000', '1.2.3.4', '64', '2002', 'ff02', 'fc00', '%eth0']
def rand_v4():
    k = rnd.choice([4,4,4,4,4,4,4,3,5])
    return '.'.join(rnd.choice(v4parts) for _ in range(k))
def rand_v6():
    k = rnd.choice([8, 8, 8, 3, 4, 5, 6, 7, 2, 9])
    s = ':'.join(rnd.choice(v6parts) for _ in range(k))
    if rnd.random() < 0.2: s = '::' + s
    if rnd.random() < 0.2: s = s + '::'
    return s
def rand_addr():
    c = rnd.random()
    if c < 0.25: return rand_v4()
    if c < 0.45: return rand_v6()
    if c < 0.7: return rnd.choice([0, 1, 2**32-1, 2**32, 2**128-1, 2**128, -1, rnd.getrandbits(32), rnd.getrandbits(128)])
    if c < 0.8: return bytes(rnd.getrandbits(8) for _ in range(rnd.choice([4, 16, 3])))
    good = ['192.168.1.1', '10.0.0.0', '8.8.8.8', '100.64.1.1', '169.254.3.4', '224.0.0.1', '240.1.2.3', '255.255.255.255', '0.0.0.0', '127.0.0.1', '192.0.0.9', '192.0.0.170',
            '::1', '::', 'fe80::1', 'fe80::1%eth0', '2001:db8::1', '::ffff:192.168.1.1', '::ffff:8.8.8.8', '2002:c000:204::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', 'ff02::1', 'fc00::5', '2001:4860:4860::8888', 'fec0::1', '64:ff9b:1::1', '1:0:0:1:0:0:0:1', '0:0:1::', '1::2:0:0']
    return rnd.choice(good)
def rand_net():
    a = rand_addr()
    if isinstance(a, (int, bytes)): return a if rnd.random() < 0.5 else (a, rnd.choice([0, 8, 24, 32, 33, 64, 127, 128, '24']))
    return a + rnd.choice(['', '/0', '/8', '/16', '/24', '/31', '/32', '/33', '/64', '/120', '/127', '/128', '/255.255.0.0', '/0.0.255.255', '/255.0.255.0', '/x', '/1/2', '/-1', '/ 8', '/08'])
props_a = ['version', 'max_prefixlen', 'packed', 'is_private', 'is_global', 'is_multicast', 'is_reserved', 'is_loopback', 'is_link_local', 'is_unspecified', 'exploded', 'compressed', 'reverse_pointer']
props6 = ['ipv4_mapped', 'teredo', 'sixtofour', 'scope_id', 'is_site_local']
props_n = ['network_address', 'broadcast_address', 'netmask', 'hostmask', 'prefixlen', 'num_addresses', 'with_prefixlen', 'with_netmask', 'with_hostmask', 'is_private', 'is_global', 'is_multicast', 'is_reserved', 'is_loopback', 'is_link_local', 'is_unspecified', 'exploded', 'compressed', 'reverse_pointer']
for case in range(n):
    a = rand_addr()
    out = [case, repr(a), r(ip.ip_address, a)]
    try:
        x = ip.ip_address(a)
    except ValueError:
        x = None
    if x is not None:
        out.append(str(x)); out.append(hash(x) == hash(ip.ip_address(a)))
        for p in props_a + (props6 if x.version == 6 else ['ipv6_mapped']):
            out.append(r(getattr, x, p))
        for fmt in ['', 's', '>20s', 'b', 'x', 'X', 'n', '#b', '_x', '#_X', '#_n', 'd', 'q']:
            out.append(r(format, x, fmt))
        out.append(r(lambda: x + 1)); out.append(r(lambda: x - 1)); out.append(r(lambda: x + 2**129))
        out.append(r(lambda: pickle.loads(pickle.dumps(x)) == x)); out.append(int(x))
        try:
            y = ip.ip_address(rand_addr()) if rnd.random() < 0.5 else None
        except ValueError:
            y = None
        if y is not None:
            out.append(r(lambda: x < y)); out.append(r(lambda: x == y)); out.append(r(lambda: x >= y))
    nn = rand_net(); strict = rnd.random() < 0.5
    out.append(repr(nn)); out.append(r(ip.ip_network, nn, strict=strict)); out.append(r(ip.ip_interface, nn))
    try:
        net = ip.ip_network(nn, strict=False)
    except ValueError:
        net = None
    if net is not None:
        for p in props_n + (['is_site_local'] if net.version == 6 else []):
            out.append(r(getattr, net, p))
        if net.num_addresses <= 16:
            out.append(r(list, net)); out.append(r(list, net.hosts()))
        out.append(r(lambda: net[0])); out.append(r(lambda: net[-1])); out.append(r(lambda: net[3])); out.append(r(lambda: net[-2**130]))
        out.append(r(lambda: list(net.subnets())[:4])); out.append(r(lambda: list(net.subnets(new_prefix=net.prefixlen+2))[:4]))
        out.append(r(lambda: net.supernet())); out.append(r(lambda: net.supernet(prefixlen_diff=3))); out.append(r(lambda: net.supernet(new_prefix=4)))
        out.append(r(lambda: list(net.subnets(prefixlen_diff=200))))
        try:
            other = ip.ip_network(rand_net(), strict=False) if rnd.random() < 0.7 else net.supernet(rnd.randint(0, 4))
        except ValueError:
            other = net
        out.append(r(net.overlaps, other)); out.append(r(net.subnet_of, other)); out.append(r(net.supernet_of, other))
        out.append(r(net.compare_networks, other)); out.append(r(lambda: net < other)); out.append(r(lambda: net == other))
        out.append(r(lambda: list(other.address_exclude(net))[:10]))
        out.append(r(lambda: x in net)); out.append(r(lambda: other in net))
        out.append(r(lambda: list(ip.collapse_addresses([net, other, net.network_address]))))
        out.append(r(lambda: sorted([net, other, x] if x is not None else [net, other], key=ip.get_mixed_type_key)))
        out.append(hash(net) == hash(ip.ip_network(nn, strict=False)))
        out.append(r(lambda: pickle.loads(pickle.dumps(net)) == net))
    try:
        itf = ip.ip_interface(nn)
    except ValueError:
        itf = None
    if itf is not None:
        for p in ['ip', 'network', 'netmask', 'hostmask', 'with_prefixlen', 'with_netmask', 'with_hostmask', 'exploded', 'compressed', 'is_loopback', 'is_unspecified', 'is_private']:
            out.append(r(getattr, itf, p))
        out.append(str(itf)); out.append(r(lambda: itf == ip.ip_interface(nn))); out.append(r(lambda: itf < ip.ip_interface(rand_net()))); out.append(r(lambda: itf > ip.ip_interface(rand_net())))
        out.append(r(lambda: itf == itf.ip)); out.append(r(lambda: pickle.loads(pickle.dumps(itf))))
    if rnd.random() < 0.3:
        a1 = ip.ip_address(rnd.choice(['10.0.0.0', '10.0.0.5', '192.168.0.1', '::', '::5', '2001:db8::']))
        a2 = a1 + rnd.randint(0, 600)
        out.append(r(lambda: list(ip.summarize_address_range(a1, a2))))
        out.append(r(lambda: list(ip.summarize_address_range(a2, a1))))
        out.append(r(lambda: list(ip.collapse_addresses([a1 + k for k in rnd.sample(range(64), 20)]))))
    print(*out, sep=' | ')
print(r(ip.v4_int_to_packed, 2**32), r(ip.v6_int_to_packed, -1), r(ip.v4_int_to_packed, 3), r(ip.summarize_address_range, ip.ip_network('1.0.0.0/8'), 2))
