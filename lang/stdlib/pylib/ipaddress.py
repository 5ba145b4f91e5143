"""IPv4 and IPv6 addresses, networks and interfaces (cpjit's ipaddress).

An address is an integer of 32 or 128 bits with a version; a network is
a first address and a prefix length; an interface is an address that
also knows its network. Parsing, formatting, ordering, hashing, the
special-purpose ranges (is_private, is_global...) and the error messages
follow CPython 3.13.
"""

import functools

__version__ = "1.0"

IPV4LENGTH = 32
IPV6LENGTH = 128


class AddressValueError(ValueError):
    """A value error related to the address."""


class NetmaskValueError(ValueError):
    """A value error related to the netmask."""



def _first_of(classes, address, what):
    for cls in classes:
        try:
            return cls(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f'{address!r} does not appear to be an IPv4 or IPv6 {what}')


def ip_address(address):
    """An IPv4Address or IPv6Address from a string, an integer or packed
    bytes; ValueError when it is neither."""
    return _first_of((IPv4Address, IPv6Address), address, 'address')


def ip_network(address, strict=True):
    """An IPv4Network or IPv6Network; with strict, host bits must be 0."""
    for cls in (IPv4Network, IPv6Network):
        try:
            return cls(address, strict)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f'{address!r} does not appear to be an IPv4 or IPv6 network')


def ip_interface(address):
    """An IPv4Interface or IPv6Interface."""
    return _first_of((IPv4Interface, IPv6Interface), address, 'interface')


def v4_int_to_packed(address):
    """The 4 big-endian bytes of an IPv4 address integer."""
    try:
        return address.to_bytes(4)
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4")


def v6_int_to_packed(address):
    """The 16 big-endian bytes of an IPv6 address integer."""
    try:
        return address.to_bytes(16)
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6")


def _split_optional_netmask(address):
    parts = str(address).split('/')
    if len(parts) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return parts


def _trailing_zero_bits(number, bits):
    if number == 0:
        return bits
    return min(bits, (number & -number).bit_length() - 1)


def _check_versions(a, b):
    if a._version != b._version:
        raise TypeError("%s and %s are not of the same version" % (a, b))


