// Command pulumi-language-nodejs is the Pulumi CLI's language host for Node.js programs and plugins, for machines that
// can build the CLI from the Go module proxy but cannot obtain upstream's host (its module is not served there).
//
// It does what upstream's host does to run a program or a plugin: it starts @pulumi/pulumi's own cmd/run (or
// cmd/run-plugin), resolved from the program's folder, with the same arguments and environment, and interrupts it when
// the CLI cancels. The program's registrations, serialization and dynamic providers are therefore @pulumi/pulumi's
// own. It installs dependencies with npm, and generates an SDK (`pulumi package gen-sdk`) and the code `pulumi import`
// writes with pkg/v3's Node.js codegen. What upstream adds on top (linking an SDK into a program, the list of required
// plugins, a debugger, tracing) answers "unimplemented", which the CLI treats as a host that does not offer it.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cloudplatform/pulumi-cloudplatform/engine/languages/internal/langhost"
	"github.com/google/shlex"
	codegen "github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/sdk/v3/go/common/resource/config"
	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.0.0-dev"

func main() {
	langhost.Serve("pulumi-language-nodejs", version, func(base *langhost.Host) pulumirpc.LanguageRuntimeServer {
		return &nodeHost{Host: base}
	})
}

type nodeHost struct {
	*langhost.Host
}

// About reports the node that runs programs, which the CLI records with each update.
func (h *nodeHost) About(ctx context.Context, _ *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	return langhost.AboutExecutable(ctx, "node", "v", "--version")
}

// Run runs a program: `node [nodeargs] <@pulumi/pulumi/cmd/run> --monitor ... <entry point> [args]`, its output
// passed through, the stack's config in PULUMI_CONFIG.
func (h *nodeHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	options, err := parseRuntimeOptions(req.GetInfo().GetOptions().AsMap())
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	programDir := req.GetInfo().GetProgramDirectory()
	runPath, err := resolveModule(programDir, "@pulumi/pulumi/cmd/run", "pulumi install")
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	config, err := programConfig(req.GetConfig())
	if err != nil {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("failed to read the configuration: %v", err)}, nil
	}
	configEnv, err := langhost.ConfigEnv(config, req.GetConfigSecretKeys())
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}

	args := append(options.nodeArgs, runPath)
	flag := func(name, value string) {
		if value != "" {
			args = append(args, "--"+name, value)
		}
	}
	flag("monitor", req.GetMonitorAddress())
	flag("engine", h.EngineAddress)
	flag("organization", req.GetOrganization())
	flag("project", req.GetProject())
	flag("root-directory", req.GetInfo().GetRootDirectory())
	flag("stack", req.GetStack())
	flag("pwd", programDir)
	if req.GetDryRun() {
		args = append(args, "--dry-run")
	}
	flag("parallel", strconv.Itoa(int(req.GetParallel())))
	args = append(args, req.GetInfo().GetEntryPoint())
	args = append(args, req.GetArgs()...)

	runCtx, stop := h.RunContext(ctx)
	defer stop()
	cmd := exec.CommandContext(runCtx, "node", args...)
	cmd.Env = append(os.Environ(), configEnv...)
	cmd.Env = append(cmd.Env, options.env()...)
	return langhost.RunProgram(cmd, "node"), nil
}

// RunPlugin runs a plugin folder whose PulumiPlugin.yaml says `runtime: nodejs`:
// `node <@pulumi/pulumi/cmd/run-plugin> <folder> [args]`, its output streamed back to the CLI.
func (h *nodeHost) RunPlugin(req *pulumirpc.RunPluginRequest, server pulumirpc.LanguageRuntime_RunPluginServer) error {
	if req.GetKind() == "analyzer" {
		return errors.New("policy packs are not supported by this language host")
	}
	options, err := parseRuntimeOptions(req.GetInfo().GetOptions().AsMap())
	if err != nil {
		return err
	}
	pluginDir := req.GetInfo().GetProgramDirectory()
	runPath, err := resolveModule(pluginDir, "@pulumi/pulumi/cmd/run-plugin", "npm install in "+pluginDir)
	if err != nil {
		return err
	}
	closer, stdout, stderr, err := rpcutil.MakeRunPluginStreams(server, false)
	if err != nil {
		return err
	}
	defer closer.Close()

	args := append(options.nodeArgs, runPath, pluginDir)
	cmd := exec.CommandContext(server.Context(), "node", append(args, req.GetArgs()...)...)
	cmd.Dir = req.GetPwd()
	cmd.Env = append(req.GetEnv(), options.env()...)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Errorf("Program exited with non-zero exit code: %d", exit.ExitCode())
		}
		return fmt.Errorf("could not run node: %w", err)
	}
	return closer.Close()
}

