// Command pulumi-language-go is the Pulumi CLI's language host for Go programs, for machines that can build the CLI
// from the Go module proxy but cannot obtain upstream's host (its module is not served there).
//
// It runs a program as upstream's host does: `go build` of the program's folder into a temporary file, then that
// binary with the engine's addresses, the stack and its config in the environment that
// github.com/pulumi/pulumi/sdk/v3/go/pulumi reads. It installs the program's modules (`go mod tidy`), and generates
// and links an SDK from a package schema (`pulumi package add`, `pulumi package gen-sdk`) with pkg/v3's Go codegen.
// Prebuilt binaries (the `binary` option), a debugger and Go plugins are not offered.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cloudplatform/pulumi-cloudplatform/engine/languages/internal/langhost"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"golang.org/x/mod/modfile"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.0.0-dev"

func main() {
	langhost.Serve("pulumi-language-go", version, func(base *langhost.Host) pulumirpc.LanguageRuntimeServer {
		return &goHost{Host: base}
	})
}

type goHost struct {
	*langhost.Host
}

// About reports the go that builds programs, which the CLI records with each update.
func (h *goHost) About(ctx context.Context, _ *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	return langhost.AboutExecutable(ctx, "go", "go", "env", "GOVERSION")
}

// Run builds the program with `go build` and runs the binary, the run's settings in its environment.
func (h *goHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	if len(req.GetInfo().GetOptions().AsMap()) > 0 {
		return &pulumirpc.RunResponse{Error: "runtime options are not supported by this language host"}, nil
	}
	binary, err := os.CreateTemp("", "pulumi-go-program-*")
	if err != nil {
		return nil, fmt.Errorf("could not create a file for the program's binary: %w", err)
	}
	binary.Close()
	defer os.Remove(binary.Name())
	build := exec.CommandContext(ctx, "go", "build", "-buildvcs=false", "-trimpath", "-o", binary.Name(), ".")
	build.Dir = req.GetInfo().GetProgramDirectory()
	if output, err := build.CombinedOutput(); err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("go build of the program failed: %v\n%s", err, output)}, nil
	}

	env, err := langhost.ConfigEnv(req.GetConfig(), req.GetConfigSecretKeys())
	if err != nil {
		return nil, err
	}
	setting := func(name, value string) {
		if value != "" {
			env = append(env, name+"="+value)
		}
	}
	setting(pulumi.EnvOrganization, req.GetOrganization())
	setting(pulumi.EnvProject, req.GetProject())
	setting(pulumi.EnvPulumiRootDirectory, req.GetInfo().GetRootDirectory())
	setting(pulumi.EnvStack, req.GetStack())
	setting(pulumi.EnvDryRun, strconv.FormatBool(req.GetDryRun()))
	setting(pulumi.EnvParallel, strconv.Itoa(int(req.GetParallel())))
	setting(pulumi.EnvMonitor, req.GetMonitorAddress())
	setting(pulumi.EnvEngine, h.EngineAddress)

	runCtx, stop := h.RunContext(ctx)
	defer stop()
	cmd := exec.CommandContext(runCtx, binary.Name(), req.GetArgs()...)
	cmd.Dir = req.GetPwd()
	cmd.Env = append(os.Environ(), env...)
	return langhost.RunProgram(cmd, "the program's binary"), nil
}

// InstallDependencies runs `go mod tidy` in the program's folder (`pulumi install`, and `pulumi package add` after
// linking an SDK): it adds the modules the program imports to go.mod and fetches them.
func (h *goHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	if req.GetIsPlugin() {
		return errors.New("Go plugins are not supported by this language host")
	}
	return langhost.InstallWithStreams(req, server, func(stdout, stderr io.Writer) error {
		fmt.Fprintln(stdout, "Installing dependencies...")
		tidy := exec.CommandContext(server.Context(), "go", "mod", "tidy")
		tidy.Dir = req.GetInfo().GetProgramDirectory()
		tidy.Stdout, tidy.Stderr = stdout, stderr
		if err := tidy.Run(); err != nil {
			return fmt.Errorf("`go mod tidy` failed to install dependencies: %w", err)
		}
		fmt.Fprintln(stdout, "Finished installing dependencies")
		return nil
	})
}

// GeneratePackage writes the Go SDK of a package schema.
func (h *goHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	if len(req.GetExtraFiles()) > 0 {
		return nil, errors.New("overlays are not supported for Go")
	}
	return langhost.GeneratePackage(req, func(pkg *schema.Package, req *pulumirpc.GeneratePackageRequest,
		_ schema.ReferenceLoader,
	) (map[string][]byte, error) {
		return codegen.GeneratePackage("pulumi-language-go", pkg, req.GetLocalDependencies())
	})
}

// GenerateProgram writes a Go program from a PCL one: the code `pulumi import` writes.
func (h *goHost) GenerateProgram(
	_ context.Context, req *pulumirpc.GenerateProgramRequest,
) (*pulumirpc.GenerateProgramResponse, error) {
	return langhost.GenerateProgram(req, codegen.GenerateProgram)
}

// Link points the program's go.mod at each generated SDK's folder (a `replace` of its module path) and tells the user
// how to import it; InstallDependencies then requires it.
func (h *goHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	linked, err := langhost.LinkedPackages(ctx, req, "go", codegen.Importer)
	if err != nil {
		return nil, err
	}
	goModPath := filepath.Join(req.GetInfo().GetProgramDirectory(), "go.mod")
	text, err := os.ReadFile(goModPath)
	if err != nil {
		return nil, fmt.Errorf("the program has no go.mod to link the SDK into: %w", err)
	}
	goMod, err := modfile.Parse(goModPath, text, nil)
	if err != nil {
		return nil, err
	}
	var instructions strings.Builder
	instructions.WriteString("You can import the SDK in your Go code with:\n\n  import (\n")
	for _, sdk := range linked {
		// `pulumi package add` generates every SDK as a packable module, with its own go.mod.
		sdk.Package.SupportPack = true
		modulePath, importPath, err := codegen.ModuleAndImportPath(sdk.Package)
		if err != nil {
			return nil, err
		}
		if err := goMod.AddReplace(modulePath, "", "./"+filepath.ToSlash(sdk.Path), ""); err != nil {
			return nil, fmt.Errorf("could not add a replace of %s to go.mod: %w", modulePath, err)
		}
		fmt.Fprintf(&instructions, "    %q\n", importPath)
	}
	instructions.WriteString("  )\n")
	formatted, err := goMod.Format()
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(goModPath, formatted, 0o644); err != nil {
		return nil, err
	}
	return &pulumirpc.LinkResponse{ImportInstructions: instructions.String()}, nil
}
