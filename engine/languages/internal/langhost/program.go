package langhost

import (
	"errors"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/pkg/v3/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// ProgramGenerator turns a bound Pulumi program into the source files of a program in the host's language.
type ProgramGenerator func(program *pcl.Program) (map[string][]byte, hcl.Diagnostics, error)

// GenerateProgram answers the CLI's GenerateProgram (the code `pulumi import` writes): it parses and binds the PCL
// program of the request, with the CLI's loader for the packages it uses, and gives the files `generate` makes of it.
func GenerateProgram(
	req *pulumirpc.GenerateProgramRequest, generate ProgramGenerator, options ...pcl.BindOption,
) (*pulumirpc.GenerateProgramResponse, error) {
	client, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer client.Close()

	parser := syntax.NewParser()
	for path, contents := range req.GetSource() {
		if err := parser.ParseFile(strings.NewReader(contents), path); err != nil {
			return nil, err
		}
		if parser.Diagnostics.HasErrors() {
			return nil, parser.Diagnostics
		}
	}
	if !req.GetStrict() {
		options = append(options, pcl.NonStrictBindOptions()...)
	}
	program, diags, err := pcl.BindProgram(parser.Files, schema.NewCachedLoader(client), options...)
	if err != nil {
		return nil, err
	}
	response := &pulumirpc.GenerateProgramResponse{Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags)}
	if diags.HasErrors() {
		return response, nil
	}
	if program == nil {
		return nil, errors.New("the program did not bind")
	}
	files, diags, err := generate(program)
	if err != nil {
		return nil, err
	}
	response.Source = files
	response.Diagnostics = append(response.Diagnostics, plugin.HclDiagnosticsToRPCDiagnostics(diags)...)
	return response, nil
}
