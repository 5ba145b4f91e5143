// Package etree implements _elementtree: the Element type, its tree
// iterators, XML serialisation and parsing (over encoding/xml) for
// xml.etree.ElementTree, which pylib/xml/etree/ElementTree.py builds on it.
package etree

import (
	"fmt"

	rt "github.com/cpjit/cpjit/lang/runtime"
)

// Modules maps the names of the modules this package implements to their
// constructors; stdlib.Install adds them to each VM.
var Modules = map[string]rt.ModuleFunc{}

// Classes of the module.
var (
	ElementType = rt.ModuleClass("xml.etree.ElementTree", "xml.etree.ElementTree.Element", nil)
	iterType    = rt.ModuleClass("_elementtree", "_elementtree._element_iterator", nil)
	childIter   = rt.ModuleClass("_elementtree", "_elementtree._element_children", nil)
	// ParseErrorType is xml.etree.ElementTree.ParseError.
	ParseErrorType = func() *rt.Class {
		c := rt.NewExcClass("ParseError", rt.SyntaxErrorType)
		c.SetAttrStatic("__module__", rt.StaticStr("xml.etree.ElementTree"))
		return c
	}()
)

// Element is an xml.etree.ElementTree.Element.
type Element struct {
	rt.Head
	tag    rt.Value
	attrib rt.Value // a dict, or Unbound while there are no attributes
	text   rt.Value
	tail   rt.Value
	kids   []rt.Value
}

// Trace implements Object.
func (e *Element) Trace(t *rt.Tracer) {
	t.Mark(e.tag)
	t.Mark(e.attrib)
	t.Mark(e.text)
	t.Mark(e.tail)
	t.MarkAll(e.kids)
}

func elemOf(vm *rt.VM, v rt.Value) (*Element, bool) {
	e, ok := vm.Get0(v).(*Element)
	return e, ok
}

func elemSelf(vm *rt.VM, v rt.Value, name string) (*Element, error) {
	e, ok := elemOf(vm, v)
	if !ok {
		return nil, vm.TypeError("descriptor '%s' for 'xml.etree.ElementTree.Element' objects doesn't apply to a '%s' object", name, vm.TypeName(v))
	}
	return e, nil
}

func newElement(vm *rt.VM, cls *rt.Class, tag rt.Value) (*Element, rt.Value) {
	e := &Element{tag: tag, attrib: rt.Unbound, text: rt.None, tail: rt.None}
	e.SetClass(cls)
	v := vm.Alloc(e)
	if cls != ElementType {
		e.SetInstanceDict(vm.NewDictObj())
	}
	return e, v
}

// attribDict returns the element's attribute dict, creating it.
func (e *Element) attribDict(vm *rt.VM) *rt.Dict {
	if e.attrib == rt.Unbound {
		d := vm.NewDictObj()
		e.attrib = d.Self()
		return d
	}
	d, _ := vm.Get0(e.attrib).(*rt.Dict)
	return d
}

// attribs returns the attribute dict or nil when there is none.
func (e *Element) attribs(vm *rt.VM) *rt.Dict {
	if e.attrib == rt.Unbound {
		return nil
	}
	d, _ := vm.Get0(e.attrib).(*rt.Dict)
	return d
}

// setAttrib initialises the attributes from attrib (a dict or Unbound) and
// keyword arguments.
func (e *Element) setAttrib(vm *rt.VM, attrib rt.Value, kw []rt.Kwarg, what string) error {
	if attrib != rt.Unbound {
		src, ok := vm.Get0(attrib).(*rt.Dict)
		if !ok {
			return vm.TypeError("%s must be dict, not %s", what, vm.TypeName(attrib))
		}
		if src.Len() > 0 {
			e.attrib = copyDict(vm, src).Self()
		}
	}
	if len(kw) > 0 {
		d := e.attribDict(vm)
		for _, k := range kw {
			d.SetStr(vm, k.Name, k.Value)
		}
	}
	return nil
}

func checkElement(vm *rt.VM, v rt.Value, fname string) error {
	if _, ok := elemOf(vm, v); !ok {
		return vm.TypeError("%s must be xml.etree.ElementTree.Element, not %s", fname, vm.TypeName(v))
	}
	return nil
}

func (e *Element) repr(vm *rt.VM) (string, error) {
	r, err := vm.Repr(e.tag)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("<Element %s at %#x>", r, uint64(e.Self())&0xffffffffffff), nil
}

// iterator walks a subtree depth first, optionally filtering by tag.
type iterator struct {
	rt.Head
	stack []iterFrame
	tag   rt.Value // Unbound: every element
	text  bool     // itertext
	root  rt.Value
	done  bool
	// pending texts for itertext
	queue []rt.Value
}

type iterFrame struct {
	e *Element
	i int
}

