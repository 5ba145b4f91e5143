package etree

import (
	"testing"

	rt "github.com/cpjit/cpjit/lang/runtime"
	"github.com/cpjit/cpjit/lang/stdlib/internal/modtest"
	"github.com/stretchr/testify/require"
)

func TestParseSerialize(t *testing.T) {
	vm := modtest.NewVM(Modules)
	m := modtest.Module(t, vm, "_elementtree")
	doc := `<r xmlns:p="urn:p" a="1"><p:x>t &amp; u</p:x>tail<y b="&lt;"/></r>`
	root := modtest.Call(t, vm, m, "parse", vm.NewStr(doc), rt.SmallInt(0), rt.None, rt.None)
	tag, err := vm.GetAttr(root, "tag")
	require.NoError(t, err)
	require.Equal(t, "'r'", modtest.Repr(t, vm, tag))
	kid, err := vm.GetItem(root, rt.SmallInt(0))
	require.NoError(t, err)
	ktag, _ := vm.GetAttr(kid, "tag")
	require.Equal(t, "'{urn:p}x'", modtest.Repr(t, vm, ktag))
	out := modtest.Call(t, vm, m, "serialize", root, vm.NewStr("xml"), rt.True, rt.None, vm.NewDict(), rt.None, rt.None, rt.None)
	require.Equal(t, `'<r xmlns:ns0="urn:p" a="1"><ns0:x>t &amp; u</ns0:x>tail<y b="&lt;" /></r>'`, modtest.Repr(t, vm, out))
}

func TestParseErrors(t *testing.T) {
	vm := modtest.NewVM(Modules)
	m := modtest.Module(t, vm, "_elementtree")
	for doc, want := range map[string]string{
		"<a><b></a>":                 "mismatched tag: line 1, column 8",
		"<a>":                        "no element found: line 1, column 3",
		"":                           "no element found: line 1, column 0",
		"<a/><b/>":                   "junk after document element: line 1, column 4",
		"<a>&foo;</a>":               "undefined entity: line 1, column 3",
		"<a x='1' x=''":              "unclosed token: line 1, column 0",
		"<p:a/>":                     "unbound prefix: line 1, column 0",
		"<a>\n <b c='1' c='2'/></a>": "duplicate attribute: line 2, column 10",
	} {
		_, err := vm.CallMethod(m, "parse", vm.NewStr(doc), rt.SmallInt(0), rt.None, rt.None)
		require.Error(t, err, doc)
		require.Equal(t, want, modtest.ExcMsg(t, vm, err), doc)
		require.True(t, rt.ExceptionMatches(err, rt.SyntaxErrorType), "ParseError is a SyntaxError")
	}
}