// InstallDependencies runs `npm install` in the folder of a program or of a plugin (`pulumi install`, `pulumi package
// add` of a plugin folder, and of an SDK once linked). A plugin whose package.json lists no dependencies, such as one
// inside an installed npm package, is left as it is.
func (h *nodeHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest, server pulumirpc.LanguageRuntime_InstallDependenciesServer,
) error {
	return langhost.InstallWithStreams(req, server, func(stdout, stderr io.Writer) error {
		if req.GetIsPlugin() {
			manifest, err := readManifest(req.GetInfo().GetProgramDirectory())
			if err != nil {
				return err
			}
			if len(manifest.Dependencies) == 0 {
				return nil
			}
		}
		install := exec.CommandContext(server.Context(), "npm", "install", "--no-audit", "--no-fund")
		install.Dir = req.GetInfo().GetProgramDirectory()
		install.Stdout, install.Stderr = stdout, stderr
		if err := install.Run(); err != nil {
			return fmt.Errorf("`npm install` in %s failed: %w", install.Dir, err)
		}
		return nil
	})
}

// GeneratePackage writes the Node.js SDK of a package schema (TypeScript sources and a package.json).
func (h *nodeHost) GeneratePackage(
	_ context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	return langhost.GeneratePackage(req, func(pkg *schema.Package, req *pulumirpc.GeneratePackageRequest,
		loader schema.ReferenceLoader,
	) (map[string][]byte, error) {
		return codegen.GeneratePackage("pulumi-language-nodejs", pkg, req.GetExtraFiles(), req.GetLocalDependencies(),
			req.GetLocal(), loader)
	})
}

// GenerateProgram writes a TypeScript program from a PCL one: the code `pulumi import` writes.
func (h *nodeHost) GenerateProgram(
	_ context.Context, req *pulumirpc.GenerateProgramRequest,
) (*pulumirpc.GenerateProgramResponse, error) {
	return langhost.GenerateProgram(req, codegen.GenerateProgram)
}

// manifest is what this host reads of a package.json.
type manifest struct {
	Dependencies map[string]string `json:"dependencies"`
}

func readManifest(dir string) (manifest, error) {
	var parsed manifest
	text, err := os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return parsed, err
	}
	if err := json.Unmarshal(text, &parsed); err != nil {
		return parsed, fmt.Errorf("%s: %w", filepath.Join(dir, "package.json"), err)
	}
	return parsed, nil
}

// runtimeOptions are the `runtime.options` of Pulumi.yaml that change how node runs the program.
type runtimeOptions struct {
	typescript   bool
	tsconfigPath string
	nodeArgs     []string
}

func parseRuntimeOptions(options map[string]any) (runtimeOptions, error) {
	parsed := runtimeOptions{typescript: true}
	if value, ok := options["typescript"]; ok {
		typescript, isBool := value.(bool)
		if !isBool {
			return parsed, errors.New("the typescript option must be a boolean")
		}
		parsed.typescript = typescript
	}
	if value, ok := options["tsconfig"]; ok {
		path, isString := value.(string)
		if !isString {
			return parsed, errors.New("the tsconfig option must be a string")
		}
		parsed.tsconfigPath = path
	}
	if value, ok := options["nodeargs"]; ok {
		text, isString := value.(string)
		if !isString {
			return parsed, errors.New("the nodeargs option must be a string")
		}
		args, err := shlex.Split(text)
		if err != nil {
			return parsed, fmt.Errorf("the nodeargs option: %w", err)
		}
		parsed.nodeArgs = args
	}
	return parsed, nil
}

// env is what @pulumi/pulumi's run scripts read of the options.
func (o runtimeOptions) env() []string {
	var env []string
	if o.typescript {
		env = append(env, "PULUMI_NODEJS_TYPESCRIPT=true")
	}
	if o.tsconfigPath != "" {
		env = append(env, "PULUMI_NODEJS_TSCONFIG_PATH="+o.tsconfigPath)
	}
	return env
}

// resolveModule resolves a module as node does from dir, so that the program's own @pulumi/pulumi runs it.
func resolveModule(dir, module, installHint string) (string, error) {
	script := fmt.Sprintf(`try { console.log(require.resolve(%q)) } catch (e) { `+
		`console.error(e.code === "MODULE_NOT_FOUND" ? "It looks like the Pulumi SDK has not been installed. Have you run %s?" : e.message); `+
		`process.exit(1) }`, module, installHint)
	cmd := exec.Command("node", "-e", script)
	cmd.Dir = dir
	out, err := cmd.Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return "", errors.New(strings.TrimSpace(string(exit.Stderr)))
	}
	if err != nil {
		return "", fmt.Errorf("could not run node: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// programConfig is the stack's config as @pulumi/pulumi reads it from PULUMI_CONFIG: keys as
// `<namespace>:config:<name>`, the form every version of the SDK understands.
func programConfig(values map[string]string) (map[string]string, error) {
	transformed := make(map[string]string, len(values))
	for key, value := range values {
		parsed, err := config.ParseKey(key)
		if err != nil {
			return nil, err
		}
		transformed[parsed.Namespace()+":config:"+parsed.Name()] = value
	}
	return transformed, nil
}
