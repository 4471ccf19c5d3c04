// Command pulumi-language-python is the Pulumi CLI's language host for Python programs, for machines that can build
// the CLI from the Go module proxy but cannot obtain upstream's host (its module is not served there).
//
// It runs a program as upstream's host does: `python -u pulumi-language-python-exec --monitor ... <program>` in the
// program's virtual environment, the script taken from the pulumi SDK module beside this host, so the program's
// registrations are those of the `pulumi` package installed from PyPI. It creates the virtual environment and
// installs requirements.txt (`pulumi install`), and generates and links an SDK from a package schema (`pulumi package
// add`, `pulumi package gen-sdk`) with pkg/v3's Python codegen. The toolchain is pip; poetry, uv, a type checker, a
// debugger and Python plugins are not offered.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cloudplatform/pulumi-cloudplatform/engine/languages/internal/langhost"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"github.com/pulumi/pulumi/sdk/v3/python/toolchain"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.0.0-dev"

// execScript is the runner of upstream's Python SDK, installed beside this host.
const execScript = "pulumi-language-python-exec"

func main() {
	langhost.Serve("pulumi-language-python", version, func(base *langhost.Host) pulumirpc.LanguageRuntimeServer {
		return &pythonHost{Host: base}
	})
}

type pythonHost struct {
	*langhost.Host
}

// pythonToolchain is the pip toolchain of a program, with the virtual environment its `runtime.options` name.
func pythonToolchain(info *pulumirpc.ProgramInfo) (toolchain.Toolchain, error) {
	options := info.GetOptions().AsMap()
	for name, value := range options {
		switch name {
		case "virtualenv":
			if _, isString := value.(string); !isString {
				return nil, errors.New("the virtualenv option must be a string")
			}
		case "toolchain":
			if value != "pip" {
				return nil, fmt.Errorf("the toolchain option is %v: this language host runs Python programs with pip only", value)
			}
		default:
			return nil, fmt.Errorf("the %s option is not supported by this language host", name)
		}
	}
	virtualenv, _ := options["virtualenv"].(string)
	return toolchain.ResolveToolchain(toolchain.PythonOptions{
		Root:       info.GetRootDirectory(),
		ProgramDir: info.GetProgramDirectory(),
		Virtualenv: virtualenv,
		Toolchain:  toolchain.Pip,
	})
}

// About reports the python of the program's virtual environment, which the CLI records with each update.
func (h *pythonHost) About(ctx context.Context, req *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	tc, err := pythonToolchain(req.GetInfo())
	if err != nil {
		return nil, err
	}
	info, err := tc.About(ctx)
	if err != nil {
		return nil, err
	}
	return &pulumirpc.AboutResponse{Executable: info.PythonExecutable, Version: info.PythonVersion.String()}, nil
}

// Run runs a program: `python -u pulumi-language-python-exec --monitor ... <entry point> [args]` in the program's
// virtual environment, the stack's config in PULUMI_CONFIG.
func (h *pythonHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	tc, err := pythonToolchain(req.GetInfo())
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	if err := tc.ValidateVenv(ctx); err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	args := []string{"-u", filepath.Join(filepath.Dir(self), execScript)}
	flag := func(name, value string) {
		if value != "" {
			args = append(args, "--"+name, value)
		}
	}
	flag("monitor", req.GetMonitorAddress())
	flag("engine", h.EngineAddress)
	flag("project", req.GetProject())
	flag("root_directory", req.GetInfo().GetRootDirectory())
	flag("stack", req.GetStack())
	flag("pwd", req.GetPwd())
	flag("dry_run", strconv.FormatBool(req.GetDryRun()))
	flag("parallel", strconv.Itoa(int(req.GetParallel())))
	flag("organization", req.GetOrganization())
	args = append(args, req.GetInfo().GetEntryPoint())
	args = append(args, req.GetArgs()...)

	configEnv, err := langhost.ConfigEnv(req.GetConfig(), req.GetConfigSecretKeys())
	if err != nil {
		return nil, err
	}
	runCtx, stop := h.RunContext(ctx)
	defer stop()
	cmd, err := tc.Command(runCtx, args...)
	if err != nil {
		return nil, err
	}
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	cmd.Env = append(cmd.Env, configEnv...)
	return langhost.RunProgram(cmd, "python"), nil
}

// InstallDependencies creates the program's virtual environment if it has none and installs requirements.txt into
// it with pip (`pulumi install`, and `pulumi package add` after linking an SDK).
func (h *pythonHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	if req.GetIsPlugin() {
		return errors.New("Python plugins are not supported by this language host")
	}
	tc, err := pythonToolchain(req.GetInfo())
	if err != nil {
		return err
	}
	return langhost.InstallWithStreams(req, server, func(stdout, stderr io.Writer) error {
		fmt.Fprintln(stdout, "Installing dependencies...")
		if err := tc.InstallDependencies(server.Context(), req.GetInfo().GetProgramDirectory(),
			req.GetUseLanguageVersionTools(), true, stdout, stderr); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "Finished installing dependencies")
		return nil
	})
}

// GeneratePackage writes the Python SDK of a package schema.
func (h *pythonHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	return langhost.GeneratePackage(req, func(pkg *schema.Package, req *pulumirpc.GeneratePackageRequest,
		loader schema.ReferenceLoader,
	) (map[string][]byte, error) {
		return codegen.GeneratePackage("pulumi-language-python", pkg, req.GetExtraFiles(), loader)
	})
}

// GenerateProgram writes a Python program from a PCL one: the code `pulumi import` writes.
func (h *pythonHost) GenerateProgram(
	_ context.Context, req *pulumirpc.GenerateProgramRequest,
) (*pulumirpc.GenerateProgramResponse, error) {
	return langhost.GenerateProgram(req, codegen.GenerateProgram, pcl.PreferOutputVersionedInvokes)
}

// Link adds each generated SDK's folder to the program's requirements.txt and tells the user how to import it.
func (h *pythonHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	tc, err := pythonToolchain(req.GetInfo())
	if err != nil {
		return nil, err
	}
	linked, err := langhost.LinkedPackages(ctx, req, "python", codegen.Importer)
	if err != nil {
		return nil, err
	}
	requirements := map[string]string{}
	var instructions strings.Builder
	instructions.WriteString("You can import the SDK in your Python code with:\n\n")
	for _, sdk := range linked {
		info, _ := sdk.Package.Language["python"].(codegen.PackageInfo)
		name := info.PackageName
		if name == "" {
			name = codegen.PyPack(sdk.Package.Namespace, sdk.Package.Name)
		}
		requirements[name] = sdk.Path
		fmt.Fprintf(&instructions, "  import %s as %s\n", name, strings.ReplaceAll(sdk.Package.Name, "-", "_"))
	}
	if err := tc.LinkPackages(ctx, requirements); err != nil {
		return nil, fmt.Errorf("linking packages: %w", err)
	}
	return &pulumirpc.LinkResponse{ImportInstructions: instructions.String()}, nil
}
