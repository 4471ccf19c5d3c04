import { useProviderPlugin } from "../helpers/installed-package";

// The ExternalDnsCertificate scenarios of the dynamic resource (requests, answers, drift), run unchanged through the provider plugin.
useProviderPlugin();
require("../resources/external-dns-certificate.test");
