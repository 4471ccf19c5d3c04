import { ProviderCallError } from "../helpers/engine/host";
import { resourceUrn, type ResourceState } from "../helpers/engine/lifecycle";
import type { ProviderRunner } from "../helpers/installed-package";
import { SECRET_SIGNATURE, withoutProvider } from "../helpers/engine/wire";
import { useHostedResource } from "../helpers/hosted-resource";
import { expectFailsAtWrongAddress } from "../helpers/wrong-address";

const apiKey = "host-hostname-account-key-7c3e91d2";
const videoApiKey = "host-hostname-video-key-0a84b5e6";

/** A PEM block of `label` whose body is `body`, as a user's own certificate or key is written. */
const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
const ownCertificate = pem("CERTIFICATE", "TUlJQm93bkNlcnRpZmljYXRlT2ZTZWN1cmVFeGFtcGxlQ29t");
const ownKey = pem("PRIVATE KEY", "TUlJRXByaXZhdGVLZXlPZlNlY3VyZUV4YW1wbGVDb20tN2Ey");
const renewedCertificate = pem("CERTIFICATE", "TUlJQnJlbmV3ZWRDZXJ0aWZpY2F0ZU9mU2VjdXJlRXhhbXBsZQ");
/** Text no message, log or plain state may hold: the bodies of the certificates and the key. */
const certificateSecrets = ["TUlJQm93bkNlcnRpZmljYXRl", "TUlJRXByaXZhdGVLZXlPZlNl", "TUlJQnJlbmV3ZWRDZXJ0aWZp"];

/**
 * The PullZoneHostname scenarios (the calls in order, force SSL in place, the free certificate refused and retried,
 * adoption of the platform's hostnames, drift, gone, import, lost create), run through `runner`.
 */
