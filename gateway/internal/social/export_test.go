package social

// FlexBool is exported for tests.
type FlexBool = flexBool
