package langhost

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"

	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// AboutExecutable answers About with the executable `name` found on the PATH and the version that `name args...`
// prints, `prefix` removed (`v` of node's `v20.1.0`, `go` of `go1.26.0`).
func AboutExecutable(ctx context.Context, name, prefix string, args ...string) (*pulumirpc.AboutResponse, error) {
	executable, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("could not find %s on the PATH: %w", name, err)
	}
	out, err := exec.CommandContext(ctx, executable, args...).Output()
	if err != nil {
		return nil, fmt.Errorf("could not run %s %s: %w", name, strings.Join(args, " "), err)
	}
	version := strings.TrimPrefix(strings.TrimSpace(string(out)), prefix)
	return &pulumirpc.AboutResponse{Executable: executable, Version: version}, nil
}

// InstallWithStreams runs `install` with the output streams of an InstallDependencies call, which the CLI shows as
// the install's progress; they are closed once `install` succeeds.
func InstallWithStreams(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
	install func(stdout, stderr io.Writer) error,
) error {
	closer, stdout, stderr, err := rpcutil.MakeInstallDependenciesStreams(server, req.GetIsTerminal())
	if err != nil {
		return err
	}
	defer closer.Close()
	if err := install(stdout, stderr); err != nil {
		return err
	}
	return closer.Close()
}
