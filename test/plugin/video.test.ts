import { useProviderPlugin } from "../helpers/installed-package";

// The Video scenarios of the dynamic resource (requests, answers, drift), run unchanged through the provider plugin.
useProviderPlugin();
require("../resources/video.test");