def summarize_address_range(first, last):
    """Iterate over the fewest networks that cover first..last exactly."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError('first and last must be IP addresses, not networks')
    _check_versions(first, last)
    if first > last:
        raise ValueError('last IP address must be greater than first')
    if first.version == 4:
        net = IPv4Network
    elif first.version == 6:
        net = IPv6Network
    else:
        raise ValueError('unknown IP version')
    bits = first._max_prefixlen
    lo, hi = first._ip, last._ip
    while lo <= hi:
        size = min(_trailing_zero_bits(lo, bits), (hi - lo + 1).bit_length() - 1)
        yield net((lo, bits - size))
        lo += 1 << size
        if lo - 1 == net._ALL_ONES:
            break


def _runs(addresses):
    """(first, last) of each run of consecutive addresses (sorted input)."""
    it = iter(addresses)
    first = last = next(it)
    for ip in it:
        if ip._ip != last._ip + 1:
            yield first, last
            first = ip
        last = ip
    yield first, last


def _merge_networks(nets):
    """The networks that cover exactly what nets cover, fewest first-sorted:
    siblings are joined into their supernet until none remain."""
    pending = list(nets)
    halves = {}
    while pending:
        net = pending.pop()
        parent = net.supernet()
        seen = halves.get(parent)
        if seen is None:
            halves[parent] = net
        elif seen != net:
            del halves[parent]
            pending.append(parent)
    covered = None
    for net in sorted(halves.values()):
        if covered is not None and covered.broadcast_address >= net.broadcast_address:
            continue
        yield net
        covered = net


def collapse_addresses(addresses):
    """Iterate over the fewest networks that cover the given addresses and
    networks (all of one version)."""
    singles, nets = [], []
    for ip in addresses:
        if isinstance(ip, _BaseAddress):
            if singles:
                _check_versions(ip, singles[-1])
            singles.append(ip)
        elif ip._prefixlen == ip._max_prefixlen:
            if singles:
                _check_versions(ip, singles[-1])
            try:
                singles.append(ip.ip)
            except AttributeError:
                singles.append(ip.network_address)
        else:
            if nets:
                _check_versions(ip, nets[-1])
            nets.append(ip)
    ranges = []
    singles = sorted(set(singles))
    if singles:
        for first, last in _runs(singles):
            ranges.extend(summarize_address_range(first, last))
    return _merge_networks(ranges + nets)


def get_mixed_type_key(obj):
    """A sort key that orders addresses and networks of both versions
    together: sorted(items, key=get_mixed_type_key)."""
    if isinstance(obj, _BaseNetwork):
        return obj._get_networks_key()
    if isinstance(obj, _BaseAddress):
        return obj._get_address_key()
    return NotImplemented


class _IPAddressBase:
    """What addresses, networks and interfaces of both versions share."""

    __slots__ = ()

    @property
    def exploded(self):
        """The address in its longest form."""
        return self._explode_shorthand_ip_string()

    @property
    def compressed(self):
        """The address in its shortest form."""
        return str(self)

    @property
    def reverse_pointer(self):
        """The name of the address's PTR record in reverse DNS."""
        return self._reverse_pointer()

    @property
    def version(self):
        raise NotImplementedError('%200s has no version specified' % (type(self),))

    def _check_int_address(self, address):
        if address < 0:
            raise AddressValueError("%d (< 0) is not permitted as an IPv%d address"
                                    % (address, self._version))
        if address > self._ALL_ONES:
            raise AddressValueError("%d (>= 2**%d) is not permitted as an IPv%d address"
                                    % (address, self._max_prefixlen, self._version))

    def _check_packed_address(self, address, expected_len):
        if len(address) != expected_len:
            raise AddressValueError("%r (len %d != %d) is not permitted as an IPv%d address"
                                    % (address, len(address), expected_len, self._version))

    @classmethod
    def _ip_int_from_prefix(cls, prefixlen):
        return cls._ALL_ONES ^ (cls._ALL_ONES >> prefixlen)

    @classmethod
    def _prefix_from_ip_int(cls, ip_int):
        zeros = _trailing_zero_bits(ip_int, cls._max_prefixlen)
        prefixlen = cls._max_prefixlen - zeros
        if ip_int >> zeros != (1 << prefixlen) - 1:
            raise ValueError('Netmask pattern %r mixes zeroes & ones'
                             % ip_int.to_bytes(cls._max_prefixlen // 8, 'big'))
        return prefixlen

    @classmethod
    def _report_invalid_netmask(cls, netmask_str):
        raise NetmaskValueError('%r is not a valid netmask' % netmask_str) from None

    @classmethod
    def _prefix_from_prefix_string(cls, prefixlen_str):
        if not (prefixlen_str.isascii() and prefixlen_str.isdigit()):
            cls._report_invalid_netmask(prefixlen_str)
        try:
            prefixlen = int(prefixlen_str)
        except ValueError:
            cls._report_invalid_netmask(prefixlen_str)
        if not 0 <= prefixlen <= cls._max_prefixlen:
            cls._report_invalid_netmask(prefixlen_str)
        return prefixlen

    @classmethod
    def _prefix_from_ip_string(cls, ip_str):
        # a netmask (255.255.0.0) or a host mask (0.0.255.255)
        try:
            ip_int = cls._ip_int_from_string(ip_str)
        except AddressValueError:
            cls._report_invalid_netmask(ip_str)
        for mask in (ip_int, ip_int ^ cls._ALL_ONES):
            try:
                return cls._prefix_from_ip_int(mask)
            except ValueError:
                pass
        cls._report_invalid_netmask(ip_str)

    @classmethod
    def _split_addr_prefix(cls, address):
        if isinstance(address, (bytes, int)):
            return address, cls._max_prefixlen
        if not isinstance(address, tuple):
            address = _split_optional_netmask(address)
        if len(address) > 1:
            return address
        return address[0], cls._max_prefixlen

    def __reduce__(self):
        return self.__class__, (str(self),)


_FORMAT_SPEC = None


@functools.total_ordering
class _BaseAddress(_IPAddressBase):
    """One address; integer value in _ip."""

    __slots__ = ()

    def __int__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self._version == other._version
        except AttributeError:
            return NotImplemented

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _check_versions(self, other)
        return self._ip < other._ip

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) - other)

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __str__(self):
        return str(self._string_from_ip_int(self._ip))

    def __hash__(self):
        return hash(hex(int(self._ip)))

    def _get_address_key(self):
        return self._version, self

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        """'s' (or nothing) formats the text; 'b', 'x', 'X' and 'n' the
        integer, zero-padded to the address width, with '#' for a prefix
        and '_' to group digits by four."""
        if not fmt or fmt[-1] == 's':
            return format(str(self), fmt)
        global _FORMAT_SPEC
        if _FORMAT_SPEC is None:
            import re
            _FORMAT_SPEC = re.compile('(#?)(_?)([xbnX])')
        m = _FORMAT_SPEC.fullmatch(fmt)
        if not m:
            return super().__format__(fmt)
        alternate, grouping, base = m.groups()
        if base == 'n':
            base = 'b' if self._version == 4 else 'x'
        width = self._max_prefixlen if base == 'b' else self._max_prefixlen // 4
        if grouping:
            width += width // 4 - 1
        if alternate:
            width += 2
        return format(int(self), f'{alternate}0{width}{grouping}{base}')