export const pullZoneHostnameScenarios = (runner: ProviderRunner): void =>
  describe(`PullZoneHostname through the ${runner}`, () => {
    const hosted = useHostedResource("PullZoneHostname", "www", { apiKey, videoApiKey }, runner);
    let zoneId: number;
    /** The program's hostname, in a pull zone of its own; set once the zone exists. */
    let declared: Record<string, unknown>;
    let state: ResourceState;

    beforeAll(async () => {
      const zone = await hosted.client.pullZones.create({ body: { Name: "hostnames-zone", OriginUrl: "https://origin.example.com" } });
      zoneId = zone.Id!;
      declared = { pullZoneId: String(zoneId), hostname: "www.example.com", hasCertificate: true, forceSSL: true };
      hosted.sim.dashboard.pointHostname("www.example.com");
      hosted.sim.resetStats();
    });

    const urnOf = (name: string) => resourceUrn(hosted.engine.host.program, hosted.type, name);
    const zonePath = () => `/pullzone/${zoneId}`;
    /** The zone's hostnames as the API holds them now, by value. */
    const hostnamesNow = async () =>
      Object.fromEntries((await hosted.client.pullZones.get({ pullZoneId: zoneId })).Hostnames!.map((hostname) => [hostname.Value, hostname]));
    /** What the host printed: a delete that forgets says so there (the plugin tells the engine's log instead). */
    const hostOutput = () => hosted.engine.host.stdout;

    it("refuses invalid inputs at check, naming the field, the rule and the value, before any request", async () => {
      expect(await hosted.refusedAtCheck({ pullZoneId: "zone-1", hostname: "", forceSSL: "yes" })).toEqual([
        { property: "pullZoneId", reason: 'must be a whole number (digits only) (got "zone-1")' },
        { property: "hostname", reason: expect.stringContaining('(got "")') },
        { property: "forceSSL", reason: 'must be a boolean (got "yes")' },
      ]);
    });

    it("first up: reads the zone, addHostname, reads it back for the hostname, loadFreeCertificate, then setForceSSL, in that order", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, declared));
      expect(up.op).toBe("create");
      expect(up.state.id).toBe(`${zoneId}/www.example.com`);
      expect(hosted.calls()).toEqual([
        { call: `GET ${zonePath()} 200` },
        { call: `POST ${zonePath()}/addHostname 204`, body: { Hostname: "www.example.com" } },
        { call: `GET ${zonePath()} 200` },
        { call: "GET /pullzone/loadFreeCertificate 200" },
        { call: `POST ${zonePath()}/setForceSSL 204`, body: { Hostname: "www.example.com", ForceSSL: true } },
      ]);
      expect(hosted.sim.requests[3].query).toEqual({ hostname: "www.example.com" });
      expect(withoutProvider(up.state.outputs)).toMatchObject({
        pullZoneId: String(zoneId),
        hostname: "www.example.com",
        hasCertificate: true,
        forceSSL: true,
        isSystemHostname: false,
        isManagedHostname: false,
      });
      state = up.state;
    });

    it("a second up plans nothing and makes no request", async () => {
      state = await hosted.upPlansNothing(declared, state);
    });

    it("force SSL changes in place with one call; changing the hostname or the pull zone replaces", async () => {
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, forceSSL: false }, state));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([
        { call: `POST ${zonePath()}/setForceSSL 204`, body: { Hostname: "www.example.com", ForceSSL: false } },
      ]);
      expect((await hostnamesNow())["www.example.com"].ForceSSL).toBe(false);
      state = up.state;
      expect((await hosted.engine.preview(hosted.urn, { ...declared, forceSSL: false, hostname: "www2.example.com" }, state)).op).toBe("replace");
      expect((await hosted.engine.preview(hosted.urn, { ...declared, forceSSL: false, pullZoneId: "310246" }, state)).op).toBe("replace");
    });

    it("force SSL turned on outside Pulumi is found by a refresh and undone by the next up", async () => {
      await hosted.client.pullZones.setForceSsl({ pullZoneId: zoneId, body: { Hostname: "www.example.com", ForceSSL: true } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${zonePath()} 200` }]);
      expect(refreshed.outputs).toMatchObject({ forceSSL: true, hasCertificate: true, certificateProvisionType: "Http01" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(hosted.urn, { ...declared, forceSSL: false }, refreshed));
      expect(up.op).toBe("update");
      expect(hosted.calls().map(({ call }) => call)).toEqual([`POST ${zonePath()}/setForceSSL 204`]);
      state = up.state;
    });

    it("the certificate key type: set after the add when declared, set again when changed, its change outside found and undone, never set undeclared", async () => {
      const urn = urnOf("keys");
      const keyTypePath = `${zonePath()}/updatePrivateKeyType`;
      const keyed = { pullZoneId: String(zoneId), hostname: "keys.example.com", certificateKeyType: "Rsa" };
      const keyTypeNow = async () => (await hostnamesNow())["keys.example.com"].CertificateKeyType;
      const created = await hosted.track(hosted.engine.up(urn, keyed));
      expect(hosted.calls()).toEqual([
        { call: `GET ${zonePath()} 200` },
        { call: `POST ${zonePath()}/addHostname 204`, body: { Hostname: "keys.example.com" } },
        { call: `GET ${zonePath()} 200` },
        { call: `POST ${keyTypePath} 200`, body: { Hostname: "keys.example.com", KeyType: 1 } },
      ]);
      expect(created.state.outputs).toMatchObject({ certificateKeyType: "Rsa" });
      expect(await keyTypeNow()).toBe(1);
      hosted.sim.resetStats();

      const changed = await hosted.track(hosted.engine.up(urn, { ...keyed, certificateKeyType: "Ecdsa" }, created.state));
      expect(changed.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: `POST ${keyTypePath} 200`, body: { Hostname: "keys.example.com", KeyType: 0 } }]);
      expect(await keyTypeNow()).toBe(0);

      await hosted.client.pullZones.updatePrivateKeyType({ pullZoneId: zoneId, body: { Hostname: "keys.example.com", KeyType: 1 } });
      hosted.sim.resetStats();
      const refreshed = (await hosted.track(hosted.engine.refresh(changed.state)))!;
      expect(hosted.calls()).toEqual([{ call: `GET ${zonePath()} 200` }]);
      expect([refreshed.inputs.certificateKeyType, refreshed.outputs.certificateKeyType]).toEqual(["Rsa", "Rsa"]);
      hosted.sim.resetStats();
      const repaired = await hosted.track(hosted.engine.up(urn, { ...keyed, certificateKeyType: "Ecdsa" }, refreshed));
      expect([repaired.op, repaired.diff?.changes, repaired.diff?.replaces]).toEqual(["update", "some", []]);
      expect(hosted.calls()).toEqual([{ call: `POST ${keyTypePath} 200`, body: { Hostname: "keys.example.com", KeyType: 0 } }]);
      expect(await keyTypeNow()).toBe(0);

      await hosted.client.pullZones.updatePrivateKeyType({ pullZoneId: zoneId, body: { Hostname: "keys.example.com", KeyType: 1 } });
      const { certificateKeyType: _undeclared, ...withoutKeyType } = keyed;
      const reread = (await hosted.track(hosted.engine.refresh(repaired.state)))!;
      hosted.sim.resetStats();
      const undeclared = await hosted.track(hosted.engine.up(urn, withoutKeyType, reread));
      expect(hosted.sim.requests).toHaveLength(0);
      expect(undeclared.state.outputs).toMatchObject({ certificateKeyType: "Rsa" });
      expect(await keyTypeNow()).toBe(1);
    });

    it("a free certificate refused (DNS not pointing) records the hostname as partly applied; the next up asks again without addHostname (Terraform bunnynet #41, #36)", async () => {
      const urn = urnOf("shop");
      const inputs = { pullZoneId: String(zoneId), hostname: "shop.example.com", hasCertificate: true };
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const failure = error as ProviderCallError;
      expect(failure.initFailure!.id).toBe(`${zoneId}/shop.example.com`);
      expect(hosted.calls().map(({ call }) => call)).toEqual([
        `GET ${zonePath()} 200`,
        `POST ${zonePath()}/addHostname 204`,
        `GET ${zonePath()} 200`,
        "GET /pullzone/loadFreeCertificate 400",
      ]);
      expect(failure.message).toContain(`PullZoneHostname ${zoneId}/shop.example.com was created, but not all of it was applied`);
      expect(failure.message).toContain("not pointing");
      expect(failure.initFailure!.properties).toMatchObject({ hostname: "shop.example.com", hasCertificate: false });
      hosted.seen.push(failure.message, failure.initFailure);
      const recorded: ResourceState = {
        urn,
        id: failure.initFailure!.id,
        inputs: (await hosted.engine.preview(urn, inputs)).inputs,
        outputs: failure.initFailure!.properties,
      };
      hosted.sim.dashboard.pointHostname("shop.example.com");
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs, recorded));
      expect(up.op).toBe("update");
      expect(hosted.calls()).toEqual([{ call: "GET /pullzone/loadFreeCertificate 200" }]);
      expect(up.state.outputs).toMatchObject({ hasCertificate: true });
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.up(urn, inputs, up.state))).op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
      await hosted.engine.destroy(up.state);
    });

    it("declaring the zone's own b-cdn.net hostname adopts it: no addHostname, force SSL set (Terraform bunnynet #12)", async () => {
      const urn = urnOf("system");
      const up = await hosted.track(hosted.engine.up(urn, { pullZoneId: String(zoneId), hostname: "hostnames-zone.b-cdn.net", forceSSL: true }));
      expect(up.op).toBe("create");
      expect(hosted.calls()).toEqual([
        { call: `GET ${zonePath()} 200` },
        { call: `POST ${zonePath()}/setForceSSL 204`, body: { Hostname: "hostnames-zone.b-cdn.net", ForceSSL: true } },
      ]);
      expect(up.state.outputs).toMatchObject({ isSystemHostname: true, hasCertificate: true, forceSSL: true, certificateProvisionType: "Managed" });
      hosted.sim.resetStats();
      expect((await hosted.track(hosted.engine.up(urn, { pullZoneId: String(zoneId), hostname: "hostnames-zone.b-cdn.net", forceSSL: true }, up.state))).op).toBe("same");

      // Destroy forgets it with no call, and says so: the platform refuses to remove it.
      hosted.sim.resetStats();
      await hosted.engine.destroy(up.state);
      expect(hosted.sim.requests).toHaveLength(0);
      expect((await hostnamesNow())["hostnames-zone.b-cdn.net"]).toMatchObject({ IsSystemHostname: true });
      if (hosted.provider !== undefined) {
        expect(hostOutput()).toContain(`PullZoneHostname ${zoneId}/hostnames-zone.b-cdn.net was forgotten, not deleted`);
      }
    });

    it("a bunny.run managed hostname is adopted and forgotten the same way (Terraform bunnynet #54)", async () => {
      hosted.sim.state.pullZones.get(String(zoneId))!.hostnames.push({
        id: 990_001,
        value: "app-4f2a.bunny.run",
        hasCertificate: true,
        isSystemHostname: false,
        isManagedHostname: true,
      });
      const urn = urnOf("managed");
      const inputs = { pullZoneId: String(zoneId), hostname: "app-4f2a.bunny.run", forceSSL: true };
      const up = await hosted.track(hosted.engine.up(urn, inputs));
      expect(hosted.calls().map(({ call }) => call)).toEqual([`GET ${zonePath()} 200`, `POST ${zonePath()}/setForceSSL 204`]);
      expect(up.state.outputs).toMatchObject({ isManagedHostname: true, forceSSL: true });
      hosted.sim.resetStats();
      await hosted.engine.destroy(up.state);
      expect(hosted.sim.requests).toHaveLength(0);
      expect((await hostnamesNow())["app-4f2a.bunny.run"]).toBeDefined();
    });

    it("a hostname already on the zone, not the program's, fails before any write, naming its import id", async () => {
      await hosted.client.pullZones.addHostname({ pullZoneId: zoneId, body: { Hostname: "taken.example.com" } });
      hosted.sim.resetStats();
      const error = await hosted.engine.up(urnOf("taken"), { pullZoneId: String(zoneId), hostname: "taken.example.com" }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message).toContain(`PullZoneHostname ${zoneId}/taken.example.com already exists, made outside this stack`);
      expect(message).toContain(`import it with the id \`${zoneId}/taken.example.com\``);
      hosted.seen.push(message);
      expect(hosted.calls()).toEqual([{ call: `GET ${zonePath()} 200` }]);
    });

    it("a hostname removed in the dashboard is reported gone by a refresh, not an error", async () => {
      const gone = (await hosted.track(hosted.engine.up(urnOf("gone"), { pullZoneId: String(zoneId), hostname: "gone.example.com" }))).state;
      hosted.sim.dashboard.removeHostname("gone.example.com");
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(gone))).toBeUndefined();
      expect(hosted.calls()).toEqual([{ call: `GET ${zonePath()} 200` }]);
    });

    it("a hostname whose zone is gone (its own 404, the zone list answering) is reported gone", async () => {
      const zone = await hosted.client.pullZones.create({ body: { Name: "short-lived-zone", OriginUrl: "https://origin.example.com" } });
      const hostname = (await hosted.track(hosted.engine.up(urnOf("orphan"), { pullZoneId: String(zone.Id), hostname: "orphan.example.com" }))).state;
      await hosted.client.pullZones.delete({ pullZoneId: zone.Id! });
      hosted.sim.resetStats();
      expect(await hosted.track(hosted.engine.refresh(hostname))).toBeUndefined();
      expect(hosted.calls().map(({ call }) => call)).toEqual([`GET /pullzone/${zone.Id} 404`, expect.stringMatching(/^GET \/pullzone(\?.*)? 200$/)]);
    });

    it("a 404 without the proof (a /v2 suffix, a gateway's JSON 404) fails the refresh and keeps the hostname", async () => {
      await expectFailsAtWrongAddress(hosted, [(engine) => engine.refresh(state)], [
        `GET /v2/pullzone/${zoneId} answered 404`,
        "GET /v2/pullzone -> 404",
      ]);
    });

    it("an import of the demo's cdn.example.com from 310245/cdn.example.com, then its declaration plans nothing", async () => {
      const urn = urnOf("imported");
      const imported = await hosted.imported(urn, "310245/cdn.example.com", { pullZoneId: "310245", hostname: "cdn.example.com" });
      expect(withoutProvider(imported.inputs)).toEqual({ pullZoneId: "310245", hostname: "cdn.example.com", hasCertificate: false, forceSSL: false, certificateKeyType: "Ecdsa" });
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, { pullZoneId: 310245, hostname: "cdn.example.com" }, imported));
      expect(up.op).toBe("same");
      expect(hosted.sim.requests).toHaveLength(0);
    });

    it("a create the API failed (a 5xx) looks for the hostname by its value in the zone's answer before it reports, and the next up adds it", async () => {
      hosted.sim.faults.add({ route: "pullZones.addHostname", status: 502, times: 1 });
      const urn = urnOf("failed");
      const inputs = { pullZoneId: String(zoneId), hostname: "failed.example.com" };
      const error = await hosted.engine.up(urn, inputs).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderCallError);
      const message = (error as Error).message;
      expect(message).toContain('no object with Value "failed.example.com" was found after it; nothing was created');
      hosted.seen.push(message);
      expect(hosted.calls().map(({ call }) => call)).toEqual([
        `GET ${zonePath()} 200`,
        `POST ${zonePath()}/addHostname 502`,
        `GET ${zonePath()} 200`,
      ]);
      hosted.sim.resetStats();
      const up = await hosted.track(hosted.engine.up(urn, inputs));
      expect(up.state.id).toBe(`${zoneId}/failed.example.com`);
      expect(hosted.calls().filter(({ call }) => call.includes("addHostname"))).toHaveLength(1);
      await hosted.engine.destroy(up.state);
    });

    it("destroy removes the hostname with one call naming it", async () => {
      await hosted.engine.destroy(state);
      expect(hosted.calls()).toEqual([{ call: `DELETE ${zonePath()}/removeHostname 204`, body: { Hostname: "www.example.com" } }]);
    });

    it("destroy of a hostname already removed outside Pulumi (its own 404, the zone list answering) succeeds", async () => {
      await hosted.engine.destroy(state);
      const [removal, ...proof] = hosted.calls();
      expect(removal).toEqual({ call: `DELETE ${zonePath()}/removeHostname 404`, body: { Hostname: "www.example.com" } });
      expect(proof.map(({ call }) => call)).toEqual(proof.length === 0 ? [] : [expect.stringMatching(/^GET \/pullzone(\?.*)? 200$/)]);
    });

    describe("with a certificate of the user's own", () => {
      const urn = () => urnOf("secure");
      const inputs = () => ({
        pullZoneId: String(zoneId),
        hostname: "secure.example.com",
        hasCertificate: true,
        certificate: ownCertificate,
        certificateKey: ownKey,
      });
      /** Messages the user sees: scanned for the certificates' text. */
      const messages: unknown[] = [];
      let secure: ResourceState;
      const decoded = (body: unknown, field: string) =>
        Buffer.from(String((body as Record<string, unknown>)[field]), "base64").toString("utf8");

      it("check refuses a key without its certificate, text that is not PEM, and hasCertificate false beside them, naming no value, before any request", async () => {
        const refused = [
          ...(await hosted.refusedAtCheck({ pullZoneId: String(zoneId), hostname: "secure.example.com", certificateKey: ownKey })),
          ...(await hosted.refusedAtCheck({ ...inputs(), certificate: "MIIBown-certificate-TUlJQm93bkNlcnRpZmljYXRl" })),
          ...(await hosted.refusedAtCheck({ ...inputs(), hasCertificate: false })),
        ];
        expect(refused).toEqual([
          { property: "certificate", reason: "is required with `certificateKey`: they are declared all or none" },
          { property: "certificate", reason: "must be PEM text, starting with `-----BEGIN`" },
          {
            property: "hasCertificate",
            reason: "must not be false with `certificate`, `certificateKey`, which turn it on (got false)",
          },
        ]);
        messages.push(refused);
      });

      it("first up: addHostname, reads it back, then addCertificate with the certificate and key as Base64 of their PEM, and no free certificate", async () => {
        const up = await hosted.track(hosted.engine.up(urn(), inputs()));
        expect(up.op).toBe("create");
        const calls = hosted.calls();
        expect(calls.map(({ call }) => call)).toEqual([
          `GET ${zonePath()} 200`,
          `POST ${zonePath()}/addHostname 204`,
          `GET ${zonePath()} 200`,
          `POST ${zonePath()}/addCertificate 204`,
        ]);
        const sent = calls[3].body as Record<string, unknown>;
        expect(Object.keys(sent).sort()).toEqual(["Certificate", "CertificateKey", "Hostname"]);
        expect(sent.Hostname).toBe("secure.example.com");
        expect(decoded(sent, "Certificate")).toBe(ownCertificate);
        expect(decoded(sent, "CertificateKey")).toBe(ownKey);
        expect((await hostnamesNow())["secure.example.com"]).toMatchObject({ HasCertificate: true, CertificateProvisionType: 3 });
        expect(up.state.outputs).toMatchObject({ hasCertificate: true });
        secure = up.state;
      });

      it("the certificate and key are secret inputs and outputs through the plugin, and the class asks the engine to keep them so", async () => {
        if (runner === "provider plugin") {
          for (const [property, value] of [["certificate", ownCertificate], ["certificateKey", ownKey]]) {
            for (const properties of [secure.inputs, secure.outputs]) {
              expect(JSON.stringify(properties[property])).toContain(SECRET_SIGNATURE);
              expect(properties[property]).toMatchObject({ value });
            }
          }
          // Nowhere else in the state, in plain text.
          const others = (properties: Record<string, unknown>) =>
            Object.entries(properties).filter(([name]) => name !== "certificate" && name !== "certificateKey");
          const plain = JSON.stringify([others(secure.inputs), others(secure.outputs)]);
          for (const text of certificateSecrets) expect(plain).not.toContain(text);
        } else {
          const { PullZoneHostname } = await import("../../src/resources/pull-zone-hostname");
          expect(PullZoneHostname.toString()).toContain('additionalSecretOutputs: ["certificate", "certificateKey"]');
        }
      });

      it("a refresh reads the zone alone and keeps them as given; the next up plans nothing", async () => {
        const refreshed = (await hosted.track(hosted.engine.refresh(secure)))!;
        expect(hosted.calls()).toEqual([{ call: `GET ${zonePath()} 200` }]);
        expect(refreshed.outputs).toMatchObject({ hasCertificate: true, certificateProvisionType: "Custom" });
        hosted.sim.resetStats();
        const up = await hosted.track(hosted.engine.up(urn(), inputs(), refreshed));
        expect(up.op).toBe("same");
        expect(hosted.sim.requests).toHaveLength(0);
        secure = up.state;
      });

      it("a renewed certificate is sent by one addCertificate", async () => {
        const up = await hosted.track(hosted.engine.up(urn(), { ...inputs(), certificate: renewedCertificate }, secure));
        expect(up.op).toBe("update");
        const calls = hosted.calls();
        expect(calls.map(({ call }) => call)).toEqual([`POST ${zonePath()}/addCertificate 204`]);
        expect(decoded(calls[0].body, "Certificate")).toBe(renewedCertificate);
        expect(decoded(calls[0].body, "CertificateKey")).toBe(ownKey);
        hosted.sim.resetStats();
        expect((await hosted.track(hosted.engine.up(urn(), { ...inputs(), certificate: renewedCertificate }, up.state))).op).toBe("same");
        expect(hosted.sim.requests).toHaveLength(0);
        secure = up.state;
      });

      it("a certificate the API refuses fails the update, naming the field but not its text", async () => {
        const broken = pem("CERTIFICATE", "TUlJQnJlbmV3ZWRDZXJ0aWZpY2F0ZU9mU2VjdXJlRXhhbXBsZQ").replace(/-----END.*/s, "");
        const error = await hosted.engine.up(urn(), { ...inputs(), certificate: broken }, secure).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(Error);
        const message = (error as Error).message;
        expect(message).toContain("addCertificate");
        expect(message).toContain("Certificate");
        messages.push(message);
        expect(hosted.calls().map(({ call }) => call)).toEqual([`POST ${zonePath()}/addCertificate 400`]);
      });

      it("dropped, they are taken off with removeCertificate, and the hostname has no certificate", async () => {
        const up = await hosted.track(
          hosted.engine.up(urn(), { pullZoneId: String(zoneId), hostname: "secure.example.com" }, secure),
        );
        expect(up.op).toBe("update");
        expect(hosted.calls()).toEqual([{ call: `DELETE ${zonePath()}/removeCertificate 204`, body: { Hostname: "secure.example.com" } }]);
        expect((await hostnamesNow())["secure.example.com"].HasCertificate).toBe(false);
        expect(up.state.outputs.certificate).toBeUndefined();
        expect(up.state.outputs.certificateKey).toBeUndefined();
        expect(up.state.outputs).toMatchObject({ hasCertificate: false });
        await hosted.engine.destroy(up.state);
      });

      it("a certificate refused after the hostname was added records the hostname without it; the next up sends it alone", async () => {
        hosted.sim.faults.add({ route: "pullZones.addCertificate", status: 502, times: 1 });
        const retried = { ...inputs(), hostname: "retry.example.com" };
        const error = await hosted.engine.up(urnOf("retry"), retried).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ProviderCallError);
        const failure = error as ProviderCallError;
        expect(failure.message).toContain(`PullZoneHostname ${zoneId}/retry.example.com was created, but not all of it was applied`);
        messages.push(failure.message);
        expect(failure.initFailure!.properties).not.toHaveProperty("certificate");
        expect(failure.initFailure!.properties).not.toHaveProperty("certificateKey");
        const recorded: ResourceState = {
          urn: urnOf("retry"),
          id: failure.initFailure!.id,
          inputs: (await hosted.engine.preview(urnOf("retry"), retried)).inputs,
          outputs: failure.initFailure!.properties,
        };
        hosted.sim.resetStats();
        const up = await hosted.track(hosted.engine.up(urnOf("retry"), retried, recorded));
        expect(up.op).toBe("update");
        expect(hosted.calls().map(({ call }) => call)).toEqual([`POST ${zonePath()}/addCertificate 204`]);
        await hosted.engine.destroy(up.state);
      });

      it("no message, check failure or host output shows the certificate or the key", () => {
        const text = JSON.stringify(messages) + hosted.engine.host.stdout + hosted.engine.host.stderr;
        expect(text).toContain("certificate");
        for (const secret of certificateSecrets) expect(text).not.toContain(secret);
      });
    });

    it("no key appears in any state, answer, error or host output", () => {
      const text = JSON.stringify(hosted.seen) + hosted.engine.host.stdout + hosted.engine.host.stderr;
      expect(text.length).toBeGreaterThan(500);
      for (const key of [apiKey, videoApiKey]) {
        expect(text).not.toContain(key);
      }
    });
  });
