package release;

import com.cloudplatform.sdk.cloudplatform.CloudplatformFunctions;
import com.cloudplatform.sdk.cloudplatform.DnsZone;
import com.cloudplatform.sdk.cloudplatform.DnsZoneArgs;
import com.cloudplatform.sdk.cloudplatform.inputs.GetDnsZoneArgs;
import com.pulumi.Pulumi;

public class App {
    public static void main(String[] args) {
        Pulumi.run(ctx -> {
            var zone = new DnsZone("zone", DnsZoneArgs.builder().domain("release-java.example").build());
            var found = CloudplatformFunctions.getDnsZone(GetDnsZoneArgs.builder().dnsZoneId(zone.id()).build());
            ctx.export("zoneId", zone.id());
            ctx.export("foundId", found.applyValue(result -> result.dnsZoneId()));
        });
    }
}
