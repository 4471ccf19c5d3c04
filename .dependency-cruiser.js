// `npm run check:imports`: the import rules of src/ (DESIGN.md, "Layers": data flows down, nothing flows up).
// Type-only imports count: they cost nothing at run time, but a type that flows up tangles the layers as much.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "A module of src/ reaches itself through its imports: move what the two sides share to where it belongs.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "client-below-pulumi-layer",
      severity: "error",
      comment: "The client knows HTTP and the API, nothing of Pulumi, the providers or the simulator.",
      from: { path: "^src/client/" },
      to: { path: "^src/(providers|resources|plugin|data|simulator)/" },
    },
    {
      name: "api-table-neutral",
      severity: "error",
      comment: "The operations table and the models are neutral: the client, the errors and the simulator import them.",
      from: { path: "^src/api/" },
      to: { path: "^src/(client|errors|simulator|providers|resources|plugin|data)/" },
    },
    {
      name: "simulator-apart-from-client",
      severity: "error",
      comment: "The simulator stands for the API: it shares the operations table with the client, never the client.",
      from: { path: "^src/simulator/" },
      to: { path: "^src/client/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
  },
};
