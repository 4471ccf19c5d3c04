module cloudplatform-go-quickstart

go 1.26

require github.com/pulumi/pulumi/sdk/v3 v3.274.1
