import { useProviderPlugin } from "../helpers/installed-package";

// The big-stack scenarios (shared reads, freshness, one write at a time per object, rate limits) through the plugin.
useProviderPlugin();
require("../resources/big-stack.test");
