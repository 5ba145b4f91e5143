package time

import (
	"encoding/binary"
	"os"
	"strings"
	"time"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// time.tzset: the local zone from the TZ environment variable, as the C
// library's tzset reads it — unset: /etc/localtime; empty: UTC; a file
// name (":" optional, absolute or below the zone database); else a POSIX
// rule such as "EST+05EDT,M3.2.0,M11.1.0". Go's time.Local is replaced,
// so localtime, mktime, strftime and datetime's local times follow.

func modTZLocation(tz string, set bool) *time.Location {
	if !set {
		if data, err := os.ReadFile("/etc/localtime"); err == nil {
			if loc, err := time.LoadLocationFromTZData("Local", data); err == nil {
				return loc
			}
		}
		return time.UTC
	}
	name := strings.TrimPrefix(tz, ":")
	if name == "" {
		return time.UTC
	}
	if strings.HasPrefix(name, "/") {
		if data, err := os.ReadFile(name); err == nil {
			if loc, err := time.LoadLocationFromTZData(tz, data); err == nil {
				return loc
			}
		}
	} else if loc, err := time.LoadLocation(name); err == nil {
		return loc
	}
	if loc, err := time.LoadLocationFromTZData(tz, modPosixTZif(tz)); err == nil {
		return loc
	}
	return time.UTC
}

// modPosixTZif builds zone data with no transitions whose footer is the
// POSIX rule, which Go applies to every instant.
func modPosixTZif(rule string) []byte {
	var b []byte
	header := func() {
		b = append(b, "TZif2"...)
		b = append(b, make([]byte, 15)...)
		// isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
		for _, n := range []uint32{0, 0, 0, 0, 1, 4} {
			b = binary.BigEndian.AppendUint32(b, n)
		}
	}
	data := func() {
		b = append(b, 0, 0, 0, 0, 0, 0) // one type: UTC, no DST, name at 0
		b = append(b, "UTC\x00"...)
	}
	header()
	data()
	header()
	data()
	b = append(b, '\n')
	b = append(b, rule...)
	return append(b, '\n')
}

func modTZSet(vm *rt.VM) error {
	tz, set := os.LookupEnv("TZ")
	time.Local = modTZLocation(tz, set)
	mv, ok := vm.Modules.GetStr(vm, "time")
	if !ok {
		return nil
	}
	m, ok := vm.Get0(mv).(*rt.Module)
	if !ok {
		return nil
	}
	modSetZoneAttrs(vm, m.InstanceDict())
	return nil
}

// modSetZoneAttrs sets timezone, altzone, daylight and tzname from the
// local zone in January and July of this year, as CPython does.
func modSetZoneAttrs(vm *rt.VM, d *rt.Dict) {
	std, dst, stdOff, dstOff := modZoneInfo()
	d.SetStr(vm, "timezone", vm.NewInt(int64(-stdOff)))
	d.SetStr(vm, "altzone", vm.NewInt(int64(-dstOff)))
	if stdOff != dstOff {
		d.SetStr(vm, "daylight", rt.SmallInt(1))
	} else {
		d.SetStr(vm, "daylight", rt.SmallInt(0))
	}
	d.SetStr(vm, "tzname", vm.NewTupleCopy([]rt.Value{vm.NewStr(std), vm.NewStr(dst)}))
}
