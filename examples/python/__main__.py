"""The quickstart as a Python program, through the provider plugin (needs the Pulumi CLI; see Pulumi.yaml)."""

import datetime
import os

import pulumi
import cloudplatform_sdk as cloudplatform

# Identifiers of existing objects in the account; the defaults are the embedded simulator's demo objects.
settings = pulumi.Config("quickstart")
app_id = settings.get("appId") or "app-demo"
volume_id = settings.get("volumeId") or "vol-data"
container_id = settings.get("containerId") or "ctr-web"
hostname = settings.get("hostname") or "cdn.example.com"
shield_zone_id = settings.get("shieldZoneId") or "12345"
rule_id = settings.get("ruleId") or "942100"
library_id = settings.get("libraryId") or "4242"
video_id = settings.get("videoId") or "5f3b6c1e-0000-4000-8000-000000000001"
# The domain of the DNS zone the program creates.
domain = settings.get("domain") or "quickstart.example"
# The name of the storage zone the program creates, unique across the platform.
storage_zone_name = settings.get("storageZoneName") or "quickstart-assets"

# A real video file (a second of a test pattern; see examples/media/README.md).
video_file = settings.get("videoFile") or os.path.join(os.path.dirname(__file__), "..", "media", "sample-video.mp4")
# The partner contract exists only for a partner account: read it when `quickstart:partnerContract` is true.
read_partner_contract = settings.get_bool("partnerContract") or False

# Adopt an existing volume template and resize it.
volume = cloudplatform.Volume("data", app_id=app_id, volume_id=volume_id, name="data", size=20)

certificate = cloudplatform.ExternalDnsCertificate("cdn", hostname=hostname)

review = cloudplatform.WafRuleReview(
    "sqli-log-only", shield_zone_id=shield_zone_id, rule_id=rule_id, action=cloudplatform.WafRuleReviewAction.LOG_ONLY
)

# Upload a file into a video that exists already...
upload = cloudplatform.VideoUpload(
    "intro",
    library_id=library_id,
    video_id=video_id,
    file_path=video_file,
    enabled_resolutions=["720p", "1080p"],
    enabled_output_codecs=["x264"],
    transcribe_enabled=True,
    transcribe_languages=["en", "de"],
    source_language="en",
    generate_title=True,
)

# ...or create the video too: `pulumi destroy` deletes it.
trailer = cloudplatform.Video(
    "trailer", library_id=library_id, title="Quickstart trailer", file_path=video_file, enabled_resolutions=["720p"]
)

# Create a DNS zone and one of its records: `pulumi destroy` deletes both, the record first.
zone = cloudplatform.DnsZone("site", domain=domain, logging_enabled=True)
www = cloudplatform.DnsRecord("www", zone_id=zone.dns_zone_id, type="A", name="www", value="203.0.113.7", ttl=300)

# Create a storage zone: its passwords are secret outputs, and `pulumi destroy` deletes it.
assets = cloudplatform.StorageZone("assets", name=storage_zone_name, region="DE", rewrite404_to200=True)

# Create a public registry of Docker Hub images for the container apps: `pulumi destroy` deletes it.
images = cloudplatform.ContainerRegistry("images", display_name="Quickstart images", type="dockerHub")

# Create an access list of the office networks in the shield zone: `pulumi destroy` deletes it.
offices = cloudplatform.ShieldAccessList(
    "offices",
    shield_zone_id=shield_zone_id,
    name="Quickstart office networks",
    type="CIDR",
    content="198.51.100.0/24\n203.0.113.0/24",
)

today = datetime.datetime.now(datetime.timezone.utc).strftime("%m-%d-%Y")
template = cloudplatform.get_container_template_output(app_id=app_id, container_id=container_id)
bot_metrics = cloudplatform.get_bot_detection_metrics_output(shield_zone_id=shield_zone_id)
event_logs = cloudplatform.get_shield_event_logs_output(shield_zone_id=shield_zone_id, date=today)

pulumi.export("volumeName", volume.name)
pulumi.export("volumeSize", volume.size)
pulumi.export("certificateHostname", certificate.hostname)
pulumi.export("wafAction", review.action)
pulumi.export("videoSha256", upload.sha256)
pulumi.export("videoBytes", upload.bytes)
pulumi.export("trailerVideoId", trailer.video_id)
pulumi.export("trailerStatus", trailer.status)
pulumi.export("dnsZoneId", zone.dns_zone_id)
pulumi.export("wwwAddress", www.value)
pulumi.export("storageZoneId", assets.storage_zone_id)
pulumi.export("registryId", images.registry_id)
pulumi.export("accessListId", offices.access_list_id)
pulumi.export("containerImage", template.image)
if read_partner_contract:
    contract = cloudplatform.get_partner_contract_output()
    pulumi.export("contractBillingType", contract.billing_type)
    pulumi.export("contractEnds", contract.contract_end_date)
pulumi.export("botRequestsChallenged", bot_metrics.total_challenged_requests)
pulumi.export("eventLogPages", event_logs.pages)
