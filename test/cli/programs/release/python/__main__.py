import pulumi
import cloudplatform_sdk as cloudplatform

zone = cloudplatform.DnsZone("zone", domain="release-python.example")
found = cloudplatform.get_dns_zone_output(dns_zone_id=zone.id)
pulumi.export("zoneId", zone.id)
pulumi.export("foundId", found.dns_zone_id)
