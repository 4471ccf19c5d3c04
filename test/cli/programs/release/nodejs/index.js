"use strict";
const cloudplatform = require("cloudplatform-sdk");

const zone = new cloudplatform.DnsZone("zone", { domain: "release-nodejs.example" });
const found = cloudplatform.getDnsZoneOutput({ dnsZoneId: zone.id });

exports.zoneId = zone.id;
exports.foundId = found.dnsZoneId;
