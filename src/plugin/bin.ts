#!/usr/bin/env node
import { main } from "./main";

void main();
