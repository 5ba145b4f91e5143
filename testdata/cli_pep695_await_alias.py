# await in a type alias value.
type X = (await x)
