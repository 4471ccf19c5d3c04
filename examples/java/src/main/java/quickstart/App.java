// The quickstart as a Java program, through the provider plugin and the SDK `pulumi package gen-sdk` generates from
// it into sdks/java, whose sources pom.xml compiles with the program (needs the Pulumi CLI, Java 17 and Maven; see
// Pulumi.yaml).
package quickstart;

import com.cloudplatform.sdk.cloudplatform.CloudplatformFunctions;
import com.cloudplatform.sdk.cloudplatform.ContainerRegistry;
import com.cloudplatform.sdk.cloudplatform.ContainerRegistryArgs;
import com.cloudplatform.sdk.cloudplatform.DnsRecord;
import com.cloudplatform.sdk.cloudplatform.DnsRecordArgs;
import com.cloudplatform.sdk.cloudplatform.DnsZone;
import com.cloudplatform.sdk.cloudplatform.DnsZoneArgs;
import com.cloudplatform.sdk.cloudplatform.ExternalDnsCertificate;
import com.cloudplatform.sdk.cloudplatform.ExternalDnsCertificateArgs;
import com.cloudplatform.sdk.cloudplatform.ShieldAccessList;
import com.cloudplatform.sdk.cloudplatform.ShieldAccessListArgs;
import com.cloudplatform.sdk.cloudplatform.StorageZone;
import com.cloudplatform.sdk.cloudplatform.StorageZoneArgs;
import com.cloudplatform.sdk.cloudplatform.Video;
import com.cloudplatform.sdk.cloudplatform.VideoArgs;
import com.cloudplatform.sdk.cloudplatform.VideoUpload;
import com.cloudplatform.sdk.cloudplatform.VideoUploadArgs;
import com.cloudplatform.sdk.cloudplatform.Volume;
import com.cloudplatform.sdk.cloudplatform.VolumeArgs;
import com.cloudplatform.sdk.cloudplatform.WafRuleReview;
import com.cloudplatform.sdk.cloudplatform.WafRuleReviewArgs;
import com.cloudplatform.sdk.cloudplatform.enums.AccessListType;
import com.cloudplatform.sdk.cloudplatform.enums.DnsRecordTypes;
import com.cloudplatform.sdk.cloudplatform.enums.LanguageCode;
import com.cloudplatform.sdk.cloudplatform.enums.RegistryType;
import com.cloudplatform.sdk.cloudplatform.enums.VideoOutputCodec;
import com.cloudplatform.sdk.cloudplatform.enums.VideoResolution;
import com.cloudplatform.sdk.cloudplatform.enums.WafRuleReviewAction;
import com.cloudplatform.sdk.cloudplatform.inputs.GetBotDetectionMetricsArgs;
import com.cloudplatform.sdk.cloudplatform.inputs.GetContainerTemplateArgs;
import com.cloudplatform.sdk.cloudplatform.inputs.GetShieldEventLogsArgs;
import com.pulumi.Pulumi;
import java.nio.file.Path;

