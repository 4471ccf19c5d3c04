//go:build tools

// Package cli pins the Pulumi CLI: `go build github.com/pulumi/pulumi/pkg/v3/cmd/pulumi` in this folder builds the
// version required in go.mod, with the replace that pkg/v3's own go.mod makes.
package cli

import _ "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi"
