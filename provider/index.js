// `@pulumi/pulumi/cmd/run-plugin` requires this folder and calls the function it exports.
module.exports = require("../dist/plugin/main.js").main;
