//go:build tools

// Package yaml pins the Pulumi YAML language host: `go build github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml`
// in this folder builds the version required in go.mod, with the pulumi/pkg it requires.
package yaml

import _ "github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml"
