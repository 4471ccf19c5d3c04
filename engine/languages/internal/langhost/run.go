package langhost

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// exitAfterActionableMessage is the exit code by which every Pulumi language SDK's runner says that the program
// failed and that the user has already been shown why.
const exitAfterActionableMessage = 32

// RunProgram runs a program's process to its end, its output passed through to the CLI, interrupted (SIGINT, then
// killed 5 s later) when the context it was made with ends, and answers the CLI's Run with how it ended.
func RunProgram(cmd *exec.Cmd, what string) *pulumirpc.RunResponse {
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 5 * time.Second
	// Wrapped so that exec copies through a pipe: the program may switch a descriptor it inherits to non-blocking mode.
	cmd.Stdout = struct{ *os.File }{os.Stdout}
	cmd.Stderr = struct{ *os.File }{os.Stderr}
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return &pulumirpc.RunResponse{}
	case errors.As(err, &exit) && exit.ExitCode() == exitAfterActionableMessage:
		return &pulumirpc.RunResponse{Bail: true}
	case errors.As(err, &exit):
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("Program exited with non-zero exit code: %d", exit.ExitCode())}
	default:
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("could not run %s: %v", what, err)}
	}
}

// ConfigEnv is the stack's config as every Pulumi language SDK reads it: PULUMI_CONFIG (a JSON object) and
// PULUMI_CONFIG_SECRET_KEYS (a JSON array of the keys whose values are secret).
func ConfigEnv(config map[string]string, secretKeys []string) ([]string, error) {
	if config == nil {
		config = map[string]string{}
	}
	if secretKeys == nil {
		secretKeys = []string{}
	}
	configJSON, err := json.Marshal(config)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize configuration: %w", err)
	}
	secretKeysJSON, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, fmt.Errorf("failed to serialize secret configuration keys: %w", err)
	}
	return []string{"PULUMI_CONFIG=" + string(configJSON), "PULUMI_CONFIG_SECRET_KEYS=" + string(secretKeysJSON)}, nil
}
