package time

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/cpjit/cpjit/lang/internal/clock"
	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtypes"
)

// The time module.

var modTimeStruct = modtypes.NewStructSeq("time", "struct_time",
	[]string{"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"}, 9, true)

// modTimeMonoOffset makes perf_counter look like CLOCK_MONOTONIC: an
// arbitrary but large starting value.
const modTimeMonoOffset = 1000.0

// modSeconds converts a seconds argument (int or float) to float64.
func modSeconds(vm *rt.VM, v rt.Value) (float64, error) {
	if v.IsFloat() {
		f := v.Float()
		if math.IsNaN(f) {
			return 0, vm.ValueError("Invalid value NaN (not a number)")
		}
		return f, nil
	}
	if v.IsSmallInt() {
		return float64(v.Int()), nil
	}
	if _, ok := vm.Get0(v).(*rt.Float); ok {
		return vm.ToFloat(v)
	}
	b, err := vm.IndexBig(v)
	if err != nil {
		return 0, err
	}
	if !b.IsInt64() {
		return 0, vm.Errorf(rt.OverflowErrorType, "timestamp too large to convert to C _PyTime_t")
	}
	return float64(b.Int64()), nil
}

// modTimestamp converts an optional timestamp argument (None = now) to
// whole seconds, rounding toward -inf like CPython's gmtime.
func modTimestamp(vm *rt.VM, args []rt.Value) (int64, error) {
	if len(args) == 0 || args[0] == rt.None {
		return time.Now().Unix(), nil
	}
	v := args[0]
	if v.IsSmallInt() {
		return v.Int(), nil
	}
	f, err := modSeconds(vm, v)
	if err != nil {
		return 0, err
	}
	f = math.Floor(f)
	if math.IsInf(f, 0) || f >= 1<<62 || f <= -(1<<62) {
		return 0, vm.Errorf(rt.OverflowErrorType, "timestamp out of range for platform time_t")
	}
	return int64(f), nil
}

// modTm is a broken-down time (C's struct tm with Python's conventions:
// wday Monday=0, yday 1-based).
type modTm struct {
	year, mon, mday, hour, min, sec, wday, yday, isdst int
	zone                                               string
	gmtoff                                             int
	hasZone                                            bool
}

func modTmFromTime(t time.Time) modTm {
	zone, off := t.Zone()
	isdst := 0
	if t.IsDST() {
		isdst = 1
	}
	return modTm{
		year: t.Year(), mon: int(t.Month()), mday: t.Day(), hour: t.Hour(), min: t.Minute(), sec: t.Second(),
		wday: (int(t.Weekday()) + 6) % 7, yday: t.YearDay(), isdst: isdst, zone: zone, gmtoff: off, hasZone: true,
	}
}

func modTmValue(vm *rt.VM, tm modTm) rt.Value {
	return modTimeStruct.Make(vm, rt.SmallInt(int64(tm.year)), rt.SmallInt(int64(tm.mon)), rt.SmallInt(int64(tm.mday)),
		rt.SmallInt(int64(tm.hour)), rt.SmallInt(int64(tm.min)), rt.SmallInt(int64(tm.sec)), rt.SmallInt(int64(tm.wday)),
		rt.SmallInt(int64(tm.yday)), rt.SmallInt(int64(tm.isdst)), vm.NewStr(tm.zone), rt.SmallInt(int64(tm.gmtoff)))
}

