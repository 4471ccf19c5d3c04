import fs from "node:fs";
import path from "node:path";
import { runDownloading } from "./run";

const groupId = "com.cloudplatform.sdk";
const artifactId = "cloudplatform";

/**
 * The Java SDK as a jar built by Maven, with its pom, in `out`. The generated Gradle build is not run: a pom takes its
 * dependencies, with `com.pulumi:pulumi` at the version of the Java language host the CLI is built with, and the
 * resources the Gradle build would write (version.txt, plugin.json) are written here. Returns the files' names.
 */
export async function packJavaSdk(root: string, sdk: string, version: string, pluginDownloadURL: string, out: string): Promise<string[]> {
  const resources = path.join(sdk, "src", "main", "resources", ...`${groupId}.${artifactId}`.split("."));
  fs.mkdirSync(resources, { recursive: true });
  fs.writeFileSync(path.join(resources, "version.txt"), version);
  fs.writeFileSync(path.join(resources, "plugin.json"), JSON.stringify({ resource: true, name: "cloudplatform", version, server: pluginDownloadURL }));
  const pom = pomOf(version, dependenciesOf(fs.readFileSync(path.join(sdk, "build.gradle"), "utf8"), javaHostVersion(root)));
  fs.writeFileSync(path.join(sdk, "pom.xml"), pom);
  await runDownloading("mvn", ["-B", "--no-transfer-progress", "-q", "package"], { cwd: sdk });
  const jar = `${artifactId}-${version}.jar`;
  const pomName = `${artifactId}-${version}.pom`;
  fs.copyFileSync(path.join(sdk, "target", jar), path.join(out, jar));
  fs.writeFileSync(path.join(out, pomName), pom);
  return [jar, pomName];
}

/** The version of pulumi-java that engine/language-java pins: the version of `com.pulumi:pulumi` it runs programs with. */
function javaHostVersion(root: string): string {
  const goMod = fs.readFileSync(path.join(root, "engine", "language-java", "go.mod"), "utf8");
  const pinned = /github\.com\/pulumi\/pulumi-java\/pkg v(\S+)/.exec(goMod);
  if (!pinned) throw new Error("engine/language-java/go.mod pins no github.com/pulumi/pulumi-java/pkg");
  return pinned[1];
}

/** The `implementation("group:artifact:version")` dependencies of the generated build.gradle. */
function dependenciesOf(buildGradle: string, pulumiVersion: string): { group: string; artifact: string; version: string }[] {
  const found = [...buildGradle.matchAll(/implementation\("([^:"]+):([^:"]+):([^:"]+)"\)/g)].map(([, group, artifact, version]) => ({
    group,
    artifact,
    version: group === "com.pulumi" && artifact === "pulumi" ? pulumiVersion : version,
  }));
  if (!found.some(({ artifact }) => artifact === "pulumi")) throw new Error("the generated build.gradle names no com.pulumi:pulumi dependency");
  return found;
}

function pomOf(version: string, dependencies: { group: string; artifact: string; version: string }[]): string {
  const lines = dependencies.map(
    ({ group, artifact, version: v }) => `    <dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>${v}</version></dependency>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">',
    "  <modelVersion>4.0.0</modelVersion>",
    `  <groupId>${groupId}</groupId>`,
    `  <artifactId>${artifactId}</artifactId>`,
    `  <version>${version}</version>`,
    "  <packaging>jar</packaging>",
    "  <properties>",
    "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>",
    "    <maven.compiler.release>11</maven.compiler.release>",
    "  </properties>",
    "  <dependencies>",
    ...lines,
    "  </dependencies>",
    "  <build>",
    "    <plugins>",
    "      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>",
    "    </plugins>",
    "  </build>",
    "</project>",
    "",
  ].join("\n");
}
