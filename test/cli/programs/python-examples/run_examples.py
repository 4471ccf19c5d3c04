"""Runs each Python program named on the command line under Pulumi's mocks, one after the other, and fails on the
first that raises: a keyword argument, a class, a function or an attribute the generated SDK does not have."""

import asyncio
import runpy
import sys

import pulumi
from pulumi.runtime.stack import wait_for_rpcs


class Mocks(pulumi.runtime.Mocks):
    """Every resource is created with its inputs as its state; every data function answers an empty result."""

    def new_resource(self, args: pulumi.runtime.MockResourceArgs):
        return [f"{args.name}-id", args.inputs]

    def call(self, args: pulumi.runtime.MockCallArgs):
        return {}


for program in sys.argv[1:]:
    pulumi.runtime.set_mocks(Mocks(), project="examples", stack="dev", preview=False)
    runpy.run_path(program, run_name="__main__")
    asyncio.get_event_loop().run_until_complete(wait_for_rpcs())
    print(f"ran {program}")