// modTmArg converts a struct_time or 9-tuple argument.
func modTmArg(vm *rt.VM, fname string, v rt.Value) (modTm, error) {
	var tm modTm
	t, ok := vm.AsTuple(v)
	if !ok {
		return tm, vm.TypeError("Tuple or struct_time argument required")
	}
	if len(t.Items) != 9 {
		return tm, vm.TypeError("%s(): illegal time tuple argument", fname)
	}
	var f [9]int
	for i, it := range t.Items {
		if it.IsFloat() {
			return tm, vm.TypeError("'float' object cannot be interpreted as an integer")
		}
		n, err := vm.Index(it)
		if err != nil {
			return tm, err
		}
		if n > 1<<31-1 || n < -(1<<31) {
			return tm, vm.Errorf(rt.OverflowErrorType, "Python int too large to convert to C int")
		}
		f[i] = int(n)
	}
	tm = modTm{year: f[0], mon: f[1], mday: f[2], hour: f[3], min: f[4], sec: f[5], wday: f[6], yday: f[7], isdst: f[8]}
	if t.Class() == modTimeStruct.Class && t.InstanceDict() != nil {
		if z, ok := t.InstanceDict().GetStr(vm, "tm_zone"); ok && z != rt.None {
			tm.zone, tm.hasZone = vm.StrOf(z)
		}
		if g, ok := t.InstanceDict().GetStr(vm, "tm_gmtoff"); ok && g.IsSmallInt() {
			tm.gmtoff = int(g.Int())
		}
	}
	if !tm.hasZone {
		tm.zone, tm.gmtoff = modLocalZone(tm.isdst > 0)
		tm.hasZone = true
	}
	return tm, nil
}

// modCheckTm validates fields as CPython's checktm (after its fix-ups).
func modCheckTm(vm *rt.VM, tm *modTm) error {
	if tm.mon == 0 {
		tm.mon = 1
	}
	if tm.mday == 0 {
		tm.mday = 1
	}
	if tm.yday == 0 {
		tm.yday = 1
	}
	switch {
	case tm.mon < 1 || tm.mon > 12:
		return vm.ValueError("month out of range")
	case tm.mday < 1 || tm.mday > 31:
		return vm.ValueError("day of month out of range")
	case tm.hour < 0 || tm.hour > 23:
		return vm.ValueError("hour out of range")
	case tm.min < 0 || tm.min > 59:
		return vm.ValueError("minute out of range")
	case tm.sec < 0 || tm.sec > 61:
		return vm.ValueError("seconds out of range")
	case tm.wday < 0:
		return vm.ValueError("day of week out of range")
	case tm.yday < 1 || tm.yday > 366:
		return vm.ValueError("day of year out of range")
	}
	tm.wday %= 7
	if tm.isdst < -1 {
		tm.isdst = -1
	} else if tm.isdst > 1 {
		tm.isdst = 1
	}
	return nil
}

// modLocalZone returns the local zone's standard or daylight name and offset.
func modLocalZone(dst bool) (string, int) {
	std, dstName, stdOff, dstOff := modZoneInfo()
	if dst {
		return dstName, dstOff
	}
	return std, stdOff
}

// modZoneInfo probes the local zone in January and July of this year.
func modZoneInfo() (std, dst string, stdOff, dstOff int) {
	y := time.Now().Year()
	jan := time.Date(y, 1, 1, 0, 0, 0, 0, time.Local)
	jul := time.Date(y, 7, 1, 0, 0, 0, 0, time.Local)
	jn, jo := jan.Zone()
	un, uo := jul.Zone()
	if jo <= uo {
		return jn, un, jo, uo
	}
	return un, jn, uo, jo
}

var modDayNames = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
var modMonthNames = [...]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

func modIsLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// modISOWeekDays is glibc's iso_week_days (yday 0-based, wday Sunday=0).
func modISOWeekDays(yday, wday int) int {
	const big = (366/7 + 2) * 7
	return yday - (yday-wday+4+big)%7 + 3
}

