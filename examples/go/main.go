// The quickstart as a Go program, through the provider plugin and the SDK `pulumi package add` generates from it
// (needs the Pulumi CLI and Go; see Pulumi.yaml).
package main

import (
	"path/filepath"

	"github.com/cloudplatform/pulumi-cloudplatform/sdk/go/cloudplatform"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Identifiers of existing objects in the account; the defaults are the embedded simulator's demo objects.
		settings := config.New(ctx, "quickstart")
		setting := func(name, fallback string) string {
			if value := settings.Get(name); value != "" {
				return value
			}
			return fallback
		}
		appID := setting("appId", "app-demo")
		shieldZoneID := setting("shieldZoneId", "12345")
		libraryID := setting("libraryId", "4242")
		// A real video file (a second of a test pattern; see ../media/README.md), relative to this folder.
		videoFile := filepath.Join(ctx.RootDirectory(), setting("videoFile", "../media/sample-video.mp4"))

		// Adopt an existing volume template and resize it.
		volume, err := cloudplatform.NewVolume(ctx, "data", &cloudplatform.VolumeArgs{
			AppId:    pulumi.String(appID),
			VolumeId: pulumi.String(setting("volumeId", "vol-data")),
			Name:     pulumi.String("data"),
			Size:     pulumi.Int(20),
		})
		if err != nil {
			return err
		}
		certificate, err := cloudplatform.NewExternalDnsCertificate(ctx, "cdn", &cloudplatform.ExternalDnsCertificateArgs{
			Hostname: pulumi.String(setting("hostname", "cdn.example.com")),
		})
		if err != nil {
			return err
		}
		review, err := cloudplatform.NewWafRuleReview(ctx, "sqli-log-only", &cloudplatform.WafRuleReviewArgs{
			ShieldZoneId: pulumi.String(shieldZoneID),
			RuleId:       pulumi.String(setting("ruleId", "942100")),
			Action:       cloudplatform.WafRuleReviewActionLogOnly,
		})
		if err != nil {
			return err
		}
		// Upload a file into a video that exists already...
		upload, err := cloudplatform.NewVideoUpload(ctx, "intro", &cloudplatform.VideoUploadArgs{
			LibraryId:           pulumi.String(libraryID),
			VideoId:             pulumi.String(setting("videoId", "5f3b6c1e-0000-4000-8000-000000000001")),
			FilePath:            pulumi.String(videoFile),
			EnabledResolutions:  cloudplatform.VideoResolutionArray{cloudplatform.VideoResolution_720p, cloudplatform.VideoResolution_1080p},
			EnabledOutputCodecs: cloudplatform.VideoOutputCodecArray{cloudplatform.VideoOutputCodecX264},
			TranscribeEnabled:   pulumi.Bool(true),
			TranscribeLanguages: cloudplatform.LanguageCodeArray{cloudplatform.LanguageCodeEn, cloudplatform.LanguageCodeDe},
			SourceLanguage:      cloudplatform.LanguageCodeEn,
			GenerateTitle:       pulumi.Bool(true),
		})
		if err != nil {
			return err
		}
		// ...or create the video too: `pulumi destroy` deletes it.
		trailer, err := cloudplatform.NewVideo(ctx, "trailer", &cloudplatform.VideoArgs{
			LibraryId:          pulumi.String(libraryID),
			Title:              pulumi.String("Quickstart trailer"),
			FilePath:           pulumi.String(videoFile),
			EnabledResolutions: cloudplatform.VideoResolutionArray{cloudplatform.VideoResolution_720p},
		})
		if err != nil {
			return err
		}
		// Create a DNS zone and one of its records: `pulumi destroy` deletes both, the record first.
		zone, err := cloudplatform.NewDnsZone(ctx, "site", &cloudplatform.DnsZoneArgs{
			Domain:         pulumi.String(setting("domain", "quickstart.example")),
			LoggingEnabled: pulumi.Bool(true),
		})
		if err != nil {
			return err
		}
		www, err := cloudplatform.NewDnsRecord(ctx, "www", &cloudplatform.DnsRecordArgs{
			ZoneId: zone.DnsZoneId,
			Type:   cloudplatform.DnsRecordTypesA,
			Name:   pulumi.String("www"),
			Value:  pulumi.String("203.0.113.7"),
			Ttl:    pulumi.Int(300),
		})
		if err != nil {
			return err
		}

		// Create a storage zone: its passwords are secret outputs, and `pulumi destroy` deletes it.
		assets, err := cloudplatform.NewStorageZone(ctx, "assets", &cloudplatform.StorageZoneArgs{
			Name:            pulumi.String(setting("storageZoneName", "quickstart-assets")),
			Region:          pulumi.String("DE"),
			Rewrite404To200: pulumi.Bool(true),
		})
		if err != nil {
			return err
		}

		// Create a public registry of Docker Hub images for the container apps: `pulumi destroy` deletes it.
		images, err := cloudplatform.NewContainerRegistry(ctx, "images", &cloudplatform.ContainerRegistryArgs{
			DisplayName: pulumi.String("Quickstart images"),
			Type:        cloudplatform.RegistryTypeDockerHub,
		})
		if err != nil {
			return err
		}

		// Create an access list of the office networks in the shield zone: `pulumi destroy` deletes it.
		offices, err := cloudplatform.NewShieldAccessList(ctx, "offices", &cloudplatform.ShieldAccessListArgs{
			ShieldZoneId: pulumi.String(shieldZoneID),
			Name:         pulumi.String("Quickstart office networks"),
			Type:         cloudplatform.AccessListTypeCIDR,
			Content:      pulumi.String("198.51.100.0/24\n203.0.113.0/24"),
		})
		if err != nil {
			return err
		}

		template := cloudplatform.GetContainerTemplateOutput(ctx, cloudplatform.GetContainerTemplateOutputArgs{
			AppId:       pulumi.String(appID),
			ContainerId: pulumi.String(setting("containerId", "ctr-web")),
		})
		contract := cloudplatform.GetPartnerContractOutput(ctx, cloudplatform.GetPartnerContractOutputArgs{})
		botMetrics := cloudplatform.GetBotDetectionMetricsOutput(ctx, cloudplatform.GetBotDetectionMetricsOutputArgs{
			ShieldZoneId: pulumi.String(shieldZoneID),
		})
		eventLogs := cloudplatform.GetShieldEventLogsOutput(ctx, cloudplatform.GetShieldEventLogsOutputArgs{
			ShieldZoneId: pulumi.String(shieldZoneID),
		})

		ctx.Export("volumeName", volume.Name)
		ctx.Export("volumeSize", volume.Size)
		ctx.Export("certificateHostname", certificate.Hostname)
		ctx.Export("wafAction", review.Action)
		ctx.Export("videoSha256", upload.Sha256)
		ctx.Export("videoBytes", upload.Bytes)
		ctx.Export("trailerVideoId", trailer.VideoId)
		ctx.Export("trailerStatus", trailer.Status)
		ctx.Export("dnsZoneId", zone.DnsZoneId)
		ctx.Export("wwwAddress", www.Value)
		ctx.Export("storageZoneId", assets.StorageZoneId)
		ctx.Export("registryId", images.RegistryId)
		ctx.Export("accessListId", offices.AccessListId)
		ctx.Export("containerImage", template.Image())
		ctx.Export("contractBillingType", contract.BillingType())
		ctx.Export("contractEnds", contract.ContractEndDate())
		ctx.Export("botRequestsChallenged", botMetrics.TotalChallengedRequests())
		ctx.Export("eventLogPages", eventLogs.Pages())
		return nil
	})
}
