package langhost

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/pkg/v3/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// Generator turns a bound package into the files of its SDK, by path relative to the SDK's folder.
type Generator func(pkg *schema.Package, req *pulumirpc.GeneratePackageRequest, loader schema.ReferenceLoader) (
	map[string][]byte, error)

// GeneratePackage answers the CLI's GeneratePackage (`pulumi package add`, `pulumi package gen-sdk`): it binds the
// schema of the request, with the CLI's loader for the packages it refers to, and writes the files `generate` makes
// of it into the request's folder. A schema that does not bind is answered with its diagnostics and no files.
func GeneratePackage(req *pulumirpc.GeneratePackageRequest, generate Generator) (*pulumirpc.GeneratePackageResponse, error) {
	client, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer client.Close()
	loader := schema.NewCachedLoader(client)

	var spec schema.PackageSpec
	if err := json.Unmarshal([]byte(req.GetSchema()), &spec); err != nil {
		return nil, fmt.Errorf("could not read the package schema: %w", err)
	}
	pkg, diags, err := schema.BindSpec(spec, loader, schema.ValidationOptions{AllowDanglingReferences: true})
	if err != nil {
		return nil, err
	}
	response := &pulumirpc.GeneratePackageResponse{Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags)}
	if diags.HasErrors() {
		return response, nil
	}
	files, err := generate(pkg, req, loader)
	if err != nil {
		return nil, err
	}
	for name, data := range files {
		path := filepath.Join(req.GetDirectory(), name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, fmt.Errorf("could not create the folder of %s: %w", name, err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return nil, fmt.Errorf("could not write %s: %w", name, err)
		}
	}
	return response, nil
}

// LinkedPackage is a generated SDK the CLI asks a host to link into a program (`pulumi package add`).
type LinkedPackage struct {
	// Package is the SDK's package schema, its `language` section imported for the host's language.
	Package *schema.Package
	// Path is the SDK's folder, relative to the program's.
	Path string
}

// LinkedPackages loads the schema of each package of a Link request through the CLI's loader and imports the
// `language` section of `language` with `importer`.
func LinkedPackages(
	ctx context.Context, req *pulumirpc.LinkRequest, language string, importer schema.Language,
) ([]LinkedPackage, error) {
	client, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer client.Close()
	loader := schema.NewCachedLoader(client)

	linked := make([]LinkedPackage, 0, len(req.GetPackages()))
	for _, dependency := range req.GetPackages() {
		descriptor := dependency.GetPackage()
		if descriptor.GetParameterization() != nil {
			return nil, fmt.Errorf("package %s: parameterized packages cannot be linked by this language host",
				descriptor.GetName())
		}
		var version *semver.Version
		if parsed, err := semver.ParseTolerant(descriptor.GetVersion()); err == nil {
			version = &parsed
		}
		reference, err := schema.LoadPackageReferenceV2(ctx, loader, &schema.PackageDescriptor{
			Name:        descriptor.GetName(),
			Version:     version,
			DownloadURL: descriptor.GetServer(),
		})
		if err != nil {
			return nil, fmt.Errorf("could not load the schema of package %s: %w", descriptor.GetName(), err)
		}
		pkg, err := reference.Definition()
		if err != nil {
			return nil, err
		}
		if err := pkg.ImportLanguages(map[string]schema.Language{language: importer}); err != nil {
			return nil, err
		}
		linked = append(linked, LinkedPackage{Package: pkg, Path: dependency.GetPath()})
	}
	if len(linked) == 0 {
		return nil, errors.New("no package to link")
	}
	return linked, nil
}