// modStrftime formats tm like glibc's strftime in the C locale.
func modStrftime(format string, tm modTm) string {
	var sb strings.Builder
	cw := (tm.wday + 1) % 7 // C weekday, Sunday = 0
	yd := tm.yday - 1       // 0-based
	num := func(n, width int, pad byte) {
		s := strconv.Itoa(n)
		neg := false
		if n < 0 {
			neg = true
			s = s[1:]
		}
		if neg {
			sb.WriteByte('-')
		}
		for i := len(s); i < width && pad != 0; i++ {
			sb.WriteByte(pad)
		}
		sb.WriteString(s)
	}
	hour12 := tm.hour % 12
	if hour12 == 0 {
		hour12 = 12
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			sb.WriteByte(c)
			continue
		}
		start := i
		i++
		pad := byte(0)
		padSet := false
		for i < len(format) && (format[i] == '-' || format[i] == '_' || format[i] == '0' || format[i] == '^' || format[i] == '#') {
			switch format[i] {
			case '-':
				pad, padSet = 0, true
			case '_':
				pad, padSet = ' ', true
			case '0':
				pad, padSet = '0', true
			}
			i++
		}
		for i < len(format) && format[i] >= '1' && format[i] <= '9' {
			i++
		}
		for i < len(format) && (format[i] == 'E' || format[i] == 'O') {
			i++
		}
		if i >= len(format) {
			sb.WriteString(format[start:])
			break
		}
		p := func(def byte) byte {
			if padSet {
				return pad
			}
			return def
		}
		switch format[i] {
		case '%':
			sb.WriteByte('%')
		case 'a':
			sb.WriteString(modDayNames[cw][:3])
		case 'A':
			sb.WriteString(modDayNames[cw])
		case 'b', 'h':
			sb.WriteString(modMonthNames[(tm.mon-1+12)%12][:3])
		case 'B':
			sb.WriteString(modMonthNames[(tm.mon-1+12)%12])
		case 'c':
			sb.WriteString(modStrftime("%a %b %e %H:%M:%S %Y", tm))
		case 'C':
			num(modFloorDiv(tm.year, 100), 2, p('0'))
		case 'd':
			num(tm.mday, 2, p('0'))
		case 'D':
			sb.WriteString(modStrftime("%m/%d/%y", tm))
		case 'e':
			num(tm.mday, 2, p(' '))
		case 'F':
			sb.WriteString(modStrftime("%Y-%m-%d", tm))
		case 'G', 'g', 'V':
			year := tm.year
			days := modISOWeekDays(yd, cw)
			if days < 0 {
				year--
				n := 365
				if modIsLeap(year) {
					n = 366
				}
				days = modISOWeekDays(yd+n, cw)
			} else {
				n := 365
				if modIsLeap(year) {
					n = 366
				}
				if d := modISOWeekDays(yd-n, cw); d >= 0 {
					year++
					days = d
				}
			}
			switch format[i] {
			case 'G':
				num(year, 1, p(0))
			case 'g':
				num(((year%100)+100)%100, 2, p('0'))
			default:
				num(days/7+1, 2, p('0'))
			}
		case 'H':
			num(tm.hour, 2, p('0'))
		case 'I':
			num(hour12, 2, p('0'))
		case 'j':
			num(tm.yday, 3, p('0'))
		case 'k':
			num(tm.hour, 2, p(' '))
		case 'l':
			num(hour12, 2, p(' '))
		case 'm':
			num(tm.mon, 2, p('0'))
		case 'M':
			num(tm.min, 2, p('0'))
		case 'n':
			sb.WriteByte('\n')
		case 't':
			sb.WriteByte('\t')
		case 'p':
			if tm.hour >= 12 {
				sb.WriteString("PM")
			} else {
				sb.WriteString("AM")
			}
		case 'P':
			if tm.hour >= 12 {
				sb.WriteString("pm")
			} else {
				sb.WriteString("am")
			}
		case 'r':
			sb.WriteString(modStrftime("%I:%M:%S %p", tm))
		case 'R':
			sb.WriteString(modStrftime("%H:%M", tm))
		case 's':
			t := time.Date(tm.year, time.Month(tm.mon), tm.mday, tm.hour, tm.min, tm.sec, 0, time.Local)
			sb.WriteString(strconv.FormatInt(t.Unix(), 10))
		case 'S':
			num(tm.sec, 2, p('0'))
		case 'T':
			sb.WriteString(modStrftime("%H:%M:%S", tm))
		case 'u':
			num((cw+6)%7+1, 1, p(0))
		case 'U':
			num((yd+7-cw)/7, 2, p('0'))
		case 'w':
			num(cw, 1, p(0))
		case 'W':
			num((yd+7-(cw+6)%7)/7, 2, p('0'))
		case 'x':
			sb.WriteString(modStrftime("%m/%d/%y", tm))
		case 'X':
			sb.WriteString(modStrftime("%H:%M:%S", tm))
		case 'y':
			num(((tm.year%100)+100)%100, 2, p('0'))
		case 'Y':
			num(tm.year, 1, p(0))
		case 'z':
			off := tm.gmtoff
			sign := byte('+')
			if off < 0 {
				sign = '-'
				off = -off
			}
			sb.WriteByte(sign)
			num(off/3600*100+off%3600/60, 4, '0')
		case 'Z':
			sb.WriteString(tm.zone)
		default:
			sb.WriteString(format[start : i+1])
		}
	}
	return sb.String()
}

func modFloorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func modTimeNow() time.Time { return time.Now() }

var modTimeFuncs = rt.StaticFuncs("time", rt.ModuleFuncs{
	"time": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(float64(modTimeNow().UnixNano()) / 1e9), nil
	},
	"time_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(modTimeNow().UnixNano()), nil
	},
	"perf_counter": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(modTimeMonoOffset + clock.Mono().Seconds()), nil
	},
	"perf_counter_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(modTimeMonoOffset*1e9) + int64(clock.Mono())), nil
	},
	"monotonic": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(modTimeMonoOffset + clock.Mono().Seconds()), nil
	},
	"monotonic_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(int64(modTimeMonoOffset*1e9) + int64(clock.Mono())), nil
	},
	"process_time": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(float64(clock.ProcessTime()) / 1e9), nil
	},
	"process_time_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(clock.ProcessTime()), nil
	},
	"thread_time": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return rt.FloatValue(float64(clock.ProcessTime()) / 1e9), nil
	},
	"thread_time_ns": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		return vm.NewInt(clock.ProcessTime()), nil
	},
	"sleep": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.NoKwargs("sleep", kw); err != nil {
			return rt.Unbound, err
		}
		if err := vm.Arity("sleep", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		f, err := modSeconds(vm, args[0])
		if err != nil {
			return rt.Unbound, err
		}
		if f < 0 {
			return rt.Unbound, vm.ValueError("sleep length must be non-negative")
		}
		// Other threads run meanwhile; the main thread wakes for
		// Ctrl-C, signals and the embedder's limits.
		if err := vm.Sleep(time.Duration(f * 1e9)); err != nil {
			return rt.Unbound, err
		}
		return rt.None, nil
	},
	"gmtime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("gmtime", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		s, err := modTimestamp(vm, args)
		if err != nil {
			return rt.Unbound, err
		}
		tm := modTmFromTime(time.Unix(s, 0).UTC())
		tm.zone = "GMT"
		return modTmValue(vm, tm), nil
	},
	"localtime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("localtime", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		s, err := modTimestamp(vm, args)
		if err != nil {
			return rt.Unbound, err
		}
		return modTmValue(vm, modTmFromTime(time.Unix(s, 0).Local())), nil
	},
	"mktime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("mktime", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		tm, err := modTmArg(vm, "mktime", args[0])
		if err != nil {
			return rt.Unbound, err
		}
		t := time.Date(tm.year, time.Month(tm.mon), tm.mday, tm.hour, tm.min, tm.sec, 0, time.Local)
		return rt.FloatValue(float64(t.Unix())), nil
	},
	"strptime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		// As CPython's: _strptime._strptime_time(*args) does the work.
		if err := vm.NoKwargs("strptime", kw); err != nil {
			return rt.Unbound, err
		}
		mod, err := vm.Interp.Import(vm, "_strptime", nil, rt.None, 0)
		if err != nil {
			return rt.Unbound, err
		}
		f, err := vm.GetAttr(mod, "_strptime_time")
		if err != nil {
			return rt.Unbound, err
		}
		return vm.Call(f, args, nil)
	},
	"strftime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("strftime", args, 1, 2); err != nil {
			return rt.Unbound, err
		}
		format, ok := vm.StrOf(args[0])
		if !ok {
			return rt.Unbound, vm.TypeError("strftime() argument 1 must be str, not %s", vm.TypeName(args[0]))
		}
		var tm modTm
		if len(args) == 2 {
			var err error
			if tm, err = modTmArg(vm, "strftime", args[1]); err != nil {
				return rt.Unbound, err
			}
			if err := modCheckTm(vm, &tm); err != nil {
				return rt.Unbound, err
			}
		} else {
			tm = modTmFromTime(time.Now())
		}
		return vm.NewStr(modStrftime(format, tm)), nil
	},
	"asctime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("asctime", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		var tm modTm
		if len(args) == 1 {
			var err error
			if tm, err = modTmArg(vm, "asctime", args[0]); err != nil {
				return rt.Unbound, err
			}
			if err := modCheckTm(vm, &tm); err != nil {
				return rt.Unbound, err
			}
		} else {
			tm = modTmFromTime(time.Now())
		}
		return vm.NewStr(modStrftime("%a %b %e %H:%M:%S %Y", tm)), nil
	},
	"ctime": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("ctime", args, 0, 1); err != nil {
			return rt.Unbound, err
		}
		s, err := modTimestamp(vm, args)
		if err != nil {
			return rt.Unbound, err
		}
		return vm.NewStr(modStrftime("%a %b %e %H:%M:%S %Y", modTmFromTime(time.Unix(s, 0).Local()))), nil
	},
	"tzset": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("tzset", args, 0, 0); err != nil {
			return rt.Unbound, err
		}
		return rt.None, modTZSet(vm)
	},
	"get_clock_info": func(vm *rt.VM, args []rt.Value, kw []rt.Kwarg) (rt.Value, error) {
		if err := vm.Arity("get_clock_info", args, 1, 1); err != nil {
			return rt.Unbound, err
		}
		name, _ := vm.StrOf(args[0])
		impl, mono, adj := "", true, false
		switch name {
		case "time":
			impl, mono, adj = "clock_gettime(CLOCK_REALTIME)", false, true
		case "monotonic", "perf_counter":
			impl = "clock_gettime(CLOCK_MONOTONIC)"
		case "process_time":
			impl = "clock_gettime(CLOCK_PROCESS_CPUTIME_ID)"
		case "thread_time":
			impl = "clock_gettime(CLOCK_THREAD_CPUTIME_ID)"
		default:
			return rt.Unbound, vm.ValueError("unknown clock")
		}
		return modtypes.NewNamespace(vm, []string{"implementation", "monotonic", "adjustable", "resolution"},
			[]rt.Value{vm.NewStr(impl), rt.Bool(mono), rt.Bool(adj), rt.FloatValue(1e-09)}), nil
	},
})

func init() {
	register("time", func(vm *rt.VM) (*rt.Module, error) {
		m := vm.NewModule("time")
		rt.FillModule(vm, m, modTimeFuncs)
		d := m.InstanceDict()
		d.SetStr(vm, "struct_time", modTimeStruct.Class.Self())
		d.SetStr(vm, "_STRUCT_TM_ITEMS", rt.SmallInt(11))
		modSetZoneAttrs(vm, d)
		rt.FillModule(vm, m, modClockFuncs)
		for name, v := range modClockConsts {
			d.SetStr(vm, name, rt.SmallInt(v))
		}
		return m, nil
	})
}