// Trace implements Object.
func (it *iterator) Trace(t *rt.Tracer) {
	t.Mark(it.tag)
	t.Mark(it.root)
	t.MarkAll(it.queue)
	for _, f := range it.stack {
		t.MarkObj(f.e)
	}
}

func (it *iterator) match(vm *rt.VM, e *Element) (bool, error) {
	if it.tag == rt.Unbound {
		return true, nil
	}
	if e.tag == it.tag {
		return true, nil
	}
	if !e.tag.IsHandle() {
		return vm.Eq(e.tag, it.tag)
	}
	if a, ok := vm.Get0(e.tag).(*rt.Str); ok {
		if b, ok := vm.Get0(it.tag).(*rt.Str); ok {
			return a.S == b.S, nil
		}
	}
	return vm.Eq(e.tag, it.tag)
}

// Next implements Iterator.
func (it *iterator) Next(vm *rt.VM) (rt.Value, bool, error) {
	if it.text {
		return it.nextText(vm)
	}
	if it.done {
		return rt.Unbound, false, nil
	}
	if it.stack == nil {
		e, _ := elemOf(vm, it.root)
		it.stack = append(it.stack, iterFrame{e, 0})
		if ok, err := it.match(vm, e); err != nil || ok {
			return e.Self(), err == nil, err
		}
	}
	for len(it.stack) > 0 {
		top := &it.stack[len(it.stack)-1]
		if top.i >= len(top.e.kids) {
			it.stack = it.stack[:len(it.stack)-1]
			continue
		}
		kv := top.e.kids[top.i]
		top.i++
		k, ok := elemOf(vm, kv)
		if !ok {
			continue
		}
		it.stack = append(it.stack, iterFrame{k, 0})
		if ok, err := it.match(vm, k); err != nil {
			return rt.Unbound, false, err
		} else if ok {
			return kv, true, nil
		}
	}
	it.done = true
	return rt.Unbound, false, nil
}

// nextText yields texts and tails in document order (skipping comments
// and processing instructions, whose tags are not strings).
func (it *iterator) nextText(vm *rt.VM) (rt.Value, bool, error) {
	for {
		if len(it.queue) > 0 {
			v := it.queue[0]
			it.queue = it.queue[1:]
			if s, ok := vm.Get0(v).(*rt.Str); ok && s.S == "" {
				continue
			}
			return v, true, nil
		}
		if it.done {
			return rt.Unbound, false, nil
		}
		if it.stack == nil {
			e, _ := elemOf(vm, it.root)
			it.stack = append(it.stack, iterFrame{e, 0})
			if _, isStr := vm.StrOf(e.tag); !isStr && e.tag != rt.None {
				it.done = true
				continue
			}
			if e.text != rt.None {
				it.queue = append(it.queue, e.text)
			}
			continue
		}
		if len(it.stack) == 0 {
			it.done = true
			continue
		}
		top := &it.stack[len(it.stack)-1]
		if top.i >= len(top.e.kids) {
			it.stack = it.stack[:len(it.stack)-1]
			if len(it.stack) > 0 && top.e.tail != rt.None {
				it.queue = append(it.queue, top.e.tail)
			}
			continue
		}
		kv := top.e.kids[top.i]
		top.i++
		k, ok := elemOf(vm, kv)
		if !ok {
			continue
		}
		it.stack = append(it.stack, iterFrame{k, 0})
		if _, isStr := vm.StrOf(k.tag); (isStr || k.tag == rt.None) && k.text != rt.None {
			it.queue = append(it.queue, k.text)
		} else if !isStr && k.tag != rt.None {
			// a comment or PI: its text is skipped, its children too
			it.stack[len(it.stack)-1].i = len(k.kids)
		}
	}
}

func newIter(vm *rt.VM, root rt.Value, tag rt.Value, text bool) rt.Value {
	it := &iterator{root: root, tag: tag, text: text}
	it.SetClass(iterType)
	return vm.Alloc(it)
}

// children iterates an element's children by index, as the sequence
// protocol does (it sees changes made during the iteration).
type children struct {
	rt.Head
	e *Element
	i int
}

// Trace implements Object.
func (c *children) Trace(t *rt.Tracer) {
	if c.e != nil {
		t.MarkObj(c.e)
	}
}

// Next implements Iterator.
func (c *children) Next(vm *rt.VM) (rt.Value, bool, error) {
	if c.e == nil || c.i >= len(c.e.kids) {
		c.e = nil
		return rt.Unbound, false, nil
	}
	v := c.e.kids[c.i]
	c.i++
	return v, true, nil
}

// copyDict returns a new dict with src's items.
func copyDict(vm *rt.VM, src *rt.Dict) *rt.Dict {
	d := vm.NewDictObj()
	for i := 0; ; {
		k, v, next, ok := src.EntryAt(i)
		if !ok {
			break
		}
		_ = d.Set(vm, k, v)
		i = next
	}
	return d
}
