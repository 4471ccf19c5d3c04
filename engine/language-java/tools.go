//go:build tools

// Package java pins the Pulumi Java language host: `go build github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java`
// in this folder builds the version required in go.mod. pulumi-java v1.12.0 requires a pseudo-version of
// github.com/pulumi/pulumi/pkg/v3 that the checksum database does not know; go.mod replaces it (and sdk/v3) with the
// tagged v3.171.0, the first release after it, which it compiles against.
package java

import _ "github.com/pulumi/pulumi-java/pkg/cmd/pulumi-language-java"