@functools.total_ordering
class _BaseNetwork(_IPAddressBase):
    """A network: network_address, netmask and _prefixlen."""

    def _init_network(self, address, strict):
        addr, mask = self._split_addr_prefix(address)
        make = self._address_class
        self.network_address = make(addr)
        self.netmask, self._prefixlen = self._make_netmask(mask)
        first = int(self.network_address)
        if first & int(self.netmask) != first:
            if strict:
                raise ValueError('%s has host bits set' % self)
            self.network_address = make(first & int(self.netmask))
        # /31 and /32 (/127 and /128) networks have no network and
        # broadcast addresses to leave out
        if self._prefixlen == self._max_prefixlen - 1:
            self.hosts = self.__iter__
        elif self._prefixlen == self._max_prefixlen:
            self.hosts = lambda: [make(addr)]

    def __repr__(self):
        return '%s(%r)' % (self.__class__.__name__, str(self))

    def __str__(self):
        return '%s/%d' % (self.network_address, self.prefixlen)

    def hosts(self):
        """Iterate over the usable hosts: all but the network and
        broadcast addresses."""
        first, last = int(self.network_address), int(self.broadcast_address)
        for x in range(first + 1, last):
            yield self._address_class(x)

    def __iter__(self):
        first, last = int(self.network_address), int(self.broadcast_address)
        for x in range(first, last + 1):
            yield self._address_class(x)

    def __getitem__(self, n):
        first, last = int(self.network_address), int(self.broadcast_address)
        if n >= 0:
            if first + n > last:
                raise IndexError('address out of range')
            return self._address_class(first + n)
        if last + n + 1 < first:
            raise IndexError('address out of range')
        return self._address_class(last + n + 1)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _check_versions(self, other)
        if self.network_address != other.network_address:
            return self.network_address < other.network_address
        if self.netmask != other.netmask:
            return self.netmask < other.netmask
        return False

    def __eq__(self, other):
        try:
            return (self._version == other._version and
                    self.network_address == other.network_address and
                    int(self.netmask) == int(other.netmask))
        except AttributeError:
            return NotImplemented

    def __hash__(self):
        return hash(int(self.network_address) ^ int(self.netmask))

    def __contains__(self, other):
        if self._version != other._version:
            return False
        if isinstance(other, _BaseNetwork):
            return False
        return other._ip & self.netmask._ip == self.network_address._ip

    def overlaps(self, other):
        """Whether the two networks share an address."""
        return (self.network_address in other or
                (self.broadcast_address in other or
                 (other.network_address in self or
                  other.broadcast_address in self)))

    @functools.cached_property
    def broadcast_address(self):
        return self._address_class(int(self.network_address) | int(self.hostmask))

    @functools.cached_property
    def hostmask(self):
        return self._address_class(int(self.netmask) ^ self._ALL_ONES)

    @property
    def with_prefixlen(self):
        return '%s/%d' % (self.network_address, self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self.network_address, self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self.network_address, self.hostmask)

    @property
    def num_addresses(self):
        """How many addresses the network holds."""
        return int(self.broadcast_address) - int(self.network_address) + 1

    @property
    def _address_class(self):
        raise NotImplementedError('%200s has no associated address class' % (type(self),))

    @property
    def prefixlen(self):
        return self._prefixlen

    def address_exclude(self, other):
        """Iterate over the networks that cover self without other."""
        _check_versions(self, other)
        if not isinstance(other, _BaseNetwork):
            raise TypeError("%s is not a network object" % other)
        if not other.subnet_of(self):
            raise ValueError('%s not contained in %s' % (other, self))
        if other == self:
            return
        other = other.__class__('%s/%s' % (other.network_address, other.prefixlen))
        # halve the network, keep the half without other, descend into
        # the other half
        lo, hi = self.subnets()
        while lo != other and hi != other:
            if other.subnet_of(lo):
                yield hi
                lo, hi = lo.subnets()
            elif other.subnet_of(hi):
                yield lo
                lo, hi = hi.subnets()
            else:
                raise AssertionError('Error performing exclusion: '
                                     's1: %s s2: %s other: %s' % (lo, hi, other))
        if lo == other:
            yield hi
        elif hi == other:
            yield lo
        else:
            raise AssertionError('Error performing exclusion: '
                                 's1: %s s2: %s other: %s' % (lo, hi, other))

    def compare_networks(self, other):
        """-1, 0 or 1 comparing network addresses, then netmasks."""
        if self._version != other._version:
            raise TypeError('%s and %s are not of the same type' % (self, other))
        if self.network_address != other.network_address:
            return -1 if self.network_address < other.network_address else 1
        if self.netmask != other.netmask:
            return -1 if self.netmask < other.netmask else 1
        return 0

    def _get_networks_key(self):
        return self._version, self.network_address, self.netmask

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """Iterate over the subnets prefixlen_diff bits longer (or of
        prefix new_prefix)."""
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError('new prefix must be longer')
            if prefixlen_diff != 1:
                raise ValueError('cannot set prefixlen_diff and new_prefix')
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError('prefix length diff must be > 0')
        new_prefixlen = self._prefixlen + prefixlen_diff
        if new_prefixlen > self._max_prefixlen:
            raise ValueError('prefix length diff %d is invalid for netblock %s'
                             % (new_prefixlen, self))
        step = (int(self.hostmask) + 1) >> prefixlen_diff
        for start in range(int(self.network_address), int(self.broadcast_address) + 1, step):
            yield self.__class__((start, new_prefixlen))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The network prefixlen_diff bits shorter (or of prefix
        new_prefix) that holds this one."""
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError('new prefix must be shorter')
            if prefixlen_diff != 1:
                raise ValueError('cannot set prefixlen_diff and new_prefix')
            prefixlen_diff = self._prefixlen - new_prefix
        new_prefixlen = self.prefixlen - prefixlen_diff
        if new_prefixlen < 0:
            raise ValueError('current prefixlen is %d, cannot have a prefixlen_diff of %d'
                             % (self.prefixlen, prefixlen_diff))
        return self.__class__((int(self.network_address) & (int(self.netmask) << prefixlen_diff),
                               new_prefixlen))

    @staticmethod
    def _is_subnet_of(a, b):
        try:
            if a._version != b._version:
                raise TypeError(f"{a} and {b} are not of the same version")
            return (b.network_address <= a.network_address and
                    b.broadcast_address >= a.broadcast_address)
        except AttributeError:
            raise TypeError(f"Unable to test subnet containment between {a} and {b}")

    def subnet_of(self, other):
        """Whether other holds this network."""
        return self._is_subnet_of(self, other)

    def supernet_of(self, other):
        """Whether this network holds other."""
        return self._is_subnet_of(other, self)

    def _both_ends(self, prop):
        return getattr(self.network_address, prop) and getattr(self.broadcast_address, prop)

    @property
    def is_multicast(self):
        return self._both_ends('is_multicast')

    @property
    def is_reserved(self):
        return self._both_ends('is_reserved')

    @property
    def is_link_local(self):
        return self._both_ends('is_link_local')

    @property
    def is_unspecified(self):
        return self._both_ends('is_unspecified')

    @property
    def is_loopback(self):
        return self._both_ends('is_loopback')

    @property
    def is_private(self):
        first, last = self.network_address, self.broadcast_address
        consts = self._constants
        return (any(first in net and last in net for net in consts._private_networks) and
                all(first not in net and last not in net
                    for net in consts._private_networks_exceptions))

    @property
    def is_global(self):
        return not self.is_private


class _BaseV4:
    """What IPv4 addresses, interfaces and networks share."""

    __slots__ = ()
    _version = 4
    _ALL_ONES = (1 << IPV4LENGTH) - 1
    _max_prefixlen = IPV4LENGTH
    _netmask_cache = {}

    def _explode_shorthand_ip_string(self):
        return str(self)

    @classmethod
    def _make_netmask(cls, arg):
        """(netmask address, prefix length) for a prefix length (int or
        string) or a netmask or host mask string."""
        if arg not in cls._netmask_cache:
            if isinstance(arg, int):
                prefixlen = arg
                if not 0 <= prefixlen <= cls._max_prefixlen:
                    cls._report_invalid_netmask(prefixlen)
            else:
                try:
                    prefixlen = cls._prefix_from_prefix_string(arg)
                except NetmaskValueError:
                    prefixlen = cls._prefix_from_ip_string(arg)
            netmask = IPv4Address(cls._ip_int_from_prefix(prefixlen))
            cls._netmask_cache[arg] = netmask, prefixlen
        return cls._netmask_cache[arg]

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        octets = ip_str.split('.')
        if len(octets) != 4:
            raise AddressValueError("Expected 4 octets in %r" % ip_str)
        try:
            return int.from_bytes(map(cls._parse_octet, octets), 'big')
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_octet(cls, octet_str):
        if not octet_str:
            raise ValueError("Empty octet not permitted")
        if not (octet_str.isascii() and octet_str.isdigit()):
            raise ValueError("Only decimal digits permitted in %r" % octet_str)
        if len(octet_str) > 3:
            raise ValueError("At most 3 characters permitted in %r" % octet_str)
        if octet_str != '0' and octet_str[0] == '0':
            raise ValueError("Leading zeros are not permitted in %r" % octet_str)
        value = int(octet_str, 10)
        if value > 255:
            raise ValueError("Octet %d (> 255) not permitted" % value)
        return value

    @classmethod
    def _string_from_ip_int(cls, ip_int):
        return '.'.join(map(str, ip_int.to_bytes(4, 'big')))

    def _reverse_pointer(self):
        return '.'.join(str(self).split('.')[::-1]) + '.in-addr.arpa'

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version


class IPv4Address(_BaseV4, _BaseAddress):
    """An IPv4 address."""

    __slots__ = ('_ip', '__weakref__')

    def __init__(self, address):
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 4)
            self._ip = int.from_bytes(address)
            return
        text = str(address)
        if '/' in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = self._ip_int_from_string(text)

    @property
    def packed(self):
        return v4_int_to_packed(self._ip)

    @property
    def is_reserved(self):
        return self in self._constants._reserved_network

    @property
    def is_private(self):
        consts = self._constants
        return (any(self in net for net in consts._private_networks) and
                all(self not in net for net in consts._private_networks_exceptions))

    @property
    def is_global(self):
        return self not in self._constants._public_network and not self.is_private

    @property
    def is_multicast(self):
        return self in self._constants._multicast_network

    @property
    def is_unspecified(self):
        return self == self._constants._unspecified_address

    @property
    def is_loopback(self):
        return self in self._constants._loopback_network

    @property
    def is_link_local(self):
        return self in self._constants._linklocal_network

    @property
    def ipv6_mapped(self):
        """The IPv4-mapped IPv6 address (::ffff:a.b.c.d)."""
        return IPv6Address(f'::ffff:{self}')


class _InterfaceMixin:
    """What IPv4Interface and IPv6Interface add to their address class."""

    def _init_interface(self, address, addr_cls, net_cls):
        addr, mask = self._split_addr_prefix(address)
        addr_cls.__init__(self, addr)
        self.network = net_cls((addr, mask), strict=False)
        self.netmask = self.network.netmask
        self._prefixlen = self.network._prefixlen

    @functools.cached_property
    def hostmask(self):
        return self.network.hostmask

    def __str__(self):
        return '%s/%d' % (self._addr_cls.__str__(self), self._prefixlen)

    def __eq__(self, other):
        same = self._addr_cls.__eq__(self, other)
        if same is NotImplemented or not same:
            return same
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = self._addr_cls.__lt__(self, other)
        if less is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))

    @property
    def ip(self):
        return self._addr_cls(self._ip)

    @property
    def with_prefixlen(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self._prefixlen)

    @property
    def with_netmask(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self.netmask)

    @property
    def with_hostmask(self):
        return '%s/%s' % (self._string_from_ip_int(self._ip), self.hostmask)


class IPv4Interface(_InterfaceMixin, IPv4Address):
    """An IPv4 address on a network (192.0.2.5/24)."""

    _addr_cls = IPv4Address

    def __init__(self, address):
        self._init_interface(address, IPv4Address, IPv4Network)

    __reduce__ = _IPAddressBase.__reduce__


class IPv4Network(_BaseV4, _BaseNetwork):
    """An IPv4 network: a network address and a prefix length."""

    _address_class = IPv4Address

    def __init__(self, address, strict=True):
        self._init_network(address, strict)

    @property
    def is_global(self):
        shared = IPv4Network('100.64.0.0/10')
        return (not (self.network_address in shared and self.broadcast_address in shared)
                and not self.is_private)


class _IPv4Constants:
    _linklocal_network = IPv4Network('169.254.0.0/16')
    _loopback_network = IPv4Network('127.0.0.0/8')
    _multicast_network = IPv4Network('224.0.0.0/4')
    _public_network = IPv4Network('100.64.0.0/10')
    # not globally reachable, per the IANA IPv4 special-purpose registry
    _private_networks = [IPv4Network(n) for n in (
        '0.0.0.0/8', '10.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16',
        '172.16.0.0/12', '192.0.0.0/24', '192.0.0.170/31', '192.0.2.0/24',
        '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24',
        '203.0.113.0/24', '240.0.0.0/4', '255.255.255.255/32')]
    _private_networks_exceptions = [IPv4Network('192.0.0.9/32'),
                                    IPv4Network('192.0.0.10/32')]
    _reserved_network = IPv4Network('240.0.0.0/4')
    _unspecified_address = IPv4Address('0.0.0.0')


IPv4Address._constants = _IPv4Constants
IPv4Network._constants = _IPv4Constants


_HEX_DIGITS = frozenset('0123456789abcdefABCDEF')


class _BaseV6:
    """What IPv6 addresses, interfaces and networks share."""

    __slots__ = ()
    _version = 6
    _ALL_ONES = (1 << IPV6LENGTH) - 1
    _HEXTET_COUNT = 8
    _HEX_DIGITS = _HEX_DIGITS
    _max_prefixlen = IPV6LENGTH
    _netmask_cache = {}

    @classmethod
    def _make_netmask(cls, arg):
        """(netmask address, prefix length) for a prefix length."""
        if arg not in cls._netmask_cache:
            if isinstance(arg, int):
                prefixlen = arg
                if not 0 <= prefixlen <= cls._max_prefixlen:
                    cls._report_invalid_netmask(prefixlen)
            else:
                prefixlen = cls._prefix_from_prefix_string(arg)
            netmask = IPv6Address(cls._ip_int_from_prefix(prefixlen))
            cls._netmask_cache[arg] = netmask, prefixlen
        return cls._netmask_cache[arg]

    @classmethod
    def _ip_int_from_string(cls, ip_str):
        if not ip_str:
            raise AddressValueError('Address cannot be empty')
        parts = ip_str.split(':')
        if len(parts) < 3:
            raise AddressValueError("At least 3 parts expected in %r" % ip_str)
        if '.' in parts[-1]:
            # an embedded IPv4 address stands for the last two hextets
            try:
                v4 = IPv4Address(parts.pop())._ip
            except AddressValueError as exc:
                raise AddressValueError("%s in %r" % (exc, ip_str)) from None
            parts += ['%x' % (v4 >> 16), '%x' % (v4 & 0xFFFF)]
        count = cls._HEXTET_COUNT
        if len(parts) > count + 1:
            raise AddressValueError("At most %d colons permitted in %r" % (count, ip_str))
        gap = None
        for i in range(1, len(parts) - 1):
            if not parts[i]:
                if gap is not None:
                    raise AddressValueError("At most one '::' permitted in %r" % ip_str)
                gap = i
        leading = "Leading ':' only permitted as part of '::' in %r"
        trailing = "Trailing ':' only permitted as part of '::' in %r"
        if gap is None:
            if len(parts) != count:
                raise AddressValueError("Exactly %d parts expected without '::' in %r"
                                        % (count, ip_str))
            if not parts[0]:
                raise AddressValueError(leading % ip_str)
            if not parts[-1]:
                raise AddressValueError(trailing % ip_str)
            head, tail, skipped = parts, [], 0
        else:
            head, tail = parts[:gap], parts[gap + 1:]
            if not parts[0]:
                head = head[1:]
                if head:
                    raise AddressValueError(leading % ip_str)
            if not parts[-1]:
                tail = tail[:-1]
                if tail:
                    raise AddressValueError(trailing % ip_str)
            skipped = count - len(head) - len(tail)
            if skipped < 1:
                raise AddressValueError("Expected at most %d other parts with '::' in %r"
                                        % (count - 1, ip_str))
        try:
            value = 0
            for part in head:
                value = (value << 16) | cls._parse_hextet(part)
            value <<= 16 * skipped
            for part in tail:
                value = (value << 16) | cls._parse_hextet(part)
            return value
        except ValueError as exc:
            raise AddressValueError("%s in %r" % (exc, ip_str)) from None

    @classmethod
    def _parse_hextet(cls, hextet_str):
        if not cls._HEX_DIGITS.issuperset(hextet_str):
            raise ValueError("Only hex digits permitted in %r" % hextet_str)
        if len(hextet_str) > 4:
            raise ValueError("At most 4 characters permitted in %r" % hextet_str)
        return int(hextet_str, 16)

    @classmethod
    def _compress_hextets(cls, hextets):
        """Replace the longest run (the first of equals, at least two long)
        of '0' hextets by one empty string, so that ':'.join() gives '::'."""
        best_start, best_len = -1, 0
        start = -1
        for i, h in enumerate(hextets):
            if h == '0':
                if start < 0:
                    start = i
                if i - start + 1 > best_len:
                    best_start, best_len = start, i - start + 1
            else:
                start = -1
        if best_len > 1:
            end = best_start + best_len
            if end == len(hextets):
                hextets += ['']
            hextets[best_start:end] = ['']
            if best_start == 0:
                hextets = [''] + hextets
        return hextets

    @classmethod
    def _string_from_ip_int(cls, ip_int=None):
        if ip_int is None:
            ip_int = int(cls._ip)
        if ip_int > cls._ALL_ONES:
            raise ValueError('IPv6 address is too large')
        hextets = ['%x' % ((ip_int >> shift) & 0xFFFF) for shift in range(112, -1, -16)]
        return ':'.join(cls._compress_hextets(hextets))

    def _explode_shorthand_ip_string(self):
        if isinstance(self, IPv6Network):
            text = str(self.network_address)
        elif isinstance(self, IPv6Interface):
            text = str(self.ip)
        else:
            text = str(self)
        digits = '%032x' % self._ip_int_from_string(text)
        long_form = ':'.join(digits[x:x + 4] for x in range(0, 32, 4))
        if isinstance(self, (_BaseNetwork, IPv6Interface)):
            return '%s/%d' % (long_form, self._prefixlen)
        return long_form

    def _reverse_pointer(self):
        return '.'.join(self.exploded[::-1].replace(':', '')) + '.ip6.arpa'

    @staticmethod
    def _split_scope_id(ip_str):
        addr, sep, scope_id = ip_str.partition('%')
        if not sep:
            scope_id = None
        elif not scope_id or '%' in scope_id:
            raise AddressValueError('Invalid IPv6 address: "%r"' % ip_str)
        return addr, scope_id

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version


class IPv6Address(_BaseV6, _BaseAddress):
    """An IPv6 address, with an optional scope id (fe80::1%eth0)."""

    __slots__ = ('_ip', '_scope_id', '__weakref__')

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            self._check_int_address(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed_address(address, 16)
            self._ip = int.from_bytes(address, 'big')
            return
        text = str(address)
        if '/' in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        text, self._scope_id = self._split_scope_id(text)
        self._ip = self._ip_int_from_string(text)

    def _explode_shorthand_ip_string(self):
        v4 = self.ipv4_mapped
        if v4 is None:
            return super()._explode_shorthand_ip_string()
        # the first six hextets in full, then the IPv4 address
        return f"{super()._explode_shorthand_ip_string()[:30]}{v4!s}"

    def _reverse_pointer(self):
        v4 = self.ipv4_mapped
        if v4 is None:
            return super()._reverse_pointer()
        chars = f"{super()._explode_shorthand_ip_string()[:30]}{v4._ip:08x}"
        return '.'.join(chars[::-1].replace(':', '')) + '.ip6.arpa'

    def _ipv4_mapped_ipv6_to_str(self):
        v4 = self.ipv4_mapped
        if v4 is None:
            raise AddressValueError("Can not apply to non-IPv4-mapped IPv6 address %s"
                                    % str(self))
        return "%s:%s" % (self._string_from_ip_int(self._ip >> 32), str(v4))

    def __str__(self):
        if self.ipv4_mapped is None:
            text = super().__str__()
        else:
            text = self._ipv4_mapped_ipv6_to_str()
        return text + '%' + self._scope_id if self._scope_id else text

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    def __eq__(self, other):
        same = super().__eq__(other)
        if same is NotImplemented:
            return NotImplemented
        return bool(same) and self._scope_id == getattr(other, '_scope_id', None)

    def __reduce__(self):
        return self.__class__, (str(self),)

    @property
    def scope_id(self):
        """The zone of the address (RFC 4007), or None."""
        return self._scope_id

    @property
    def packed(self):
        return v6_int_to_packed(self._ip)

    @property
    def is_multicast(self):
        return self in self._constants._multicast_network

    @property
    def is_reserved(self):
        return any(self in net for net in self._constants._reserved_networks)

    @property
    def is_link_local(self):
        return self in self._constants._linklocal_network

    @property
    def is_site_local(self):
        return self in self._constants._sitelocal_network

    @property
    def is_private(self):
        v4 = self.ipv4_mapped
        if v4 is not None:
            return v4.is_private
        consts = self._constants
        return (any(self in net for net in consts._private_networks) and
                all(self not in net for net in consts._private_networks_exceptions))

    @property
    def is_global(self):
        v4 = self.ipv4_mapped
        if v4 is not None:
            return v4.is_global
        return not self.is_private

    @property
    def is_unspecified(self):
        return self._ip == 0

    @property
    def is_loopback(self):
        v4 = self.ipv4_mapped
        if v4 is not None:
            return v4.is_loopback
        return self._ip == 1

    @property
    def ipv4_mapped(self):
        """The IPv4 address of an IPv4-mapped address (::ffff:a.b.c.d), or
        None."""
        if self._ip >> 32 != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def teredo(self):
        """(server, client) of a Teredo address (2001::/32), or None."""
        if self._ip >> 96 != 0x20010000:
            return None
        return (IPv4Address((self._ip >> 64) & 0xFFFFFFFF),
                IPv4Address(~self._ip & 0xFFFFFFFF))

    @property
    def sixtofour(self):
        """The IPv4 address inside a 6to4 address (2002::/16), or None."""
        if self._ip >> 112 != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)


class IPv6Interface(_InterfaceMixin, IPv6Address):
    """An IPv6 address on a network (2001:db8::5/64)."""

    _addr_cls = IPv6Address

    def __init__(self, address):
        self._init_interface(address, IPv6Address, IPv6Network)

    __reduce__ = _IPAddressBase.__reduce__

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return super().is_loopback and self.network.is_loopback


class IPv6Network(_BaseV6, _BaseNetwork):
    """An IPv6 network: a network address and a prefix length."""

    _address_class = IPv6Address

    def __init__(self, address, strict=True):
        self._init_network(address, strict)

    def hosts(self):
        """Iterate over the usable hosts: all but the Subnet-Router anycast
        address (the first)."""
        first, last = int(self.network_address), int(self.broadcast_address)
        for x in range(first + 1, last + 1):
            yield self._address_class(x)

    @property
    def is_site_local(self):
        return self._both_ends('is_site_local')


class _IPv6Constants:
    _linklocal_network = IPv6Network('fe80::/10')
    _multicast_network = IPv6Network('ff00::/8')
    # not globally reachable, per the IANA IPv6 special-purpose registry
    _private_networks = [IPv6Network(n) for n in (
        '::1/128', '::/128', '::ffff:0:0/96', '64:ff9b:1::/48', '100::/64',
        '2001::/23', '2001:db8::/32', '2002::/16', 'fc00::/7', 'fe80::/10')]
    _private_networks_exceptions = [IPv6Network(n) for n in (
        '2001:1::1/128', '2001:1::2/128', '2001:3::/32', '2001:4:112::/48',
        '2001:20::/28', '2001:30::/28')]
    _reserved_networks = [IPv6Network(n) for n in (
        '::/8', '100::/8', '200::/7', '400::/6', '800::/5', '1000::/4',
        '4000::/3', '6000::/3', '8000::/3', 'A000::/3', 'C000::/3',
        'E000::/4', 'F000::/5', 'F800::/6', 'FE00::/9')]
    _sitelocal_network = IPv6Network('fec0::/10')


IPv6Address._constants = _IPv6Constants
IPv6Network._constants = _IPv6Constants
