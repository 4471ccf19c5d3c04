// Package langhost holds what this repository's language hosts share: serving the LanguageRuntime gRPC service the
// way the Pulumi CLI starts a host, cancelling a running program, and generating and linking an SDK from a package
// schema with the codegen of github.com/pulumi/pulumi/pkg/v3.
package langhost

import (
	"context"
	"fmt"
	"os"

	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"
)

// Serve runs a language host as the CLI starts one: `<host> [flags] <engine address>` (the CLI passes flags of
// upstream's hosts, such as -tracing and -root, before the engine's address, which comes last), or `<host> -version`.
// It prints the port it serves on, as the CLI expects, and serves until the CLI stops it.
func Serve(name, version string, newHost func(base *Host) pulumirpc.LanguageRuntimeServer) {
	if len(os.Args) == 2 && os.Args[1] == "-version" {
		fmt.Println(version)
		return
	}
	engineAddress := ""
	if len(os.Args) > 1 {
		engineAddress = os.Args[len(os.Args)-1]
	}
	cancelled, cancel := context.WithCancel(context.Background())
	base := &Host{EngineAddress: engineAddress, version: version, cancelled: cancelled, cancel: cancel}
	handle, err := rpcutil.ServeWithOptions(rpcutil.ServeOptions{
		Init: func(srv *grpc.Server) error {
			pulumirpc.RegisterLanguageRuntimeServer(srv, newHost(base))
			return nil
		},
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: could not start its gRPC server: %v\n", name, err)
		os.Exit(1)
	}
	fmt.Printf("%d\n", handle.Port)
	if err := <-handle.Done; err != nil {
		fmt.Fprintf(os.Stderr, "%s: stopped serving: %v\n", name, err)
		os.Exit(1)
	}
}

// Host is what every language host here shares, embedded in each: the calls a host does not offer answer
// "unimplemented" (which the CLI takes as a host that does not offer them), GetPluginInfo gives the build's version,
// and Cancel interrupts the program running then.
type Host struct {
	pulumirpc.UnimplementedLanguageRuntimeServer
	// EngineAddress is the engine's gRPC address, which a program reports its logs to.
	EngineAddress string
	version       string
	cancelled     context.Context
	cancel        context.CancelFunc
}

func (h *Host) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: h.version}, nil
}

// Cancel answers the CLI's Cancel call, which it makes when an update stops early.
func (h *Host) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	h.cancel()
	return &emptypb.Empty{}, nil
}

// RunContext ends when the CLI cancels or when the Run call `ctx` ends, whichever comes first.
func (h *Host) RunContext(ctx context.Context) (context.Context, context.CancelFunc) {
	runCtx, stop := context.WithCancel(h.cancelled)
	context.AfterFunc(ctx, stop)
	return runCtx, stop
}
