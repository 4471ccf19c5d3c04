import { useProviderPlugin } from "../helpers/installed-package";

// The Volume scenarios of the dynamic resource (requests, answers, drift), run unchanged through the provider plugin.
useProviderPlugin();
require("../resources/volume.test");