public class App {
    public static void main(String[] args) {
        Pulumi.run(ctx -> {
            // Identifiers of existing objects in the account; the defaults are the embedded simulator's demo objects.
            var settings = ctx.config("quickstart");
            var appId = settings.get("appId").orElse("app-demo");
            var shieldZoneId = settings.get("shieldZoneId").orElse("12345");
            var libraryId = settings.get("libraryId").orElse("4242");
            // A real video file (a second of a test pattern; see ../media/README.md), relative to this folder.
            var videoFile = Path.of(settings.get("videoFile").orElse("../media/sample-video.mp4")).toAbsolutePath().toString();

            // Adopt an existing volume template and resize it.
            var volume = new Volume("data", VolumeArgs.builder()
                .appId(appId)
                .volumeId(settings.get("volumeId").orElse("vol-data"))
                .name("data")
                .size(20)
                .build());
            var certificate = new ExternalDnsCertificate("cdn", ExternalDnsCertificateArgs.builder()
                .hostname(settings.get("hostname").orElse("cdn.example.com"))
                .build());
            var review = new WafRuleReview("sqli-log-only", WafRuleReviewArgs.builder()
                .shieldZoneId(shieldZoneId)
                .ruleId(settings.get("ruleId").orElse("942100"))
                .action(WafRuleReviewAction.LogOnly)
                .build());
            // Upload a file into a video that exists already...
            var upload = new VideoUpload("intro", VideoUploadArgs.builder()
                .libraryId(libraryId)
                .videoId(settings.get("videoId").orElse("5f3b6c1e-0000-4000-8000-000000000001"))
                .filePath(videoFile)
                .enabledResolutions(VideoResolution._720p, VideoResolution._1080p)
                .enabledOutputCodecs(VideoOutputCodec.X264)
                .transcribeEnabled(true)
                .transcribeLanguages(LanguageCode.En, LanguageCode.De)
                .sourceLanguage(LanguageCode.En)
                .generateTitle(true)
                .build());
            // ...or create the video too: `pulumi destroy` deletes it.
            var trailer = new Video("trailer", VideoArgs.builder()
                .libraryId(libraryId)
                .title("Quickstart trailer")
                .filePath(videoFile)
                .enabledResolutions(VideoResolution._720p)
                .build());
            // Create a DNS zone and one of its records: `pulumi destroy` deletes both, the record first.
            var zone = new DnsZone("site", DnsZoneArgs.builder()
                .domain(settings.get("domain").orElse("quickstart.example"))
                .loggingEnabled(true)
                .build());
            var www = new DnsRecord("www", DnsRecordArgs.builder()
                .zoneId(zone.dnsZoneId())
                .type(DnsRecordTypes.A)
                .name("www")
                .value("203.0.113.7")
                .ttl(300)
                .build());
            // Create a storage zone: its passwords are secret outputs, and `pulumi destroy` deletes it.
            var assets = new StorageZone("assets", StorageZoneArgs.builder()
                .name(settings.get("storageZoneName").orElse("quickstart-assets"))
                .region("DE")
                .rewrite404To200(true)
                .build());
            // Create a public registry of Docker Hub images for the container apps: `pulumi destroy` deletes it.
            var images = new ContainerRegistry("images", ContainerRegistryArgs.builder()
                .displayName("Quickstart images")
                .type(RegistryType.DockerHub)
                .build());
            // Create an access list of the office networks in the shield zone: `pulumi destroy` deletes it.
            var offices = new ShieldAccessList("offices", ShieldAccessListArgs.builder()
                .shieldZoneId(shieldZoneId)
                .name("Quickstart office networks")
                .type(AccessListType.CIDR)
                .content("198.51.100.0/24\n203.0.113.0/24")
                .build());

            var template = CloudplatformFunctions.getContainerTemplate(GetContainerTemplateArgs.builder()
                .appId(appId)
                .containerId(settings.get("containerId").orElse("ctr-web"))
                .build());
            var contract = CloudplatformFunctions.getPartnerContract();
            var botMetrics = CloudplatformFunctions.getBotDetectionMetrics(GetBotDetectionMetricsArgs.builder()
                .shieldZoneId(shieldZoneId)
                .build());
            var eventLogs = CloudplatformFunctions.getShieldEventLogs(GetShieldEventLogsArgs.builder()
                .shieldZoneId(shieldZoneId)
                .build());

            ctx.export("volumeName", volume.name());
            ctx.export("volumeSize", volume.size());
            ctx.export("certificateHostname", certificate.hostname());
            ctx.export("wafAction", review.action());
            ctx.export("videoSha256", upload.sha256());
            ctx.export("videoBytes", upload.bytes());
            ctx.export("trailerVideoId", trailer.videoId());
            ctx.export("trailerStatus", trailer.status());
            ctx.export("dnsZoneId", zone.dnsZoneId());
            ctx.export("wwwAddress", www.value());
            ctx.export("storageZoneId", assets.storageZoneId());
            ctx.export("registryId", images.registryId());
            ctx.export("accessListId", offices.accessListId());
            ctx.export("containerImage", template.applyValue(result -> result.image()));
            ctx.export("contractBillingType", contract.applyValue(result -> result.billingType()));
            ctx.export("contractEnds", contract.applyValue(result -> result.contractEndDate()));
            ctx.export("botRequestsChallenged", botMetrics.applyValue(result -> result.totalChallengedRequests()));
            ctx.export("eventLogPages", eventLogs.applyValue(result -> result.pages()));
        });
    }
}
