package main

import (
	"github.com/cloudplatform/pulumi-cloudplatform/sdk/go/cloudplatform"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		zone, err := cloudplatform.NewDnsZone(ctx, "zone", &cloudplatform.DnsZoneArgs{
			Domain: pulumi.String("release-go.example"),
		})
		if err != nil {
			return err
		}
		found := cloudplatform.LookupDnsZoneOutput(ctx, cloudplatform.LookupDnsZoneOutputArgs{DnsZoneId: zone.ID().ToStringOutput()})
		ctx.Export("zoneId", zone.ID())
		ctx.Export("foundId", found.DnsZoneId())
		return nil
	})
}
